/// A part of a file that could not be read: the 1-based line where it
/// starts, and why. Importers report skipped records with it, and a book's
/// decoder the parts that keep the store from saving over the file. In a
/// book kept as a folder of files, ``file`` names the file in the folder;
/// line 0 is a problem with the whole file.
public struct LineProblem: Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var message: String
  /// The file's name in the book's folder, for a book that is a folder.
  public var file: String?

  public init(line: Int, message: String, file: String? = nil) {
    self.line = line
    self.message = message
    self.file = file
  }

  public var description: String {
    let place = line > 0 ? "line \(line)" : ""
    return [file, place].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ") + ": " + message
  }

  /// The problem as a compiler would say it, `PATH:LINE: message`, where
  /// `path` is the book's file or folder.
  ///
  /// ```swift
  /// LineProblem(line: 3, message: "bad", file: "a.vcf").located(in: "/books/work")
  /// // "/books/work/a.vcf:3: bad"
  /// ```
  public func located(in path: String) -> String {
    let file = self.file.map { (path.hasSuffix("/") ? path : path + "/") + $0 } ?? path
    return line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)"
  }
}
