import VCard

/// What reading a vCard file for its outlines gave (see
/// ``StoredPerson/persons(fromVCard:parts:deferring:)``), in a compact
/// binary form to keep beside the file: read back with the same bytes, it
/// gives the same persons, sources and wrapper without parsing the file.
///
/// An archive names the size and a hash of the bytes it was made from, and
/// the identity of the file they were (its version: device, inode, size,
/// modification and change times), when that had settled before they were
/// read, so that a file of the same identity is known to hold them without
/// hashing it (see ``read(_:of:version:)``). It holds each card's place in them, its first line, a hash of its bytes,
/// the repeat of them its id was generated for when it has no `UID` (see
/// ``GeneratedID``), and its outline, with the outline's key in one
/// ``SortOrder`` when it was made for one and the key's place among the
/// book's keys (the list in that order then computes no key, and sorts
/// nothing). A card whose outline holds more than plain values (kept
/// parameters, groups, merged UIDs), or whose person is decoded whole, is
/// marked to be read again from its bytes. An archive of other bytes, or
/// damaged in any way, reads as `nil`: never as persons (nor does one whose
/// version is another file's, unless its hash says the bytes are those it
/// was made from). Of a later version
/// of the file it gives the outlines of the cards whose bytes it knows (see
/// ``read(_:laterVersion:parts:)``).
///
/// ```swift
/// let (read, persons) = StoredPerson.persons(fromVCard: bytes, parts: 2, deferring: true)
/// if let archive = OutlineArchive.archive(persons, sources: read.sources, head: read.head, tail: read.tail, of: bytes) {
///   OutlineArchive.read(archive, of: bytes)?.persons   // the same persons
/// }
/// ```
public enum OutlineArchive {
  /// What an archive gives back.
  public struct Contents: Sendable {
    public var persons: [StoredPerson]
    public var sources: [ArraySlice<UInt8>]
    public var head: ArraySlice<UInt8>
    public var tail: ArraySlice<UInt8>
    /// Whether the file's bytes were hashed to know the archive is theirs:
    /// it was not trusted by the version asked for.
    public var hashed: Bool
  }

  /// The length of a version as the header holds it: seven words.
  public static let versionSize = 7 * 8

  /// The archive of `persons`, read from `bytes` for their outlines, whose
  /// cards are `sources` (one each, in order) between `head` and `tail`,
  /// with each outline's key in `order` when one is given, naming `version`
  /// (``versionSize`` bytes) as the identity of the file `bytes` are, when
  /// given: only when it had settled before they were read; `nil` when the
  /// sources are not slices of `bytes` as they are (a file whose text was
  /// transcoded, or had a byte-order mark).
  ///
  /// - Precondition: `persons` and `sources` are what
  ///   ``StoredPerson/persons(fromVCard:parts:deferring:)`` deferring gave for `bytes`.
  /// - Complexity: O(*n*) in the size of the file and of the outlines.
  public static func archive(
    _ persons: [StoredPerson], sources: [ArraySlice<UInt8>], head: ArraySlice<UInt8>, tail: ArraySlice<UInt8>,
    of bytes: [UInt8], version: [UInt8]? = nil, keyedBy order: SortOrder? = nil
  ) -> [UInt8]? {
    precondition(persons.count == sources.count, "OutlineArchive: one source per person")
    precondition(version == nil || version?.count == versionSize, "OutlineArchive: a version is seven words")
    guard ([head, tail] + sources).allSatisfy({ $0.endIndex <= bytes.count && bytes[$0.indices].hasSameBytes(as: $0) }) else {
      return nil
    }
    let cards = zip(persons, sources).map { person, source in
      // The person's card is `source`: its hash kept with its outline, or made.
      Card(
        start: source.startIndex, count: source.count, line: person.line, person: person,
        hash: person.sourceHash ?? BytesHash.of(source), generatedIDRepeat: person.generatedIDRepeat)
    }
    return archive(
      cards, head: head.indices, tail: tail.indices, size: bytes.count, hash: BytesHash.of(bytes), version: version,
      keyedBy: order)
  }

