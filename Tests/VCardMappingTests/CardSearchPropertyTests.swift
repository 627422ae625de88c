import PropertyBased
@testable import RefbookModel
import Synchronization
import Testing
import VCard

/// Searching a book whose persons are still in their cards — passing over
/// the cards whose bytes show they cannot match (``CardSearchText``) —
/// finds exactly the persons that decoding every card and matching each
/// finds, on files of hostile text made more hostile: folded anywhere
/// (inside a UTF-8 sequence too), names in any case, LF or CR line ends,
/// quoted-printable values with soft line breaks, `CHARSET`s, blank or
/// missing `FN`s, no `UID`s, bytes that are not UTF-8, combining marks.
@Suite struct CardSearchPropertyTests {
  @Test func passingOverCardsFindsWhatDecodingEveryCardFinds() async {
    let cardsRead = Mutex(0)
    await propertyCheck(count: 80, input: Gen.cardSearchScenario) { scenario in
      // Every card's person, in file order, several with one id included.
      let decoded = Person.persons(fromVCard: scenario.file).persons
      let queries = scenario.queries.map(SearchQuery.init)
      let matching = queries.map { query in decoded.filter(query.matches) }
      for parts in [1, 2] {
        let stored = StoredPerson.idsOnly(fromVCard: scenario.file, parts: parts).persons
        let text = CardSearchText()
        cardsRead.withLock { $0 += stored.count { $0.source.map(text.read) == true } }
        for (query, matching) in zip(queries, matching) {
          for havingEmail in [false, true] {
            let expected = matching.filter { !havingEmail || !$0.emails.isEmpty }.map(\.outline)
            let found = stored.outlines(matching: query, havingEmail: havingEmail)
            #expect(
              found == expected,
              "query “\(query.text)”, having an email: \(havingEmail), in \(scenario)")
          }
        }
      }
    }
    #expect(cardsRead.withLock { $0 } > 50, "the cards' bytes were read, not all decoded")
  }

  @Test func aCardThatCannotBeFoldedByteByByteIsNotRead() {
    let text = CardSearchText()
    func reads(_ lines: String...) -> Bool {
      text.read(Array((["BEGIN:VCARD", "VERSION:4.0"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n").utf8)[...])
    }
    #expect(reads("FN:Zoë Hart", "UID:1"))
    #expect(reads("fn:Zoë", "UID:1"))
    #expect(!reads("UID:1"), "no FN: the formatted name is composed")
    #expect(!reads("FN: \\n", "UID:1"), "a blank FN")
    #expect(!reads("FN: \u{200D}", "N:张;伟;;;", "UID:1"), "a blank FN: a space a zero-width joiner extends")
    #expect(!reads("FN:\u{3000} \u{93F}", "UID:1"), "a blank FN: an ideographic space, then a space a mark extends")
    #expect(!reads("FN;LANGUAGE=fr:Zoë"), "the first FN is not plain")
    #expect(reads("FN:Zoe\u{301}", "NOTE:नमस्ते"), "marks after letters")
    #expect(!reads("FN:Zoe", "NOTE:;\u{301}"), "a mark where a field may start")
    #expect(!reads("FN:Zoe", "NOTE:\u{200E}\u{301}"), "a mark after a control")
    #expect(!reads("FN:Zoe", "NOTE;ENCODING=QUOTED-PRINTABLE:Zo=C3=AB"))
    #expect(!reads("FN:Zoe", "NOTE;CHARSET=latin1:Zoe"))
    for header in ["PHOTO;BASE64", "note;quoted-printable", "NOTE;Encoding=8bit", "X-A;x-charset=utf-8", "item1.Agent"] {
      #expect(!reads("FN:Zoe", header + ":Zoe"), "\(header): the parser may decode it")
    }
    #expect(reads("FN:कमल", "NOTE:Zoe"), "a first FN that starts with a letter")
    #expect(!reads("FN:\u{A0}\u{2003}", "UID:1"), "a blank FN: white space beyond ASCII")
    #expect(!reads("FN:Zoe", "X-A;P=\"a:b\":c"), "a quote before the first colon")
    #expect(reads("FN:Zo\u{FFFD}", "NOTE:\u{1F1EB}\u{1F1F7}"), "regional indicators")
  }

  @Test func aCardsTextHoldsItsFieldsFoldedUnfoldedAndUnescaped() throws {
    let text = CardSearchText()
    let card = "BEGIN:VCARD\r\nFN:ÉMILE Z\r\n OLA\r\nNOTE:a\\, b\\nc\r\nTEL:+33 (1) 23\r\nEND:VCARD\r\n"
    try #require(text.read(Array(card.utf8)[...]))
    let folded = String(decoding: text.bytes, as: UTF8.self)
    #expect(folded.contains("fn:emile zola\n"))
    #expect(folded.contains("a, b\nc\n"))
    #expect(folded.contains("\n33123\n"))
  }

  /// Of any text whose card reads byte by byte, every piece between two
  /// `:`, `;` or `,` (where fields start and end), folded alone, is a
  /// stretch of the card's text: texts of marks (alone, first, after a
  /// control, a space or punctuation, after letters of every script),
  /// joiners, flags, jamo, Devanagari, controls and white space.
  @Test func everyPieceOfAValueFoldedIsAStretchOfTheCardsText() {
    let pieces = [
      "a", "Z", "7", " ", ";", ",", ":", "-", "\t", "\u{1}", "é", "e", "\u{301}", "\u{308}", "\u{323}", "ß", "İ", "ﬁ",
      "Σ", "ς", "ά", "Ё", "й", "\u{200D}", "\u{200C}", "\u{200E}", "\u{85}", "\u{A0}", "\u{3000}", "👩", "🏽", "🇫",
      "🇷", "\u{1100}", "\u{1161}", "\u{11A8}", "가", "क", "\u{94D}", "\u{937}", "\u{93F}", "\u{902}", "ก", "\u{E31}",
      "\u{E33}", "ש", "\u{5BC}", "ب", "\u{64E}", "\u{600}", "Ａ", "ｶ", "\u{FF9E}", "张", "\u{E0067}", "\u{1F3FB}",
    ]
    let text = CardSearchText()
    var read = 0
    for seed in 0..<4_000 {
      let value = (0..<(1 + seed % 9)).map { pieces[($0 * 31 + seed * 17 + $0 * $0 * seed) % pieces.count] }.joined()
      let card = "BEGIN:VCARD\r\nFN:x\r\nNOTE:" + value + "\r\nEND:VCARD\r\n"
      guard text.read(Array(card.utf8)[...]) else { continue }
      read += 1
      let folded = Array(text.bytes)
      for piece in value.split(whereSeparator: { ";,:".contains($0) }) + [value[...]] {
        let expected = Array(TextFolding.fold(String(piece)).utf8)
        #expect(SearchText.occurs(expected, in: folded), "\(value.debugDescription): \(piece.debugDescription)")
      }
    }
    #expect(read > 1_000)
  }
}

/// A vCard file made hostile, and queries cut from its persons.
struct CardSearchScenario: CustomStringConvertible {
  var file: [UInt8]
  var queries: [String]
  var mutations: [String]

  var description: String { "a file \(mutations.joined(separator: ", ")):\n" + String(decoding: file, as: UTF8.self) }
}

extension Gen where Value == CardSearchScenario {
  static var cardSearchScenario: Generator<CardSearchScenario, Shrink.None<CardSearchScenario>> {
    Generator { source in make(using: &source) }
  }

  private static func make(using source: inout some SeededRandomNumberGenerator) -> CardSearchScenario {
    var generator = PersonGenerator(source: source)
    let persons = (0..<Int.random(in: 1...8, using: &generator.source)).map { _ in generator.person() }
    var maker = CardSearchScenarioMaker(source: generator.source)
    defer { source = maker.source }
    return maker.scenario(of: persons)
  }
}

private struct CardSearchScenarioMaker<Source: RandomNumberGenerator> {
  var source: Source

  mutating func scenario(of persons: [Person]) -> CardSearchScenario {
    var persons = persons
    var mutations: [String] = []
    if !chance(3) {
      // Without the generator's parameters (most quoted, some base64), so
      // that most cards read byte by byte.
      for index in persons.indices {
        persons[index].otherProperties = persons[index].otherProperties.map { property in
          VCardProperty(group: property.group, name: property.name, value: property.value)
        }
        persons[index].fieldExtras = [:]
        for email in persons[index].emails.indices { persons[index].emails[email].extra = PropertyExtras() }
        for phone in persons[index].phones.indices { persons[index].phones[phone].extra = PropertyExtras() }
        for url in persons[index].urls.indices { persons[index].urls[url].extra = PropertyExtras() }
        for address in persons[index].addresses.indices { persons[index].addresses[address].extra = PropertyExtras() }
      }
      mutations.append("plain properties")
    }
    let blanks = chance(6)
    for index in persons.indices where blanks && chance(3) {
      // Blank as `Character` has it: a space that a joiner or a mark joins is one white-space character.
      persons[index].formattedName = ["", " ", "\n", " \u{200D}", "\u{3000}\u{200D}", " \u{93F}", "\u{7F}"].randomElement(using: &source)!
      mutations.append("a blank FN")
    }
    let version: VCardVersion = chance(3) ? .v3 : .v4
    var text = Person.vCardText(for: persons, version: version)
    if chance(4) {
      mutations.append("marks kept")
    } else {
      // Most cards read byte by byte: without marks (a value may start with one).
      text = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.isASCII || !FoldedCluster.isMark($0) }))
    }
    var lines = text.split(separator: "\r\n").map { Array($0.utf8) }
    if chance(3) {
      lines.removeAll { $0.starts(with: Array("UID:".utf8)) }
      mutations.append("no UIDs")
    }
    if chance(6) {
      lines.removeAll { $0.starts(with: Array("FN".utf8)) }
      mutations.append("no FNs")
    }
    // Each kind of damage in one scenario of four, then in one line of 30.
    let (quoted, charsets, cases, invalid) = (chance(4), chance(4), chance(4), chance(4))
    for index in lines.indices where !Self.isMarker(lines[index]) && chance(30) {
      if quoted {
        lines[index] = quotedPrintable(lines[index])
        mutations.append("quoted-printable")
      } else if charsets {
        lines[index] = withParameter(";CHARSET=UTF-8", in: lines[index])
        mutations.append("a CHARSET")
      } else if cases {
        lines[index] = caseChanged(header: lines[index])
        mutations.append("names in another case")
      } else if invalid {
        lines[index].append(0xE9)
        mutations.append("a byte that is not UTF-8")
      }
    }
    var foldedLines: [[UInt8]] = []
    for line in lines { foldedLines.append(folded(line)) }
    var file = foldedLines.joined(separator: Array("\r\n".utf8)) + Array("\r\n".utf8)
    if chance(5) {
      let end: [UInt8] = chance(2) ? [0x0A] : [0x0D]
      file = Self.replacing(Array("\r\n".utf8), with: end, in: file)
      mutations.append("line ends \(end)")
    }
    return CardSearchScenario(file: file, queries: queries(from: persons), mutations: Array(Set(mutations)).sorted())
  }

  private mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &source) == 0 }

  private static func isMarker(_ line: [UInt8]) -> Bool {
    ["BEGIN:VCARD", "END:VCARD", "VERSION:3.0", "VERSION:4.0"].contains { line == Array($0.utf8) }
  }

  /// The line folded at random places, inside UTF-8 sequences too, with a
  /// space or a tab.
  private mutating func folded(_ line: [UInt8]) -> [UInt8] {
    guard line.count > 2, chance(4), !Self.isQuotedPrintable(line) else { return line }
    var cuts = (0..<Int.random(in: 1...3, using: &source)).map { _ in Int.random(in: 1..<line.count, using: &source) }
    cuts = Array(Set(cuts)).sorted()
    var result: [UInt8] = []
    var start = 0
    for cut in cuts {
      result += line[start..<cut] + Array("\r\n".utf8) + [chance(2) ? 0x20 : 0x09]
      start = cut
    }
    return result + line[start...]
  }

  private static func isQuotedPrintable(_ line: [UInt8]) -> Bool {
    String(decoding: line, as: UTF8.self).contains("QUOTED-PRINTABLE")
  }

  /// The line's value quoted-printable, with soft line breaks.
  private mutating func quotedPrintable(_ line: [UInt8]) -> [UInt8] {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")), !line[..<colon].contains(UInt8(ascii: "\"")) else {
      return line
    }
    var value: [UInt8] = []
    for (offset, byte) in line[(colon + 1)...].enumerated() {
      if offset > 0, offset % 9 == 0 { value += Array("=\r\n".utf8) }
      if byte >= 0x80 || byte == UInt8(ascii: "=") || chance(4) {
        value += Array(("=" + String(byte, radix: 16, uppercase: true).leftPadded).utf8)
      } else {
        value.append(byte)
      }
    }
    return withParameter(";ENCODING=QUOTED-PRINTABLE", in: Array(line[...colon])) + value
  }

  private func withParameter(_ parameter: String, in line: [UInt8]) -> [UInt8] {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return line }
    return line[..<colon] + Array(parameter.utf8) + line[colon...]
  }

  private mutating func caseChanged(header line: [UInt8]) -> [UInt8] {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return line }
    let header = line[..<colon].map { byte in
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) && chance(2) ? byte | 0x20 : byte
    }
    return header + line[colon...]
  }

  private static func replacing(_ old: [UInt8], with new: [UInt8], in bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index...].starts(with: old) {
        result += new
        index += old.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return result
  }

  /// Pieces of the persons' fields, perhaps upper-cased, perhaps two of
  /// them; hostile words; the empty query.
  private mutating func queries(from persons: [Person]) -> [String] {
    var queries = ["", "a", "e", "7", "-", "ß", "张", "é", "ΣΊΣ", "ＡＢ", "fi", "zz", "\u{1F}", "5-5", "(1)"]
    for _ in 0..<8 {
      let person = persons.randomElement(using: &source)!
      let fields = [person.formattedName, person.name.given, person.name.family, person.note, person.title]
        + person.emails.map(\.value) + person.phones.map(\.value) + person.organization + person.nicknames
        + person.categories + person.urls.map(\.value) + person.addresses.map(\.street)
      let field = Array(fields.randomElement(using: &source)!)
      guard !field.isEmpty else { continue }
      let start = Int.random(in: 0..<field.count, using: &source)
      let end = Int.random(in: start...Swift.min(field.count, start + 6), using: &source)
      var piece = String(field[start..<end])
      if chance(2) { piece = piece.uppercased() }
      queries.append(piece)
    }
    return queries
  }
}

extension String {
  fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
