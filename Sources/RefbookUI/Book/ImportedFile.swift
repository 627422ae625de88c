import RefbookModel

/// What the app's `i` key gets from the importer it was given.
public struct ImportedFile: Sendable {
  public var persons: [Person]
  /// How many records of the file could not be read.
  public var skipped: Int
  /// What was imported only with a repair, one line each, with its place
  /// (`line 7: UID a is also on the card at line 1; …`): the status line
  /// shows the first and counts the rest.
  public var warnings: [String]

  public init(persons: [Person], skipped: Int, warnings: [String] = []) {
    self.persons = persons
    self.skipped = skipped
    self.warnings = warnings
  }
}