  /// The archive of the file just written from `book` as `head`, then the
  /// `cards` (each card's id and bytes), then `tail`. A card that holds the
  /// bytes its person in `book` was read from keeps that outline (and its
  /// key in `order`, when one is given); the others (changed, new) are
  /// marked to be read again. So is a card without `UID` whose id, by
  /// the repeat of its bytes, a read of the file would not give its person
  /// (a twin of it left out, say: see ``GeneratedID``), and it keeps the
  /// repeat the read gives it. The file's bytes are never
  /// joined: its hash is taken piece by piece, and its lines counted card by
  /// card (a card ends with its line end). It names no version: a file just
  /// written has not settled (see ``archive(_:version:)``).
  ///
  /// - Complexity: O(*n*) in the size of the file and of the outlines.
  public static func archive(
    writtenFrom book: Addressbook, head: ArraySlice<UInt8>, cards: [(id: Person.ID, bytes: ArraySlice<UInt8>)],
    tail: ArraySlice<UInt8>, keyedBy order: SortOrder? = nil
  ) -> [UInt8] {
    let size = head.count + cards.reduce(0) { $0 + $1.bytes.count } + tail.count
    var hash = BytesHash(count: size)
    hash.add(head)
    var offset = head.count
    var line = 1 + VCardParser.lineCount(of: Array(head), in: 0..<head.count)
    // The person of each card that holds the bytes it was read from; the
    // id a read gives each card (that of the first repeat, for a card without UID).
    let kept = cards.map { card in
      (book.entries[card.id]?.stored).flatMap { stored in stored.source?.hasSameBytes(as: card.bytes) == true ? stored : nil }
    }
    let generated = kept.indices.filter { kept[$0]?.generatedIDRepeat != nil }
    let readIDs = zip(cards, kept).map { card, stored in
      stored?.generatedIDRepeat == nil ? card.id : GeneratedID.uuid(of: card.bytes)
    }
    let repeats = GeneratedID.repeats(ids: readIDs, generated: generated) { cards[$0].bytes }
    var archived: [Card] = []
    archived.reserveCapacity(cards.count)
    for (index, card) in cards.enumerated() {
      hash.add(card.bytes)
      let stored = kept[index]
      let generatedIDRepeat = stored?.generatedIDRepeat == nil ? nil : repeats[index]?.repeat ?? 0
      let isRead = stored.map { $0.id == (repeats[index]?.id ?? readIDs[index]) } ?? false
      archived.append(Card(
        start: offset, count: card.bytes.count, line: line, person: isRead ? stored : nil,
        // Its card's hash kept with the outline, when it is its card.
        hash: stored?.sourceHash ?? BytesHash.of(card.bytes), generatedIDRepeat: generatedIDRepeat))
      offset += card.bytes.count
      line += VCardParser.lineCount(of: Array(card.bytes), in: 0..<card.bytes.count)
    }
    hash.add(tail)
    return archive(
      archived, head: 0..<head.count, tail: offset..<offset + tail.count, size: size, hash: hash.value, version: nil,
      keyedBy: order)
  }

  /// A card to archive: where its bytes are in the file, its first line,
  /// and the person read from it for its outline (`nil`: read it again when
  /// the archive is read).
  private struct Card {
    let start: Int
    let count: Int
    let line: Int
    let person: StoredPerson?
    /// The hash of the card's bytes, by which a later version of the file
    /// finds the card's outline.
    let hash: UInt64
    /// Of a card without `UID`, the repeat of its bytes its id is generated for.
    let generatedIDRepeat: Int?
  }

