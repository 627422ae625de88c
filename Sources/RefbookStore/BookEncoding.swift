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

/// What a decoder made of a file: the persons it read, and every part of the
/// file it could not read.
public struct DecodedBook: Equatable, Sendable {
  public var persons: [Person]
  public var problems: [LineProblem]

  public init(persons: [Person], problems: [LineProblem] = []) {
    self.persons = persons
    self.problems = problems
  }
}
