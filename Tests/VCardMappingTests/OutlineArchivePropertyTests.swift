import PropertyBased
@testable import RefbookModel
import Testing
import VCard

/// A book read back from its ``OutlineArchive`` is the book read from its
/// bytes: the same persons, outlines, sources, lines and wrapper; and an
/// archive of other bytes, or a damaged one, reads as nothing.
@Suite struct OutlineArchivePropertyTests {
  @Test func anArchiveReadsBackAsTheBookReadFromItsBytes() async {
    await propertyCheck(count: 60, input: Gen.person.array(of: 0...12), Gen.int(in: 0...3)) { persons, variant in
      let bytes = GeneratedFile.of(persons, variant: variant)
      let (read, stored) = StoredPerson.persons(fromVCard: bytes, parts: 1 + variant % 2, deferring: true)
      let archive = OutlineArchive.archive(stored, sources: read.sources, head: read.head, tail: read.tail, of: bytes)
      guard let archive, let back = OutlineArchive.read(archive, of: bytes) else {
        Issue.record("the archive of its own bytes is not made, or does not read")
        return
      }
      #expect(back.persons == stored)
      #expect(back.persons.map(\.person) == stored.map(\.person))
      #expect(back.persons.map(\.line) == stored.map(\.line))
      #expect(back.sources.map(\.startIndex) == read.sources.map(\.startIndex))
      #expect(back.sources.map(\.endIndex) == read.sources.map(\.endIndex))
      #expect([back.head.startIndex, back.head.endIndex, back.tail.startIndex, back.tail.endIndex]
        == [read.head.startIndex, read.head.endIndex, read.tail.startIndex, read.tail.endIndex])
      for (outline, original) in zip(back.persons.map(\.outline), stored.map(\.outline)) {
        #expect(outline.id == original.id)
        #expect(outline.formattedName == original.formattedName)
        #expect(outline.name == original.name)
        #expect(outline.nicknames == original.nicknames)
        #expect(outline.organization == original.organization)
        #expect(outline.categories == original.categories)
        #expect(outline.emails == original.emails)
        #expect(outline.phones == original.phones)
      }
      // Persons read from an archive hold their records; archived again,
      // the records are copied: the same archive.
      #expect(back.persons.map { $0.record != nil } == stored.map(Self.isRecorded))
      #expect(OutlineArchive.archive(back.persons, sources: back.sources, head: back.head, tail: back.tail, of: bytes) == archive)
    }
  }

  /// What ``OutlineRecord/extent(reading:)`` reads whole is what
  /// ``OutlineRecord/init(reading:)`` reads, to the same byte, and has the
  /// same id: a person read from an archive can make its outline later
  /// without a way to fail. Records are cut short and have a byte changed.
  @Test func aRecordFoundWholeReadsWhole() async {
    await propertyCheck(count: 300, input: Gen.person, Gen.int(in: 0...Int.max)) { person, seed in
      guard let record = OutlineRecord(StoredPerson(person)) else { return }
      var writer = ArchiveWriter()
      record.write(to: &writer)
      var bytes = writer.bytes + [7, 0, 0, 0]
      if seed % 3 == 0 { bytes = Array(bytes.prefix(seed % (bytes.count + 1))) }
      if seed % 3 == 1, !bytes.isEmpty { bytes[(seed / 3) % bytes.count] ^= UInt8(truncatingIfNeeded: 1 << (seed % 8)) }
      var extent = ArchiveReader(bytes[...])
      var whole = ArchiveReader(bytes[...])
      let id = OutlineRecord.extent(reading: &extent)
      let read = OutlineRecord(reading: &whole)
      #expect(id == read?.id)
      if id != nil { #expect(extent.remaining == whole.remaining) }
      if seed % 3 == 2 {
        #expect(read?.outline == OutlineRecord(StoredPerson(person))?.outline)
        #expect(extent.remaining == 4)
      }
    }
  }

  /// An archive keyed by an order gives every outline it holds its key in
  /// that order, as the order makes it (the list then computes none), in
  /// the exact reading and card by card; other orders' keys are computed.
  @Test func anArchiveKeepsTheKeysOfItsOrder() async {
    await propertyCheck(count: 60, input: Gen.person.array(of: 0...12), Gen.int(in: 0...8)) { generated, variant in
      let order = SortOrder.allCases[variant % 3]
      // Two of three plain enough to be recorded, so that most have a place.
      let persons = generated.enumerated().map { $0 % 3 == 0 ? $1 : $1.plain }
      let bytes = GeneratedFile.of(persons, variant: variant % 4)
      let (read, stored) = StoredPerson.persons(fromVCard: bytes, parts: 1, deferring: true)
      let plain = OutlineArchive.archive(stored, sources: read.sources, head: read.head, tail: read.tail, of: bytes)
      let keyed = OutlineArchive.archive(
        stored, sources: read.sources, head: read.head, tail: read.tail, of: bytes, keyedBy: order)
      guard let plain, let keyed, let unkeyed = OutlineArchive.read(plain, of: bytes)?.persons,
        let exact = OutlineArchive.read(keyed, of: bytes)?.persons,
        let byCard = OutlineArchive.read(keyed, laterVersion: bytes, parts: 1 + variant % 2)?.persons
      else {
        Issue.record("an archive of its own bytes is not made, or does not read")
        return
      }
      let recorded = stored.map(Self.isRecorded)
      #expect(unkeyed.allSatisfy { $0.keptKey == nil })
      for (persons, isExact) in [(exact, true), (byCard, false)] {
        #expect(persons == stored)
        // Card by card, a card without UID is read again (its id depends on the other cards).
        #expect(persons.map { $0.keptKey != nil } == zip(recorded, stored).map { $0 && (isExact || $1.generatedIDRepeat == nil) })
        #expect(persons.map(\.categories) == stored.map(\.outline.categories))
        #expect(persons.map(\.sourceHash) == stored.map { $0.source.map(BytesHash.of) }, "the cards' hashes kept are theirs")
        #expect(persons.map(\.mergedIDs) == stored.map(\.outline.mergedIDs))
        // The list put in the kept places is the list sorted afresh; so are the cards sorted by their kept keys.
        #expect(Array(BookView(Addressbook(stored: persons), sortOrder: order)) == order.sorted(Addressbook(stored: stored)).map(\.id))
        #expect(order.sorted(persons).map(\.outline) == order.sorted(stored.map(\.outline)))
        // Each kept key's place among the kept keys, ordered as rows are.
        // (Card by card, in order: the places of cards read again are not.)
        let kept = persons.compactMap { person in person.keptKey.map { ($0.key, person.id, $0.place) } }
        // (Two cards of one UID tie on key and id: either place may come first.)
        let places = kept.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map(\.2)
        #expect(isExact ? places == Array(0..<kept.count) : places == places.sorted())
        for person in persons {
          if let kept = person.keptKey {
            #expect(kept.order == order)
            #expect(kept.key == order.sortKey(for: person.outline))
          }
          for other in SortOrder.allCases { #expect(person.sortKey(in: other) == other.sortKey(for: person.outline)) }
        }
      }
      // Archived again, persons read with their places (most kept, some read
      // afresh without one, some left out) are given their places among the
      // keys anew.
      let mixed = zip(zip(exact, stored), read.sources).enumerated().filter { $0.offset % 5 != 2 }
        .map { ($0.offset % 4 == 1 ? $0.element.0.1 : $0.element.0.0, $0.element.1) }
      guard let again = OutlineArchive.archive(
        mixed.map(\.0), sources: mixed.map(\.1), head: read.head, tail: read.tail, of: bytes, keyedBy: order),
        let rearchived = OutlineArchive.read(again, of: bytes)?.persons
      else {
        Issue.record("an archive made again does not read")
        return
      }
      let kept = rearchived.compactMap { person in person.keptKey.map { ($0.key, person.id, $0.place) } }
      #expect(kept.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map(\.2) == Array(0..<kept.count))
    }
  }

  @Test func anArchiveOfOtherBytesOrDamagedReadsAsNothing() async {
    await propertyCheck(count: 40, input: Gen.person.array(of: 1...6), Gen.int(in: 0...Int.max)) { persons, seed in
      let bytes = GeneratedFile.of(persons, variant: 0)
      let (read, stored) = StoredPerson.persons(fromVCard: bytes, parts: 1, deferring: true)
      guard let archive = OutlineArchive.archive(stored, sources: read.sources, head: read.head, tail: read.tail, of: bytes) else {
        Issue.record("no archive made")
        return
      }
      var changed = bytes
      changed[seed % changed.count] ^= 0x20
      #expect(OutlineArchive.read(archive, of: changed) == nil, "a byte of the book changed")
      #expect(OutlineArchive.read(archive, of: bytes + [0x0A]) == nil, "the book grew")
      var damaged = archive
      damaged[seed % damaged.count] ^= 0x01
      #expect(OutlineArchive.read(damaged, of: bytes) == nil, "a byte of the archive changed")
      #expect(OutlineArchive.read(Array(archive.dropLast(1 + seed % archive.count)), of: bytes) == nil, "the archive was cut short")
      #expect(OutlineArchive.read([], of: bytes) == nil)
    }
  }

  /// An archive of an earlier version of the file gives the outlines of the
  /// cards it knows; reading the changed file with it gives what reading it
  /// afresh gives: the same problems, sources, persons, outlines and lines.
  /// (An archive is made of a file read without a problem: the earlier
  /// version is the scenario's file without its cards that have one.)
  @Test func anArchiveOfAnEarlierVersionReadsAsTheChangedFile() async {
    await propertyCheck(count: 60, input: Gen.cardSearchScenario, Gen.int(in: 0...Int.max)) { scenario, seed in
      guard let earlier = Self.withoutProblems(scenario.file) else { return }  // a problem around the cards
      let (read, stored) = StoredPerson.persons(fromVCard: earlier, parts: 1, deferring: true)
      guard let archive = OutlineArchive.archive(stored, sources: read.sources, head: read.head, tail: read.tail, of: earlier) else {
        return  // a file that is not its text (a byte-order mark) has no archive
      }
      let changed = Self.changed(earlier, cards: read.sources, seed: seed)
      for parts in [1, 2] {
        let fresh = StoredPerson.persons(fromVCard: changed, parts: parts, deferring: true)
        guard let reused = OutlineArchive.read(archive, laterVersion: changed, parts: parts) else {
          Issue.record("the archive did not read")
          return
        }
        #expect(reused.read.problems == fresh.read.problems)
        #expect(reused.read.sources.map(\.indices) == fresh.read.sources.map(\.indices))
        #expect([reused.read.head.indices, reused.read.tail.indices] == [fresh.read.head.indices, fresh.read.tail.indices])
        #expect(reused.persons == fresh.persons)
        #expect(reused.persons.map(\.outline) == fresh.persons.map(\.outline))
        #expect(reused.persons.map(\.line) == fresh.persons.map(\.line))
      }
    }
  }

  /// `file` without the cards that have a problem (a warning on one of
  /// their lines); `nil` when it still has one (text around the cards).
  private static func withoutProblems(_ file: [UInt8]) -> [UInt8]? {
    let read = VCardParser.parse(file)
    let starts = read.cards.map(\.line)
    let sound = read.sources.indices.filter { index in
      let lines = starts[index]..<(index + 1 < starts.count ? starts[index + 1] : .max)
      return !read.problems.contains { lines.contains($0.line) }
    }
    let kept = Array(read.head) + sound.flatMap { read.sources[$0] } + Array(read.tail)
    return VCardParser.parse(kept).problems.isEmpty ? kept : nil
  }

  /// Whether an archive holds the outline of `person`, as it decides.
  private static func isRecorded(_ person: StoredPerson) -> Bool {
    person.source != nil && OutlineRecord(person).map { $0.outline == person.outline } == true
  }

  /// `file` with its cards (`cards`, slices of it) changed as another
  /// program would: one removed, one copied to the end, a byte of one
  /// changed, a line of junk put between two.
  private static func changed(_ file: [UInt8], cards: [ArraySlice<UInt8>], seed: Int) -> [UInt8] {
    guard !cards.isEmpty else { return file + Array("BEGIN:VCARD\r\nFN:New\r\nEND:VCARD\r\n".utf8) }
    let pick = { (salt: UInt64) in Int(SplitMix64.mix(UInt64(seed) ^ salt) % UInt64(cards.count)) }
    var pieces = cards.map(Array.init)
    let edited = pick(1)
    if let colon = pieces[edited].lastIndex(of: UInt8(ascii: ":")), colon > 0 { pieces[edited][colon - 1] ^= 0x01 }
    pieces.append(pieces[pick(2)])
    pieces.remove(at: pick(3))
    if seed % 3 == 0 { pieces.insert(Array("junk without a colon\r\n".utf8), at: pick(4) % pieces.count) }
    let head = Array(file[..<cards[0].startIndex])
    let tail = Array(file[cards[cards.count - 1].endIndex...])
    return head + pieces.joined() + tail
  }

  @Test func bytesHashedInPiecesHashAsTheWhole() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...300), Gen.int(in: 0...Int.max)) { count, seed in
      let bytes = (0..<count).map { UInt8(truncatingIfNeeded: SplitMix64.mix(UInt64(seed) &+ UInt64($0))) }
      var hash = BytesHash(count: bytes.count)
      var (start, piece) = (0, UInt64(0))
      while start < bytes.count {
        // Pieces of 0 to 80 bytes: within a block of 32 and across blocks.
        let end = min(bytes.count, start + Int(SplitMix64.mix(piece ^ UInt64(seed)) % 81))
        hash.add(bytes[start..<end])
        (start, piece) = (end, piece + 1)
      }
      #expect(hash.value == BytesHash.of(bytes))
      if count > 0 {
        var changed = bytes
        changed[seed % count] ^= 1
        #expect(BytesHash.of(changed) != BytesHash.of(bytes))
      }
    }
  }

  @Test func aFileWhoseTextIsNotItsBytesHasNoArchive() {
    let persons = [Person(id: "urn:uuid:1", formattedName: "Zoë Ångström")]
    let bytes = [0xEF, 0xBB, 0xBF] + GeneratedFile.of(persons, variant: 0)
    let (read, stored) = StoredPerson.persons(fromVCard: bytes, parts: 1, deferring: true)
    #expect(stored.map(\.id) == ["urn:uuid:1"])
    #expect(OutlineArchive.archive(stored, sources: read.sources, head: read.head, tail: read.tail, of: bytes) == nil,
            "a byte-order mark moves every card")
  }
}