  /// The archive of `cards` between `head` and `tail` (ranges of a file of
  /// `size` bytes whose hash is `hash`, and whose identity is `version` when
  /// given), written in one buffer: its table
  /// first, then the records it points to, each followed by the outline's
  /// key in `order` and its place among the keys, when one is given.
  private static func archive(
    _ cards: [Card], head: Range<Int>, tail: Range<Int>, size: Int, hash: UInt64, version: [UInt8]?,
    keyedBy order: SortOrder?
  ) -> [UInt8] {
    var archive = ArchiveWriter()
    // Room for the records too (a record, key included, is smaller than its
    // card's text: 34.1 MB of archive for a 41.3 MB file of 100,000), so
    // that the buffer is written once, not grown and copied.
    archive.bytes.reserveCapacity(headerSize + cards.count * (cardSize + 64) + size + 8)
    archive.bytes += magic
    archive.append(UInt64(size))
    archive.append(hash)
    archive.append(UInt64(cards.count))
    for bound in [head.lowerBound, head.upperBound, tail.lowerBound, tail.upperBound] { archive.append(UInt64(bound)) }
    archive.append(UInt64(0))
    archive.append(order.map { UInt64(SortOrder.allCases.firstIndex(of: $0)! + 1) } ?? 0)
    archive.append(order.map(keyProbe) ?? 0)
    archive.bytes += version ?? noVersion
    let tableStart = archive.bytes.count
    archive.bytes += repeatElement(0, count: cards.count * cardSize)
    let recordsStart = archive.bytes.count
    // Only a person left in its card has an outline of its own to keep.
    let records = cards.map { card in card.person.flatMap { $0.source != nil ? Self.record(of: $0) : nil } }
    // Each key with the place it was kept at, if it was.
    let keys = order.map { order in
      zip(cards, records).map { card, record in
        record == nil ? nil : card.person.map { ($0.sortKey(in: order), $0.keptPlace(in: order)) }
      }
    }
    let places = keys.map(Self.places)
    var table = ArchiveWriter()
    table.bytes.reserveCapacity(cards.count * cardSize)
    for (index, card) in cards.enumerated() {
      table.append(UInt64(card.start))
      table.append(UInt64(card.count))
      table.append(UInt64(card.line))
      if let record = records[index] {
        table.append(UInt64(archive.bytes.count - recordsStart))
        archive.bytes += record
        if let keys, let places, let (key, _) = keys[index], let place = places[index] {
          archive.append(bytes: key.bytes)
          archive.append(count: place)
        }
      } else {
        table.append(rereadMark)
      }
      table.append(card.hash)
      table.append(card.generatedIDRepeat.map { UInt64($0) + 1 } ?? 0)
    }
    archive.overwrite(at: tableStart, with: table.bytes)
    var recordsSize = ArchiveWriter()
    recordsSize.append(UInt64(archive.bytes.count - recordsStart))
    archive.overwrite(at: magic.count + 7 * 8, with: recordsSize.bytes)
    archive.append(BytesHash.of(archive.bytes))
    return archive.bytes
  }

  /// Where each of `keys` is among them, in order, as a list's rows are
  /// (`nil` for none; keys are distinct). Most are where the place kept with
  /// them (read with the outlines) says, checked rather than sorted (see
  /// ``Swift/Array/sortedIndices(places:)``).
  ///
  /// - Complexity: O(*n*) comparisons when every key kept its place; O(*n*
  ///   + *k* log *k*) for *k* without one.
  private static func places(of keys: [(key: SortKey, kept: Int?)?]) -> [Int?] {
    let keyed = keys.indices.filter { keys[$0] != nil }
    let sortKeys = keyed.map { keys[$0]!.key }
    var places = [Int?](repeating: nil, count: keys.count)
    for (place, key) in sortKeys.sortedIndices(places: keyed.map { keys[$0]!.kept }).enumerated() { places[keyed[key]] = place }
    return places
  }

  /// The bytes of the record of `person`'s outline: those it was read from,
  /// or written anew; `nil` when a record cannot hold the outline.
  private static func record(of person: StoredPerson) -> ArraySlice<UInt8>? {
    if let record = person.record { return record }
    guard let record = OutlineRecord(person), record.outline == person.outline else { return nil }
    var writer = ArchiveWriter()
    record.write(to: &writer)
    return writer.bytes[...]
  }

