#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RefbookModel

/// What an import made of a file: the persons it read, and every record it
/// could not, so that the user is told about each one.
public struct ImportResult: Equatable, Sendable {
  public var persons: [Person]
  public var skipped: [LineProblem]

  public init(persons: [Person] = [], skipped: [LineProblem] = []) {
    self.persons = persons
    self.skipped = skipped
  }

  /// A fresh person id for records that carry none: a random UUID, lower-cased.
  ///
  /// - Complexity: O(1).
  @Sendable public static func randomID() -> String {
    UUID().uuidString.lowercased()
  }
}

extension Character {
  /// A line end in the files refbook imports: LF or CRLF (one `Character`
  /// in Swift), not the other Unicode line separators, which are text.
  var isLineEnd: Bool { self == "\n" || self == "\r\n" }
}
