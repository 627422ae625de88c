import Testing
import RefbookSamples
@testable import VCard

/// Thousands of corrupted fixtures: the parser never traps, a card the
/// corruption did not touch is still returned, a corrupted line costs that
/// line only, and every line end and charset reads the same.
@Suite struct MutationTests {
  private static let junk: [[UInt8]] = [
    Array("BEGIN:VCARD\r\n".utf8), Array("END:VCARD\n".utf8), Array(":;=\",\\".utf8), [0xFF, 0xFE, 0x00],
    [0xC3], [0xF0, 0x9F], Array("=\r\n".utf8), Array("\r\n ".utf8), Array(";ENCODING=QUOTED-PRINTABLE".utf8),
    Array("\"".utf8), Array("item1.".utf8), [0x0D], [0x09], Array("\r\r\n".utf8), Array("\r\r\n ".utf8),
    Array(";CHARSET=SHIFT_JIS".utf8), Array(";CHARSET=BIG5".utf8), Array(";CHARSET=X-NONE".utf8),
    Array(";CHARSET=\"//IGNORE\"".utf8), [0x83, 0x5C], Array("AGENT:BEGIN:VCARD\r\n".utf8), Array("\n#".utf8),
  ]

  /// The line ends real files use: LF, CRLF, iOS's CR CR LF, old Mac OS's CR.
  private static let lineEnds: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x0D, 0x0D, 0x0A], [0x0D]]

  /// The charsets phones declare, and one nobody knows.
  private static let charsets = [
    "UTF-8", "SHIFT_JIS", "BIG5", "GB18030", "EUC-KR", "KOI8-R", "ISO-8859-5", "WINDOWS-1251", "WINDOWS-1252", "X-NONE",
  ]

  /// The lines of `bytes`, whatever ends them.
  private func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    let normalized = String(decoding: bytes, as: UTF8.self).replacing("\r\n", with: "\n")
    return Array(normalized.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
  }

  private func mutate(_ bytes: [UInt8], using rng: inout SeededGenerator) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...4, using: &rng) where !bytes.isEmpty {
      let position = Int.random(in: 0..<bytes.count, using: &rng)
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: bytes.removeSubrange(position...)
      case 1: bytes[position] ^= UInt8.random(in: 1...255, using: &rng)
      case 2: bytes.insert(contentsOf: Self.junk.randomElement(using: &rng)!, at: position)
      case 3: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...40, using: &rng)))
      case 4:
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        var edited = Array(lines)
        let line = Int.random(in: 0..<edited.count, using: &rng)
        if Bool.random(using: &rng) { edited.remove(at: line) } else { edited.insert(edited[line], at: line) }
        bytes = Array(edited.joined(separator: [0x0A]))
      default:
        bytes.insert(contentsOf: (0..<Int.random(in: 1...20, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }, at: position)
      }
    }
    return bytes
  }

  @Test func corruptedFixturesNeverTrap() {
    var rng = SeededGenerator(seed: 0x5EED)
    var cardsRead = 0
    for name in Fixtures.names {
      let original = Fixtures.bytes(name)
      for _ in 0..<600 {
        let result = VCardParser.parse(mutate(original, using: &rng))
        cardsRead += result.cards.count
        for problem in result.problems { #expect(problem.line >= 1) }
      }
    }
    #expect(cardsRead > 0)
  }

  @Test func aGoodCardSurvivesCorruptionOfItsNeighbours() throws {
    var rng = SeededGenerator(seed: 42)
    let good = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Survivor\r\nEMAIL:s@example.com\r\nEND:VCARD\r\n".utf8)
    for name in Fixtures.names {
      for _ in 0..<300 {
        let before = mutate(Fixtures.bytes(name), using: &rng)
        let after = mutate(Fixtures.bytes(name), using: &rng)
        // A line break before and an empty line after keep the good card on
        // lines of its own; an unterminated card before it is closed by its BEGIN.
        let result = VCardParser.parse(before + Array("\r\n".utf8) + good + Array("\r\n".utf8) + after)
        let survivors = result.cards.filter { $0.first("FN")?.value == "Survivor" }
        #expect(survivors.contains { $0.properties.count == 2 }, "lost beside \(name)")
      }
    }
  }

  /// Reading a file in pieces on several threads gives exactly what one
  /// reader gives, on books of clean and corrupted cards (whose junk
  /// includes stray `BEGIN:VCARD`, `END:VCARD` and nested `AGENT` cards).
  @Test func readingInPartsGivesWhatOneReaderGives() {
    var rng = SeededGenerator(seed: 0x9A27)
    let names = Fixtures.names
    for round in 0..<150 {
      var book: [UInt8] = []
      for _ in 0..<Int.random(in: 2...12, using: &rng) {
        let fixture = Fixtures.bytes(names.randomElement(using: &rng)!)
        book += round.isMultiple(of: 3) ? fixture : mutate(fixture, using: &rng)
        book += Self.lineEnds.randomElement(using: &rng)!
      }
      let whole = VCardParser.parse(book)
      var wholeWithoutCards = whole
      wholeWithoutCards.cards = []
      for parts in 2...5 {
        let (result, transformed) = VCardParser.parse(book, parts: parts) { cards, _ in cards }
        #expect(result == wholeWithoutCards, "round \(round), \(parts) parts")
        #expect(transformed == whole.cards)
      }
    }
  }

  /// Reading only some properties of each card (as a list's outline does)
  /// gives, on clean and corrupted books, every card with its source and
  /// line, every problem (warnings of the lines passed over included), and
  /// of each card exactly the readable properties with those names.
  @Test func readingSomePropertiesGivesWhatReadingAllGivesOfThem() {
    var rng = SeededGenerator(seed: 0x0071)
    let names = ["UID", "FN", "N", "NICKNAME", "ORG", "EMAIL", "TEL"]
    let filter = PropertyNameFilter(names)
    var propertiesKept = 0
    for round in 0..<200 {
      var book: [UInt8] = []
      for _ in 0..<Int.random(in: 1...8, using: &rng) {
        let fixture = Fixtures.bytes(Fixtures.names.randomElement(using: &rng)!)
        book += round.isMultiple(of: 4) ? fixture : mutate(fixture, using: &rng)
        book += Self.lineEnds.randomElement(using: &rng)!
      }
      let whole = VCardParser.parse(book)
      let (some, someCards) = VCardParser.parse(book, parts: 1 + round % 3, keeping: filter) { cards, _ in cards }
      #expect(some.sources == whole.sources, "round \(round)")
      #expect(some.problems == whole.problems, "round \(round)")
      #expect(someCards.map(\.line) == whole.cards.map(\.line))
      #expect(someCards.map(\.version) == whole.cards.map(\.version))
      for (kept, all) in zip(someCards, whole.cards) {
        let wanted = all.properties.filter { names.contains($0.name) || ["VERSION", "AGENT"].contains($0.name) }
        #expect(kept.properties.filter { !$0.isUnreadableLine } == wanted, "round \(round), line \(all.line)")
        propertiesKept += wanted.count
      }
    }
    #expect(propertiesKept > 1_000)
  }

  /// A cut between an `END:VCARD` and a `BEGIN:VCARD` line inside a card (a
  /// nested `AGENT` card's end) is found out, and the file read in one piece.
  @Test func aCutInsideACardFallsBackToOneReader() {
    let between = Array("BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\n\r\n".utf8)
    let tricky = Array("BEGIN:VCARD\r\nFN:Outer\r\nAGENT:BEGIN:VCARD\r\nFN:Inner\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:B\r\nEND:VCARD\r\n".utf8)
    let book = Array(repeating: between, count: 40).joined() + tricky
    #expect(VCardParser.cuts(in: Array(book), parts: 2).count == 1, "the only cut is inside the outer card")
    let whole = VCardParser.parse(Array(book))
    let (result, cards) = VCardParser.parse(Array(book), parts: 2) { cards, _ in cards }
    #expect(result.problems == whole.problems && result.sources == whole.sources && cards == whole.cards)
    #expect(whole.problems.contains { $0.severity == .error })
  }

  @Test(arguments: lineEnds)
  func everyFixtureReadsTheSameWithEveryLineEnd(lineEnd: [UInt8]) {
    for name in Fixtures.names {
      let lines = lines(Fixtures.bytes(name))
      let withLF = VCardParser.parse(Array(lines.joined(separator: [0x0A])))
      let result = VCardParser.parse(Array(lines.joined(separator: lineEnd)))
      #expect(result.cards == withLF.cards && result.problems == withLF.problems, "\(name)")
    }
  }

  @Test func mixedLineEndsReadTheSame() {
    var rng = SeededGenerator(seed: 0xE0F)
    for name in Fixtures.names {
      let lines = lines(Fixtures.bytes(name))
      let withLF = VCardParser.parse(Array(lines.joined(separator: [0x0A])))
      for _ in 0..<50 {
        var mixed: [UInt8] = []
        for line in lines {
          // After a lone CR, an empty line must end with CR too: CR then LF is one line end.
          let afterCR = mixed.last == 0x0D && line.isEmpty
          mixed += line + (afterCR ? [0x0D] : Self.lineEnds.randomElement(using: &rng)!)
        }
        let result = VCardParser.parse(mixed)
        #expect(result.cards == withLF.cards && result.problems == withLF.problems, "\(name)")
      }
    }
  }

  @Test func aCorruptedLineCostsThatLineOnly() throws {
    var rng = SeededGenerator(seed: 0x11E)
    let before = ["FN:Survivor", "EMAIL:s@example.com"]
    let after = ["TEL:+1 555 0100", "NOTE:last"]
    for _ in 0..<2000 {
      // Anything but a card marker, a line end, or a leading space or tab (which would fold).
      var junk = (0..<Int.random(in: 1...30, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
      junk.removeAll { $0 == 0x0A || $0 == 0x0D }
      while let first = junk.first, first == 0x20 || first == 0x09 { junk.removeFirst() }
      let text = ["BEGIN:VCARD", "VERSION:3.0"] + before
      let file = Array(text.joined(separator: "\r\n").utf8) + [0x0D, 0x0A] + junk + [0x0D, 0x0A]
        + Array((after + ["END:VCARD", ""]).joined(separator: "\r\n").utf8)
      let result = VCardParser.parse(file)
      #expect(!result.hasErrors, "\(junk)")
      let card = try #require(result.cards.first, "\(junk)")
      let read = card.properties.filter { ["FN", "EMAIL", "TEL", "NOTE"].contains($0.name) }
      #expect(read.prefix(2).map(\.value) == ["Survivor", "s@example.com"], "\(junk)")
      #expect(read.suffix(2).map(\.value) == ["+1 555 0100", "last"], "\(junk)")
      #expect(result.problems.allSatisfy { $0.line == 5 }, "\(junk)")
    }
  }

  @Test(arguments: charsets)
  func randomBytesInEveryCharsetKeepTheCard(charset: String) throws {
    var rng = SeededGenerator(seed: UInt64(charset.utf8.count))
    for _ in 0..<300 {
      var value = (0..<Int.random(in: 0...40, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
      value.removeAll { $0 == 0x0A || $0 == 0x0D }
      let qp = Bool.random(using: &rng)
      let encoded = qp ? Array(value.map { "=" + String($0, radix: 16, uppercase: true) }.joined().utf8) : value
      let header = "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Before\r\nN;CHARSET=\(charset)\(qp ? ";ENCODING=QUOTED-PRINTABLE" : ""):"
      let file = Array(header.utf8) + encoded + Array("\r\nFN:After\r\nEND:VCARD\r\n".utf8)
      let result = VCardParser.parse(file)
      #expect(!result.hasErrors)
      let card = try #require(result.cards.first)
      #expect(card.all("FN").map(\.value) == ["Before", "After"])
      #expect(card.first("N")?.parameters.contains { $0.name == "CHARSET" } == false)
      #expect(result.problems.allSatisfy { $0.line == 4 })
    }
  }

  @Test func randomBytesNeverTrap() {
    var rng = SeededGenerator(seed: 7)
    for length in 0..<2000 {
      let bytes = (0..<length % 300).map { _ in UInt8.random(in: 0...255, using: &rng) }
      _ = VCardParser.parse(bytes)
      _ = VCardParser.parse(Array("BEGIN:VCARD\n".utf8) + bytes)
    }
  }
}

extension MutationTests {
  /// The plain-line check, which cuts a header in place, agrees with
  /// cutting it into arrays of segments (its first form) on every line of
  /// the fixtures, corrupted many ways.
  @Test func aPlainLineIsToldAsCuttingItIntoSegmentsTellsIt() {
    func reference(_ line: ArraySlice<UInt8>) -> Bool {
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return false }
      let header = line[..<colon]
      guard header.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") }),
        !header.containsASCIICaseInsensitive("CHARSET"), !header.containsASCIICaseInsensitive("QUOTED")
      else { return false }
      var segments = header.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)[...]
      guard let nameSegment = segments.popFirst() else { return false }
      let nameParts = nameSegment.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
      guard nameParts.allSatisfy(ContentLineParser.isToken),
        let name = nameParts.last, !name.equalsASCIICaseInsensitive("BEGIN"), !name.equalsASCIICaseInsensitive("END")
      else { return false }
      for segment in segments where !segment.isEmpty {
        let parameterName = segment.firstIndex(of: UInt8(ascii: "=")).map { segment[..<$0] } ?? segment
        guard ContentLineParser.isToken(parameterName) else { return false }
      }
      let value = line[(colon + 1)...]
      return value.allSatisfy { $0 < 0x80 } || String(validating: value, as: UTF8.self) != nil
    }
    // Headers at the edges of each rule, each with an ASCII and a UTF-8 value.
    let headers = [
      "", "N", "n", "item1.N", ".N", "N.", "item1..N", "a.b.c", "X-A_B", "N;", "N;;", "N;;;TYPE=x", ";N", "N;=x", "N;=",
      "N;P", "N;P=", "N;P=;Q", "N;P=a=b;Q=c", "N;P=a.b", "N;P.Q=a", "N;P Q=a", "N;P=a b", "N P", "N\t", "N;P=\"a\"",
      "BEGIN", "begin", "item1.END", "End", "BEGINS", "N;CHARSET=x", "N;P=charset", "X-CHARSETS", "N;ENCODING=QUOTED-PRINTABLE",
      "N;q=1", "Q", "N;P=\u{7F}", "N;P=\u{1F}",
    ]
    for header in headers {
      for value in ["value", "välue", ""] {
        let line = Array((header + ":" + value).utf8)[...]
        #expect(line.withUnsafeBufferPointer(PlainContentLine.isPlain) == reference(line), "\(header):\(value)")
      }
    }
    #expect(Array("N;=x:v".utf8).withUnsafeBufferPointer(PlainContentLine.isPlain) == false)
    var rng = SeededGenerator(seed: 0x91A1)
    var (checked, plain) = (0, 0)
    for name in Fixtures.names {
      for round in 0..<40 {
        let bytes = round == 0 ? Fixtures.bytes(name) : mutate(Fixtures.bytes(name), using: &rng)
        for line in lines(bytes) {
          #expect(line.withUnsafeBufferPointer(PlainContentLine.isPlain) == reference(line), "\(String(decoding: line, as: UTF8.self))")
          checked += 1
          if reference(line) { plain += 1 }
        }
      }
    }
    #expect(plain > 1_000 && checked - plain > 1_000)
  }
}

extension MutationTests {
  /// The UTF-8 check that allocates nothing agrees with the standard
  /// library's on random bytes, weighted toward the edges of UTF-8:
  /// sequences cut short, overlong forms, surrogates, code points past
  /// U+10FFFF, stray continuation bytes.
  @Test func theUTF8CheckAgreesWithTheStandardLibrary() {
    var rng = SeededGenerator(seed: 0x0FF8)
    let edges: [UInt8] = [0x00, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0xA0, 0x9F, 0x8F, 0x90]
    var (checked, valid) = (0, 0)
    for _ in 0..<20_000 {
      let count = Int.random(in: 0...8, using: &rng)
      let bytes = (0..<count).map { _ in Bool.random(using: &rng) ? edges.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng) }
      let expected = String(validating: bytes, as: UTF8.self) != nil
      #expect(bytes.withUnsafeBufferPointer { VCardCharset.isUTF8($0[...]) } == expected, "\(bytes)")
      checked += 1
      if expected { valid += 1 }
    }
    #expect(valid > 1_000 && checked - valid > 1_000)
  }
}