  /// What `archive` holds of `bytes`, or `nil` when it was made from other
  /// bytes, is damaged, or holds a card that does not read. When `version`
  /// (the identity of the file `bytes` were read from, settled before they
  /// were read) is the one the archive names, the bytes are known to be
  /// those it was made from, and are not hashed (as git and make trust a
  /// file by its identity); otherwise they are, and must hash as the bytes
  /// it was made from did.
  ///
  /// - Complexity: O(*n*) in the size of the archive (its checksum) and, but
  ///   when trusted by `version`, of the file (its hash), spread over the
  ///   processors, plus reading again the cards marked so.
  public static func read(_ archive: [UInt8], of bytes: [UInt8], version: [UInt8]? = nil) -> Contents? {
    // The size first: when it differs, neither the archive nor the file is
    // hashed. Then both at once, each on a processor of its own, unless the
    // archive names the file's version (the checksum checks that it does).
    var size = ArchiveReader(archive.starts(with: magic) ? archive[magic.count...] : [])
    guard size.integer() == UInt64(bytes.count) else { return nil }
    let trusted = version.map { $0.count == versionSize && $0 != noVersion && Self.version(of: archive) == $0[...] } ?? false
    let (layout, hash) = trusted ? (Layout(archive), nil) : concurrently({ Layout(archive) }, { BytesHash.of(bytes) })
    guard let layout, layout.size == bytes.count, [layout.head, layout.tail].allSatisfy({ $0.upperBound <= bytes.count }),
      trusted || layout.hash == hash
    else { return nil }
    let sources = (0..<layout.count).map { index -> ArraySlice<UInt8>? in
      let card = layout.card(index, in: archive)
      guard card.start <= bytes.count, card.count <= bytes.count - card.start, card.line <= bytes.count + 1 else { return nil }
      return bytes[card.start..<card.start + card.count]
    }
    let read = (0..<layout.count).concurrentMap(minimumPiece: 1024) { index -> StoredPerson? in
      let card = layout.card(index, in: archive)
      return sources[index].flatMap {
        layout.person(
          at: card.record, in: archive, source: $0, hash: card.hash, line: card.line, generatedIDRepeat: card.generatedIDRepeat)
      }
    }
    guard let persons = read.unwrapped(), let sources = sources.unwrapped() else { return nil }
    return Contents(persons: persons, sources: sources, head: bytes[layout.head], tail: bytes[layout.tail], hashed: !trusted)
  }

  /// `archive`, sound and read (see ``read(_:of:version:)``), naming
  /// `version` (``versionSize`` bytes) in place of the version it named:
  /// that of a file whose bytes were found by their hash to be those it was
  /// made from, and which had settled before they were read.
  ///
  /// - Complexity: O(*n*) in the size of the archive (a copy and its checksum).
  public static func archive(_ archive: [UInt8], version: [UInt8]) -> [UInt8] {
    precondition(version.count == versionSize && archive.count >= headerSize + 8, "OutlineArchive: a version of a sound archive")
    var writer = ArchiveWriter()
    writer.bytes.reserveCapacity(archive.count)
    writer.bytes += archive[..<versionStart]
    writer.bytes += version
    writer.bytes += archive[headerSize..<(archive.count - 8)]
    writer.append(BytesHash.of(writer.bytes))
    return writer.bytes
  }

  /// The version `archive` names (``noVersion`` for none), unchecked: `nil`
  /// when it is too short to name one.
  private static func version(of archive: [UInt8]) -> ArraySlice<UInt8>? {
    archive.count >= headerSize ? archive[versionStart..<headerSize] : nil
  }

  /// What reading `bytes` — a later version of the file `archive` was
  /// made from — for outlines gives (see
  /// ``StoredPerson/persons(fromVCard:parts:deferring:)``), with the
  /// outlines that `archive` holds of the cards whose bytes it knows: the
  /// file is read only where it changed (see
  /// ``VCardParser/cards(_:parts:passingOver:)``), and the cards the archive
  /// holds no outline of are read for theirs. `nil` when the archive is
  /// damaged or a card does not read.
  ///
  /// - Complexity: O(*n*) in the size of the file (its cards' hashes) and of
  ///   the archive, spread over `parts` processors, plus reading the cards
  ///   it does not know.
  public static func read(
    _ archive: [UInt8], laterVersion bytes: [UInt8], parts: Int
  ) -> (read: VCardParseResult, persons: [StoredPerson])? {
    guard let layout = Layout(archive) else { return nil }
    // The cards archived with their outlines were read without a problem
    // (an archive is kept of a file that reads without one); the others
    // are read again, and so are those without UID: which repeat of their
    // bytes their ids are generated for depends on the other cards.
    var known: [Known: UInt64] = [:]
    known.reserveCapacity(layout.count)
    for index in 0..<layout.count {
      let card = layout.card(index, in: archive)
      if card.record != rereadMark, card.generatedIDRepeat == nil { known[Known(hash: card.hash, count: card.count)] = card.record }
    }
    let records = known
    let (read, lines) = VCardParser.cards(bytes, parts: parts) { records[Known($0)] != nil }
    let persons = Array(zip(read.sources, lines)).concurrentMap(minimumPiece: 1024) { source, line -> StoredPerson? in
      let known = Known(source)
      return layout.person(
        at: records[known] ?? rereadMark, in: archive, source: source, hash: known.hash, line: line, generatedIDRepeat: nil)
    }
    guard let persons = persons.unwrapped() else { return nil }
    return (read, StoredPerson.distinguishingRepeats(persons, sources: read.sources))
  }

