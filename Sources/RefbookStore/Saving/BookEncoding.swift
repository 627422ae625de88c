import RefbookModel

/// How the persons of a book become bytes on disk and back: injected into
/// ``BookStore`` so that the store knows nothing about vCard syntax.
///
/// The decoder must not throw and must not drop anything silently: what it
/// cannot read it reports as a ``LineProblem``, and the store then refuses to
/// save over the file, because saving would lose what was not understood.
/// It also says which bytes each person was read from, so that the store can
/// write back, byte for byte, every person nobody changed (see `BookImage`).
public struct BookEncoding: Sendable {
  /// Reads a whole file: its `bytes`, and the version of the book file
  /// they are, settled when they were read (see
  /// ``BookVersion/settled(_:readSince:)``), if known.
  public var decoder: @Sendable (_ bytes: [UInt8], _ version: BookVersion?) -> DecodedBook
  /// Writes one person, ending with a line end, in place of `former`: the
  /// bytes of the person's card as the file held it, `nil` for a person
  /// new to the file (or a copy written elsewhere). Decoding what
  /// `encode(p, former)` gives must give back `p`, alone or between other
  /// cards; an encoder may keep what `former` holds beyond `p` (the order
  /// of its lines, say), so that a change rewrites no more than it must.
  public var encode: @Sendable (_ person: Person, _ former: ArraySlice<UInt8>?) -> [UInt8]
  /// Where the outlines of the files it reads and writes are kept between
  /// starts, if anywhere: the store keeps there what it writes, once its
  /// saves pause for ``BookStore/outlinesDelay``, so that the next read of
  /// its file parses no card.
  public var outlines: OutlineCache?
  /// Where the index `refbook query` reads is kept, if anywhere: once the
  /// outlines of a file the store wrote are kept, the index is made of them.
  public var queries: QueryIndexCache?

  public init(
    decode: @escaping @Sendable (_ bytes: [UInt8], _ version: BookVersion?) -> DecodedBook,
    encode: @escaping @Sendable (_ person: Person, _ former: ArraySlice<UInt8>?) -> [UInt8],
    outlines: OutlineCache? = nil, queries: QueryIndexCache? = nil
  ) {
    self.decoder = decode
    self.encode = encode
    self.outlines = outlines
    self.queries = queries
  }

  /// Reads a whole file: `bytes`, which are `version` of the book's file
  /// (settled when they were read) when one is given: never the version of
  /// another file, nor one that is not theirs.
  public func decode(_ bytes: [UInt8], version: BookVersion? = nil) -> DecodedBook {
    decoder(bytes, version)
  }
}

/// What a decoder made of a file: the persons it read with the bytes each
/// came from, every part of the file it could not read, and every part it
/// read only with a repair.
public struct DecodedBook: Equatable, Sendable {
  /// The persons read, in file order; a decoder may leave them in their
  /// cards, to be decoded when asked for (see ``StoredPerson``).
  public var stored: [StoredPerson]
  /// The bytes of the file each of ``stored`` was read from (slices of one
  /// buffer, so they cost no copy), written back as they are while the
  /// person is unchanged.
  public var sources: [ArraySlice<UInt8>]
  /// What was not read; the store will not save over it.
  public var problems: [LineProblem]
  /// What was read with a repair (bytes that were not UTF-8, say): nothing
  /// was lost; a person read with a repair is written back as it was read
  /// until it changes, and then in the repaired form.
  public var warnings: [LineProblem]
  /// The bytes before the first person's and after the last person's (an
  /// address-book wrapper, say), written back around the persons.
  public var head: ArraySlice<UInt8>
  public var tail: ArraySlice<UInt8>

  public init(
    stored: [StoredPerson], sources: [ArraySlice<UInt8>] = [], problems: [LineProblem] = [], warnings: [LineProblem] = [],
    head: ArraySlice<UInt8> = [], tail: ArraySlice<UInt8> = []
  ) {
    self.stored = stored
    self.sources = sources
    self.problems = problems
    self.warnings = warnings
    self.head = head
    self.tail = tail
  }

  public init(
    persons: [Person], sources: [ArraySlice<UInt8>] = [], problems: [LineProblem] = [], warnings: [LineProblem] = []
  ) {
    self.init(stored: persons.map(StoredPerson.init), sources: sources, problems: problems, warnings: warnings)
  }
}
