/// A part of a file that could not be read: the 1-based line where it
/// starts, and why. Importers report skipped records with it, and a book's
/// decoder the parts that keep the store from saving over the file.
public struct LineProblem: Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var message: String

  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  public var description: String { "line \(line): \(message)" }
}