  /// A card's bytes as an archive knows them.
  private struct Known: Hashable {
    let hash: UInt64
    let count: Int

    init(hash: UInt64, count: Int) {
      (self.hash, self.count) = (hash, count)
    }

    init(_ card: ArraySlice<UInt8>) {
      self.init(hash: BytesHash.of(card), count: card.count)
    }
  }

  /// Where the parts of an archive are, once its header, size and checksum
  /// are found sound.
  private struct Layout {
    let size: Int
    let hash: UInt64
    let count: Int
    let head: Range<Int>
    let tail: Range<Int>
    let records: Range<Int>
    /// The order of the keys the records hold, `nil` when they hold none.
    let keyed: SortOrder?
    /// Whether the keys were made as this build makes them (see
    /// ``keyProbe(_:)``); when not, they are passed over.
    let keysHold: Bool

    init?(_ archive: [UInt8]) {
      guard archive.count >= headerSize + 8, archive.starts(with: magic) else { return nil }
      var header = ArchiveReader(archive[magic.count..<headerSize])
      var checksum = ArchiveReader(archive[(archive.count - 8)...])
      guard let size = header.integer(atMost: Int.max), let hash = header.integer(),
        let count = header.integer(atMost: archive.count / cardSize),
        let headStart = header.integer(atMost: size), let headEnd = header.integer(atMost: size),
        let tailStart = header.integer(atMost: size), let tailEnd = header.integer(atMost: size),
        headStart <= headEnd, tailStart <= tailEnd,
        let recordsSize = header.integer(atMost: archive.count),
        let orderCode = header.integer(), let probe = header.integer(),
        headerSize + count * cardSize + recordsSize + 8 == archive.count,
        checksum.integer() == BytesHash.of(archive[..<(archive.count - 8)])
      else { return nil }
      (self.size, self.hash, self.count) = (size, hash, count)
      (head, tail) = (headStart..<headEnd, tailStart..<tailEnd)
      records = headerSize + count * cardSize..<headerSize + count * cardSize + recordsSize
      // An order this build does not know holds no keys it can use.
      keyed = (1...UInt64(SortOrder.allCases.count)).contains(orderCode) ? SortOrder.allCases[Int(orderCode) - 1] : nil
      keysHold = keyed.map { OutlineArchive.keyProbe($0) == probe } ?? false
    }

    /// The table's entry of card `index`.
    func card(
      _ index: Int, in archive: [UInt8]
    ) -> (start: Int, count: Int, line: Int, record: UInt64, hash: UInt64, generatedIDRepeat: Int?) {
      var entry = ArchiveReader(archive[(headerSize + index * cardSize)...])
      let (start, count, line, record, hash) = (entry.integer()!, entry.integer()!, entry.integer()!, entry.integer()!, entry.integer()!)
      let generated = entry.integer()!
      return (
        Int(clamping: start), Int(clamping: count), Int(clamping: line), record, hash,
        generated == 0 ? nil : Int(clamping: generated - 1)
      )
    }

