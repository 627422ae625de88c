import VCard

/// What `refbook query` needs of one version of a book, in one compact
/// binary form to keep beside it: for every person with an email, in name
/// order, the folded search text a query matches (see ``SearchText``) and
/// what a match prints (see ``Entry``). A query then reads this one file
/// instead of the book, its outlines and its search texts.
///
/// An index names the version of the book it was made of, as bytes its
/// store makes of the file's identity, and holds ``probe``: a hash of this
/// build's search texts, name keys and entries of sample cards. Read for
/// another version or of another build, it gives nothing; a checksum (not
/// a cryptographic one: it guards against damage, not forgery) and the
/// bounds of its table turn damage into nothing too.
///
/// ```swift
/// let bytes = QueryIndex.archive(of: persons, kept: keptTexts, version: version)
/// bytes.withUnsafeBytes { QueryIndex.entries(in: $0, version: version, matching: SearchQuery("emile")) }
/// ```
public enum QueryIndex {
  /// What a query prints of a matching person (see `MuttQuery`).
  public struct Entry: Equatable, Sendable {
    /// The person's display name.
    public let name: String
    /// The person's first organization, or the empty string.
    public let organization: String
    /// The person's email addresses, in order.
    public let emails: [String]

    /// What a query prints of `person`.
    public init(_ person: some OutlineFields) {
      name = person.displayName
      organization = person.organization.first ?? ""
      emails = person.emails.map(\.value)
    }

    init(name: String, organization: String, emails: [String]) {
      self.name = name
      self.organization = organization
      self.emails = emails
    }
  }

  /// The entries of the persons `query` matches (see
  /// ``SearchQuery/matches(_:)``), in name order, from `archive`, an index
  /// of the book's version `version`: what filtering the book and sorting
  /// the matches by name gives. `nil` when `archive` is not a sound index
  /// of that version (see ``isSound(_:version:)``).
  ///
  /// - Complexity: O(*n*) in the size of the archive (its checksum, the
  ///   order of its table, and its texts spread over the processors), plus
  ///   the entries of the matches.
  public static func entries(in archive: UnsafeRawBufferPointer, version: [UInt8], matching query: SearchQuery) -> [Entry]? {
    guard let layout = Layout(archive, version: version) else { return nil }
    nonisolated(unsafe) let archive = archive
    let matches = (0..<layout.count).concurrentPieces(minimumPiece: 4_096) { indices in
      indices.filter { query.matches(UnsafeRawBufferPointer(rebasing: archive[layout.range($0, column: 0, in: archive)])) }
    }.flatMap(\.self)
    var entries: [Entry] = []
    entries.reserveCapacity(matches.count)
    for index in matches {
      var reader = ArchiveReader(Array(archive[layout.range(index, column: 1, in: archive)])[...])
      guard let name = reader.string(), let organization = reader.string(), let emails = reader.strings(), reader.remaining == 0
      else { return nil }
      entries.append(Entry(name: name, organization: organization, emails: emails))
    }
    return entries
  }

  /// Whether `archive` is an index of this build (see ``probe``) of the
  /// book's version `version`, whole: its checksum holds, and its table
  /// gives every text and entry within it.
  ///
  /// - Complexity: O(*n*) in the size of the archive.
  public static func isSound(_ archive: UnsafeRawBufferPointer, version: [UInt8]) -> Bool {
    Layout(archive, version: version) != nil
  }

  /// Where the parts of a sound index lie.
  private struct Layout {
    let count: Int
    let tableStart: Int
    let textsStart: Int
    let entriesStart: Int

    init?(_ archive: UnsafeRawBufferPointer, version: [UInt8]) {
      let header = QueryIndex.header(version: version)
      tableStart = header.count + 8
      guard archive.count >= tableStart + 8, archive.starts(with: header),
        word(archive, at: archive.count - 8) == BytesHash.of(UnsafeRawBufferPointer(rebasing: archive[..<(archive.count - 8)]))
      else { return nil }
      let count = word(archive, at: tableStart - 8)
      guard count <= UInt64((archive.count - tableStart) / 16) else { return nil }
      textsStart = tableStart + Int(count) * 16
      var (textEnd, entryEnd): (UInt64, UInt64) = (0, 0)
      for index in 0..<Int(count) {
        let (nextText, nextEntry) = (word(archive, at: tableStart + 16 * index), word(archive, at: tableStart + 16 * index + 8))
        guard nextText >= textEnd, nextEntry >= entryEnd else { return nil }
        (textEnd, entryEnd) = (nextText, nextEntry)
      }
      let size = UInt64(archive.count)
      guard textEnd <= size, entryEnd <= size, UInt64(textsStart) + textEnd + entryEnd == size - 8 else { return nil }
      self.count = Int(count)
      entriesStart = textsStart + Int(textEnd)
    }

    /// Where item `index` of a column (0: texts, 1: entries) lies in `archive`.
    func range(_ index: Int, column: Int, in archive: UnsafeRawBufferPointer) -> Range<Int> {
      let start = index == 0 ? 0 : Int(word(archive, at: tableStart + 16 * (index - 1) + 8 * column))
      let base = column == 0 ? textsStart : entriesStart
      return base + start..<base + Int(word(archive, at: tableStart + 16 * index + 8 * column))
    }
  }

