import Foundation
import RefbookTestSupport

/// abook 0.6.1 or refbook, and how the comparison asks each for the same
/// work in its own words: its file of the persons, its command lines.
struct ComparedProgram {
  enum Kind: Int, CaseIterable {
    case abook, refbook

    var name: String {
      switch self {
      case .abook: "abook 0.6.1"
      case .refbook: "refbook"
      }
    }
  }

  let kind: Kind
  let executable: String
  /// Whether refbook opens the vCard file without UIDs (see
  /// ``SampleFiles/bookWithoutUIDs(_:)``).
  var withoutUIDs = false

  static func refbook(_ executable: String, withoutUIDs: Bool = false) -> Self {
    Self(kind: .refbook, executable: executable, withoutUIDs: withoutUIDs)
  }

  /// abook found in `PATH`; `nil`, with a note saying how to install it,
  /// when there is none.
  static func abook() -> Self? {
    let path = Subprocess.shell("command -v abook")?.output.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    guard !path.isEmpty else {
      note("abook is not installed (`scripts/ensure-deps --with-bench-tools` installs it): no comparison with abook")
      return nil
    }
    return Self(kind: .abook, executable: path)
  }

  /// Its file of the persons of `files` at `size`: abook's own file, or the
  /// vCard file (without UIDs, when asked).
  func book(in files: SampleFiles, size: Int) -> String {
    switch kind {
    case .abook: files.abookBook(size)
    case .refbook: withoutUIDs ? files.bookWithoutUIDs(size) : files.book(size)
    }
  }

  /// The shell command that opens `book` full-screen in a UTF-8 terminal
  /// (abook without the user's configuration; refbook with `cache` as its
  /// cache folder).
  func openCommand(book: String, cache: String) -> String {
    "LANG=C.UTF-8 XDG_CACHE_HOME=\(Subprocess.quoted(cache)) exec "
      + ([executable] + bookArguments(book)).map(Subprocess.quoted).joined(separator: " ")
  }

  /// The arguments that print `book`'s addresses matching `text` in mutt's
  /// query format.
  func queryArguments(book: String, text: String) -> [String] {
    switch kind {
    case .abook: bookArguments(book) + ["--mutt-query", text]
    case .refbook: ["query", text] + bookArguments(book)
    }
  }

  /// The arguments that write all of `book` as vCard to the file `output`.
  func exportArguments(book: String, output: String) -> [String] {
    switch kind {
    case .abook:
      ["--config", "/dev/null", "--convert", "--informat", "abook", "--infile", book, "--outformat", "vcard",
       "--outfile", output]
    case .refbook: ["export"] + bookArguments(book) + ["--output", output]
    }
  }

  private func bookArguments(_ book: String) -> [String] {
    switch kind {
    case .abook: ["--datafile", book, "--config", "/dev/null"]
    case .refbook: ["--book", book]
    }
  }
}