    /// The person of the card `source`, whose hash is `hash`, at line
    /// `line`, its id generated for repeat `generatedIDRepeat` of its bytes
    /// when it has no `UID`: from the record at `record`, or read again
    /// from `source` (``rereadMark``; a card without `UID` is given the id
    /// of the first repeat when `generatedIDRepeat` is `nil`); `nil` when the
    /// record is damaged or the card does not read.
    func person(
      at record: UInt64, in archive: [UInt8], source: ArraySlice<UInt8>, hash: UInt64, line: Int, generatedIDRepeat: Int?
    ) -> StoredPerson? {
      if record == rereadMark { return StoredPerson.deferred(source: source, line: line, repeat: generatedIDRepeat ?? 0) }
      guard record < records.count else { return nil }
      let start = records.lowerBound + Int(record)
      var reader = ArchiveReader(archive[start..<records.upperBound])
      guard let id = OutlineRecord.extent(reading: &reader) else { return nil }
      let bytes = archive[start..<records.upperBound - reader.remaining]
      guard let keyed, keysHold else {
        return StoredPerson(
          record: bytes, id: id, source: source, line: line, keptKey: nil, sourceHash: hash, generatedIDRepeat: generatedIDRepeat)
      }
      guard let key = reader.byteList(), let place = reader.count(), place <= count else { return nil }
      return StoredPerson(
        record: bytes, id: id, source: source, line: line, keptKey: .init(order: keyed, key: SortKey(bytes: key), place: place),
        sourceHash: hash, generatedIDRepeat: generatedIDRepeat)
    }
  }

  /// The first bytes of an archive of this layout (the probes of what the
  /// build makes follow, and are checked when it is read).
  public static let mark = FileMark(magic: magic)

  /// The first bytes of every archive; the last says which layout follows.
  private static let magic = Array("REFBOOK-OUTLINES-8\n".utf8)
  /// The magic, then the file's size and hash, the card count, the head's
  /// and tail's bounds, the records' size, the order of the keys the
  /// records hold (0: none; else its place in `SortOrder.allCases`, from 1)
  /// and their ``keyProbe(_:)``; then the file's version (``versionSize``
  /// bytes, ``noVersion`` for none).
  private static let headerSize = versionStart + versionSize
  private static let versionStart = magic.count + 10 * 8
  private static let noVersion = [UInt8](repeating: 0, count: versionSize)
  /// Per card: its start, length and first line, where its outline's
  /// record is (``rereadMark`` when it is read again from its bytes), the
  /// hash of its bytes, and 0, or for a card without `UID` one more than
  /// the repeat of its bytes its id is generated for.
  private static let cardSize = 6 * 8
  private static let rereadMark = UInt64.max

  /// A hash of the keys of a few persons in `order` (names with accents,
  /// marks, ligatures and letters without a decomposition, case, numbers
  /// with leading zeros, white space and control characters, other scripts;
  /// one with nothing to sort by): keys kept by a build that makes keys
  /// otherwise give another hash and are passed over (the outlines still
  /// serve). ``SortKey/version`` is part of it, for a change these persons
  /// would not show.
  ///
  /// - Complexity: O(1): eight keys.
  static func keyProbe(_ order: SortOrder) -> UInt64 {
    let persons = [
      Person(id: "a", formattedName: "Émile Zoë Ångström 10", name: PersonName(family: "Ångström", given: "Zoë")),
      Person(id: "b", formattedName: "emile zoe angstrom 9", organization: ["ＡＣＭＥ Straße", "Sales"]),
      Person(id: "c", name: PersonName(family: "Σίσυφος", given: "İlker"), nicknames: ["张伟"]),
      Person(id: "d", formattedName: " \t ", emails: [TypedValue(value: "ADA@example.org")]),
      Person(id: "e", formattedName: "Søren Łukasz Æsir Œuvre Þór ﬁn e\u{301} Room 007 \u{1}x\u{7F}y  z"),
      Person(id: "f", name: PersonName(family: "हिंदी", given: "ไทย"), organization: ["👍🏽 Café 12345678901234567890"]),
      Person(id: "g", formattedName: "Ελλάδα Фёдор", organization: [" "]),
      Person(id: "h"),
    ]
    var writer = ArchiveWriter()
    writer.append(SortKey.version)
    for person in persons { writer.append(bytes: order.sortKey(for: person).bytes) }
    return BytesHash.of(writer.bytes)
  }
}
