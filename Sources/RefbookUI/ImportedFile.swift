import RefbookModel

/// What the app's `i` key gets from the importer it was given.
public struct ImportedFile: Sendable {
  public var persons: [Person]
  /// How many records of the file could not be read.
  public var skipped: Int

  public init(persons: [Person], skipped: Int) {
    self.persons = persons
    self.skipped = skipped
  }
}