  /// The index of `persons`, a book's persons in the order of its file, as
  /// version `version` of the book: each with an email, its text as
  /// `kept` holds it (else folded from the person), in name order (persons
  /// with equal keys in the order given).
  ///
  /// - Complexity: O(*n* log *n*) key comparisons, plus the persons' texts
  ///   and outlines (the whole person for one whose outline was not read
  ///   from kept outlines, as a query takes it).
  public static func archive(of persons: [StoredPerson], kept: KeptSearchTexts, version: [UInt8]) -> [UInt8] {
    // Each stretch of the book written on its own (a few large buffers, not
    // one text and entry per person), then copied out in name order.
    let pieces = persons.concurrentPieces(minimumPiece: 1_024) { stretch in
      var piece = Piece()
      for stored in stretch {
        let person = stored.printedByQuery
        guard !person.emails.isEmpty else { continue }
        // A text not kept is folded from the whole person, as a query matches it.
        if let text = kept.text(of: stored) { piece.texts += text } else { piece.texts += SearchText(stored).bytes }
        let entry = Entry(person)
        piece.entries.append(entry.name)
        piece.entries.append(entry.organization)
        piece.entries.append(entry.emails)
        piece.items.append((stored.sortKey(in: .name), piece.texts.count, piece.entries.bytes.count))
      }
      return piece
    }
    var order: [Item] = []
    for (piece, items) in pieces.map(\.items).enumerated() {
      order += items.indices.map { Item(key: items[$0].key, piece: piece, item: $0) }
    }
    order.sort()
    var archive = ArchiveWriter(bytes: magic)
    archive.append(probe)
    archive.append(bytes: version)
    archive.append(UInt64(order.count))
    let (texts, entries) = order.reduce(into: (0, 0)) { sizes, item in
      let range = pieces[item.piece].range(of: item.item)
      sizes.0 += range.text.count
      sizes.1 += range.entry.count
    }
    archive.bytes.reserveCapacity(archive.bytes.count + 16 * order.count + texts + entries + 8)
    var (textEnd, entryEnd) = (0, 0)
    for item in order {
      let range = pieces[item.piece].range(of: item.item)
      textEnd += range.text.count
      entryEnd += range.entry.count
      archive.append(UInt64(textEnd))
      archive.append(UInt64(entryEnd))
    }
    for item in order { archive.bytes += pieces[item.piece].texts[pieces[item.piece].range(of: item.item).text] }
    for item in order { archive.bytes += pieces[item.piece].entries.bytes[pieces[item.piece].range(of: item.item).entry] }
    archive.append(BytesHash.of(archive.bytes))
    return archive.bytes
  }

  /// An item of a ``Piece`` in the order of the index: by key, then in the
  /// order of the book.
  private struct Item: Comparable {
    let key: SortKey
    let piece: Int
    let item: Int

    static func < (lhs: Item, rhs: Item) -> Bool {
      lhs.key < rhs.key || !(rhs.key < lhs.key) && (lhs.piece, lhs.item) < (rhs.piece, rhs.item)
    }
  }

  /// The texts and entries of a stretch of a book's persons, one after
  /// another, with each item's key and where it ends.
  private struct Piece: Sendable {
    var texts: [UInt8] = []
    var entries = ArchiveWriter()
    var items: [(key: SortKey, textEnd: Int, entryEnd: Int)] = []

    func range(of item: Int) -> (text: Range<Int>, entry: Range<Int>) {
      let (textStart, entryStart) = item == 0 ? (0, 0) : (items[item - 1].textEnd, items[item - 1].entryEnd)
      return (textStart..<items[item].textEnd, entryStart..<items[item].entryEnd)
    }
  }

  /// Whether `start`, the first bytes of a file, begins an index of this
  /// build for the book's version `version`: an index of another build is
  /// of no use and can be removed; one of another version is made again.
  ///
  /// - Complexity: O(*m*) in the size of `version`.
  public static func describes(version: [UInt8], start: some Collection<UInt8>) -> Bool {
    start.starts(with: header(version: version))
  }

  /// How many first bytes ``describes(version:start:)`` reads.
  public static func headerSize(version: [UInt8]) -> Int {
    header(version: version).count
  }

  /// The first bytes of an index of this build for the version `version`.
  private static func header(version: [UInt8]) -> [UInt8] {
    var header = ArchiveWriter(bytes: mark.bytes)
    header.append(bytes: version)
    return header.bytes
  }

  /// The first bytes of an index of this build: its layout's magic, then
  /// ``probe``.
  public static let mark = FileMark(magic: magic, probe: probe)

  /// Raised with every change to what an entry holds, or to how a person's
  /// is made, that the sample cards of ``probe`` might not show.
  static let entryVersion: UInt64 = 1

  /// A hash of ``entryVersion``, of the probes of kept search texts and of
  /// kept name keys, and of this build's entries of the sample cards: an
  /// index holds all of them.
  static let probe: UInt64 = {
    var bytes = ArchiveWriter()
    bytes.append(entryVersion)
    bytes.append(KeptSearchTexts.probe)
    bytes.append(OutlineArchive.keyProbe(.name))
    for card in ProbeCards.samples {
      let source = Array(card.utf8)[...]
      let entry = Entry(Person(card: VCardParser.parseCard(source, firstLine: 1)!, source: source))
      bytes.append(entry.name)
      bytes.append(entry.organization)
      bytes.append(entry.emails)
    }
    return BytesHash.of(bytes.bytes)
  }()

  /// The magic, then ``probe``, the version (its length and bytes) and the
  /// count of entries; then per entry, in name order, where its text and
  /// its entry end; the texts; the entries; a checksum of all before it.
  private static let magic = Array("REFBOOK-QUERIES-1\n".utf8)

  private static func word(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
    UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }
}
