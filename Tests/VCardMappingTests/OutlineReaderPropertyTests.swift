import PropertyBased
@testable import RefbookModel
import Testing
@testable import VCard

/// A file read for its outlines in one pass over each plain card
/// (``OutlineReader``) gives what the parser gives reading every card:
/// the same sources, problems, lines, ids and outlines, and a card's search
/// text read in one pass (``SearchTextReader``) is that of the person it
/// decodes to, on plain books, on
/// books of hostile text, and on plain books with lines folded, renamed in
/// lower case, grouped, given parameters or escapes, blank lines between
/// them, LF line ends, repeated lines, `tel:` values and lines continued
/// (`END:VCARD` among them), which the parser reads and the one pass
/// leaves to it.
@Suite struct OutlineReaderPropertyTests {
  @Test func aPlainBookReadInOnePassIsTheBookTheParserReads() async {
    await propertyCheck(count: 60, input: Gen.int(in: 0...1_000_000), Gen.int(in: 1...40), Gen.int(in: 1...3)) { seed, count, parts in
      let bytes = Array(Self.plainBook(count: count, seed: seed).utf8)
      Self.expectSameReading(bytes, parts: parts)
    }
  }

  @Test func aBookOfHostileTextReadInOnePassIsTheBookTheParserReads() async {
    await propertyCheck(count: 60, input: Gen.person.array(of: 1...12), Gen.int(in: 1...2)) { persons, parts in
      let v4 = Array(Person.vCardText(for: persons, version: .v4).utf8)
      let v3 = Array(Person.vCardText(for: persons, version: .v3).utf8)
      Self.expectSameReading(v4, parts: parts)
      Self.expectSameReading(v3, parts: parts)
    }
  }

  @Test func aPlainBookWithLinesTheParserReadsOtherwiseIsTheBookTheParserReads() async {
    await propertyCheck(
      count: 150, input: Gen.int(in: 0...1_000_000), Gen.int(in: 0...Self.changes * 4).array(of: 1...40), Gen.int(in: 1...3)
    ) { seed, changes, parts in
      let lines = Self.plainBook(count: 6, seed: seed).split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
      let changed = lines.enumerated().flatMap { index, line in Self.change(line, by: changes[index % changes.count]) }
      Self.expectSameReading(Array(changed.joined(separator: "\r\n").utf8), parts: parts)
    }
  }

  @Test func thePlainCardsOfABookAreReadInOnePassFoldedOrNot() {
    let text = Self.plainBook(count: 3, seed: 7)
    for variant in [text, text.replacingOccurrences(of: "FN:", with: "FN:\r\n ")] {
      let bytes = Array(variant.utf8)
      let read = Self.plainRead(bytes)
      let parsed = VCardParser.parse(bytes, parts: 1, keeping: StoredPerson.outlineFilter) { cards, sources in
        zip(cards, sources).map { StoredPerson(outlineOf: $0, source: $1) }
      }
      #expect(read?.read.outline == parsed.transformed.first?.outline)
      #expect(read?.end == parsed.result.sources.first?.endIndex)
    }
    #expect(Self.plainRead(Array(text.replacingOccurrences(of: "FN:", with: "FN;CHARSET=latin1:").utf8)) == nil)
    #expect(Self.plainRead(Array(text.replacingOccurrences(of: "BEGIN:VCARD", with: "begin:vcard").utf8)) == nil)
  }

  /// The first card of `bytes` read in one pass for its outline, when it is plain.
  private static func plainRead(_ bytes: [UInt8]) -> (read: StoredPerson, end: Int, lines: Int)? {
    bytes.withUnsafeBufferPointer { file in
      PlainCard.read(file, at: 0, limit: bytes.count, firstLine: 1, keeping: StoredPerson.outlineFilter, with: OutlineReader.self) {
        bytes[$0]
      }
    }
  }

  /// Expects reading `bytes` for outlines, in `parts` pieces, to give what
  /// the parser gives reading every card of it for its outline.
  private static func expectSameReading(_ bytes: [UInt8], parts: Int) {
    let (read, persons) = StoredPerson.persons(fromVCard: bytes, parts: parts, deferring: true)
    let parsed = VCardParser.parse(bytes, parts: 1, keeping: StoredPerson.outlineFilter) { cards, sources in
      zip(cards, sources).map { StoredPerson(outlineOf: $0, source: $1) }
    }
    let expected = StoredPerson.distinguishingRepeats(parsed.transformed, sources: parsed.result.sources)
    #expect(read.problems == parsed.result.problems)
    #expect(read.sources.map(\.indices) == parsed.result.sources.map(\.indices))
    #expect(read.head.indices == parsed.result.head.indices && read.tail.indices == parsed.result.tail.indices)
    #expect(persons.map(\.id) == expected.map(\.id))
    #expect(persons.map(\.line) == expected.map(\.line))
    #expect(persons.map(\.generatedIDRepeat) == expected.map(\.generatedIDRepeat))
    #expect(persons.map(\.outline) == expected.map(\.outline))
    #expect(persons.map { SearchText($0).bytes } == expected.map { SearchText($0.person).bytes })
    let (idsRead, ids) = StoredPerson.idsOnly(fromVCard: bytes, parts: parts)
    let idsParsed = VCardParser.parse(bytes, parts: 1, keeping: StoredPerson.idFilter) { cards, sources in
      zip(cards, sources).map { StoredPerson(outlineOf: $0, source: $1) }
    }
    #expect(idsRead.problems == idsParsed.result.problems)
    #expect(ids.map(\.outline) == StoredPerson.distinguishingRepeats(idsParsed.transformed, sources: idsParsed.result.sources).map(\.outline))
  }

