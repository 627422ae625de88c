import RefbookModel

/// How the persons of a book become bytes on disk and back: injected into
/// ``BookStore`` so that the store knows nothing about vCard syntax.
///
/// The decoder must not throw and must not drop anything silently: what it
/// cannot read it reports as a ``LineProblem``, and the store then refuses to
/// save over the file, because saving would lose what was not understood.
public struct BookEncoding: Sendable {
  /// Reads a whole file.
  public var decode: @Sendable (_ bytes: [UInt8]) -> DecodedBook
  /// Writes a whole book; `decode(encode(p)).persons == p` must hold.
  public var encode: @Sendable (_ persons: [Person]) -> [UInt8]

  public init(
    decode: @escaping @Sendable (_ bytes: [UInt8]) -> DecodedBook,
    encode: @escaping @Sendable (_ persons: [Person]) -> [UInt8]
  ) {
    self.decode = decode
    self.encode = encode
  }
}

/// What a decoder made of a file: the persons it read, every part of the
/// file it could not read, and every part it read only with a repair.
public struct DecodedBook: Equatable, Sendable {
  public var persons: [Person]
  /// What was not read; the store will not save over it.
  public var problems: [LineProblem]
  /// What was read with a repair (bytes that were not UTF-8, say): nothing
  /// was lost, but the user should know that a save writes the repaired form.
  public var warnings: [LineProblem]

  public init(persons: [Person], problems: [LineProblem] = [], warnings: [LineProblem] = []) {
    self.persons = persons
    self.problems = problems
    self.warnings = warnings
  }
}
