import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RefbookCommandLine
import RefbookConfig
import RefbookStore

extension BookOptions {
  /// The books chosen (see ``BookOptions/chosenBooks(_:)``), refused
  /// (exit status 2) when the user named a book whose folder does not
  /// exist: that is a typo to report, not an empty book. refbook's default
  /// book may not exist yet, nor a CardDAV book's vdir (its first sync
  /// fills it); their folder is made on the first save.
  ///
  /// - Complexity: O(*b*) system calls for *b* books, plus reading the
  ///   config file.
  func checkedBooks(_ settings: Settings) throws(ExitCode) -> [(name: String, location: BookLocation)] {
    let (books, named) = chosenBooks(settings)
    for (name, location) in books where !settings.books.contains(where: { $0.name == name && $0.carddav != nil }) {
      var folder = location.path
      while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
      folder = folder.deletingLastPathComponent
      var status = stat()
      if named, !folder.isEmpty, stat(folder, &status) != 0 || status.st_mode & S_IFMT != S_IFDIR {
        throw Console.failure("cannot open \(location.path): there is no folder \(folder)")
      }
    }
    return books
  }

  /// The one book a command that writes works on (see ``checkedBooks(_:)``).
  ///
  /// - Complexity: O(1) system calls.
  func checkedLocation() throws(ExitCode) -> BookLocation {
    let books = try checkedBooks(Settings.ofUser())
    guard books.count == 1 else { throw Console.failure("this command works on one book: give --book once") }
    return books[0].location
  }

  /// Opens every book named, for a command that only reads (see
  /// ``openStore(access:allowingProblems:)``), its cards read as `reading`
  /// says. `books`: those ``checkedBooks(_:)`` gave already.
  func openStores(
    _ books: [(name: String, location: BookLocation)]? = nil, allowingProblems: Bool = false, reading: CardReading = .whole
  ) throws(ExitCode) -> [any BookStorage] {
    var stores: [any BookStorage] = []
    let chosen: [(name: String, location: BookLocation)]
    if let books { chosen = books } else { chosen = try checkedBooks(Settings.ofUser()) }
    for (_, location) in chosen {
      stores.append(
        try open(location, access: .readOnly, allowingProblems: allowingProblems, reading: reading))
    }
    return stores
  }

  /// Opens the book for a subcommand, or fails with the store's own message
  /// (which names the file, and for a locked book the process holding it).
  ///
  /// What the decoder read only with a repair is reported (`file:line:
  /// message`) and does not stop the command. A book with parts the decoder
  /// could not read fails: a writer must not save over it, and an export
  /// would silently lose those parts. Searches pass `allowingProblems`,
  /// report the problems and go on with the cards that did read, ending
  /// with ``BookStorage/requireFullyRead()``. A reader told of a book that
  /// does not exist yet says where it looked.
  ///
  /// A folder's files that could not be read do not stop a writer: the
  /// folder store never saves over them (see ``FolderStore``).
  ///
  /// - Complexity: That of ``BookLocation/open(encoding:access:)``.
  func openStore(access: BookAccess, allowingProblems: Bool = false) throws(ExitCode) -> any BookStorage {
    try open(checkedLocation(), access: access, allowingProblems: allowingProblems)
  }

  private func open(
    _ location: BookLocation, access: BookAccess, allowingProblems: Bool, reading: CardReading = .whole
  ) throws(ExitCode) -> any BookStorage {
    let store: any BookStorage
    do {
      let outlines = reading != .whole && !location.isFolder ? OutlineCache(book: location.path)?.readingAhead() : nil
      store = try location.open(encoding: reading.encoding(outlines: outlines), access: access)
    } catch {
      throw Console.failure(error.description)
    }
    KeptUntilExit.keep(store)
    for warning in store.warnings { Console.warn(warning.located(in: store.path)) }
    if access == .readOnly, !FileManager.default.fileExists(atPath: store.path) {
      Console.warn("no book at \(store.path) yet: `refbook` opens it, `refbook import FILE` fills it")
    }
    guard !store.problems.isEmpty else { return store }
    let problems = StoreError.undecodable(path: store.path, problems: store.problems)
    guard allowingProblems || (access == .readWrite && store.isSavable) else {
      store.close()
      throw Console.failure(problems.description)
    }
    Console.warn(store.problems.map { $0.located(in: store.path) }.joined(separator: "\n"))
    return store
  }
}

extension BookStorage {
  /// Ends a command that went on with the readable part of a book: exit
  /// status 2 when some of it could not be read (reported when it was
  /// opened), so that a script knows the output is incomplete.
  ///
  /// - Complexity: O(1).
  func requireFullyRead() throws(ExitCode) {
    if !problems.isEmpty { throw ExitCode(2) }
  }
}

extension Settings {
  /// How much the undo journal keeps, as `[history]` in the config file
  /// says (1,000 steps or 10 MiB when it says nothing).
  ///
  /// - Complexity: O(1).
  var historyLimits: HistoryJournal.Limits {
    HistoryJournal.Limits(
      steps: historySteps ?? HistoryJournal.Limits.standard.steps,
      bytes: historyMegabytes.map { $0 << 20 } ?? HistoryJournal.Limits.standard.bytes)
  }
}