  /// A book of `count` plain cards (as refbook, khard or a phone writes
  /// them), of text chosen by `seed`: some without UID, FN or N, some
  /// twice, with emails and phones of several types.
  private static func plainBook(count: Int, seed: Int) -> String {
    var random = seed
    func next(_ bound: Int) -> Int {
      random = (random &* 1_103_515_245 &+ 12_345) & 0x7FFF_FFFF
      return random % bound
    }
    let names = ["Zoë", "Ada", "Émile", "张伟", "Søren", "O'Brien", "Nguyễn", "Ольга", " ", "e\u{301}"]
    let types = [
      "", ";TYPE=home", ";TYPE=work", ";TYPE=cell,voice", ";type=HOME", ";TYPE=pref", ";TYPE=home;TYPE=work", ";TYPE=home;PREF=1",
      ";PREF=1", ";PREF=2", ";pref=1;TYPE=work",
    ]
    var cards: [String] = []
    for index in 0..<count {
      var lines = ["BEGIN:VCARD", next(4) == 0 ? "VERSION:3.0" : "VERSION:4.0"]
      let (given, family) = (names[next(names.count)], names[next(names.count)])
      if next(5) != 0 { lines.append("UID:urn:uuid:\(seed)-\(index % max(1, count - next(3)))") }
      if next(6) != 0 { lines.append("FN:\(given) \(family)") }
      if next(4) != 0 { lines.append("N:\(family);\(given);;;") }
      if next(2) == 0 { lines.append("ORG:Acme \(next(9));Sales") }
      if next(3) == 0 { lines.append("NICKNAME:\(given),,x") }
      for _ in 0..<next(3) { lines.append("EMAIL\(types[next(types.count)]):\(given).\(next(99))@example.org") }
      if next(4) == 0 { lines += ["item1.EMAIL;type=INTERNET;type=pref:\(family)@example.com", "item1.X-ABLabel:_$!<Other>!$_"] }
      for _ in 0..<next(3) { lines.append("TEL\(types[next(types.count)]):+49 \(next(999)) \(next(9999))") }
      if next(3) == 0 { lines.append("CATEGORIES:friends,work") }
      if next(2) == 0 { lines.append("NOTE:Met at conference \(next(999))\\, talked.") }
      if next(3) == 0 { lines.append("TITLE:Engineer") }
      if next(3) == 0 { lines.append("URL\(types[next(types.count)]):https://example.org/\(next(99))") }
      if next(3) == 0 { lines.append("ADR\(types[next(types.count)]):;;\(next(99)) Main St;Springfield;;12345;USA") }
      if next(5) == 0 { lines.append("item2.ADR;TYPE=work:;;1 Infinite Loop;Cupertino;CA;95014;USA") }
      if next(4) == 0 { lines.append("X-ABLABEL:other") }
      lines.append("END:VCARD")
      cards.append(lines.joined(separator: "\r\n"))
      if next(8) == 0 { cards.append(cards[cards.count - 1]) }
    }
    return cards.joined(separator: "\r\n") + "\r\n"
  }

  /// How many kinds of ``change(_:by:)`` there are, besides none (0 and
  /// anything above: most lines stay as they are, so most cards stay plain
  /// but for one change).
  private static let changes = 13

  /// `line` changed as `change` says, as lines of a file.
  private static func change(_ line: String, by change: Int) -> [String] {
    let isCardLine = line.hasPrefix("BEGIN:") || line.hasPrefix("END:")
    guard !line.isEmpty else { return [line] }
    let (header, value) = line.firstIndex(of: ":").map { (String(line[..<$0]), String(line[$0...])) } ?? (line, "")
    switch change {
    case 1 where line.count > 4: return [String(line.prefix(line.count / 2)), " " + line.dropFirst(line.count / 2)]
    case 2: return [header.lowercased() + value]
    case 3 where !isCardLine: return ["item1." + line]
    case 4 where !isCardLine: return [header + ";X-P=v" + value]
    case 5: return [line, ""]
    case 6: return [line + "\nX-LF:1"]
    case 7 where !isCardLine: return [line, line]
    case 8 where !isCardLine: return [header + ";PREF=1" + value]
    case 9 where !isCardLine: return [header + value.replacingOccurrences(of: ":", with: ":\\;")]
    case 10 where !isCardLine: return [header + ":tel:+1 555"]
    case 11: return [line + " "]
    case 12 where !isCardLine: return [header + value + "\r"]
    case 13: return [line, " x"]
    default: return [line]
    }
  }
}
