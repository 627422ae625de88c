#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RefbookModel

/// What an import made of a file: the persons it read, every record it
/// could not, and every one it read with a repair, so that the user is told
/// about each one.
public struct ImportResult: Equatable, Sendable {
  public var persons: [Person]
  /// The records that were not imported.
  public var skipped: [LineProblem]
  /// The records imported with a repair: bytes that were not UTF-8, a UID
  /// that an earlier card of the file already had.
  public var warnings: [LineProblem]

  public init(persons: [Person] = [], skipped: [LineProblem] = [], warnings: [LineProblem] = []) {
    self.persons = persons
    self.skipped = skipped
    self.warnings = warnings
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
