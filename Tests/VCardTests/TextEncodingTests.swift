import Testing
import VCard

/// Byte-order marks, line ends, charsets and bytes that are not UTF-8.
@Suite struct TextEncodingTests {
  private let card = "BEGIN:VCARD\nVERSION:3.0\nFN:Zoë\nEND:VCARD\n"

  @Test(arguments: ["\n", "\r\n", "\r", "\r\r\n"])
  func everyLineEndReadsTheSame(lineEnd: String) throws {
    let result = VCardParser.parse(card.replacing("\n", with: lineEnd))
    #expect(result.problems.isEmpty)
    #expect(try #require(result.cards.first).first("FN")?.value == "Zoë")
    #expect(result.cards.first?.version == "3.0")
  }

  @Test func aUTF8ByteOrderMarkDoesNotSwallowTheFirstCard() {
    let result = VCardParser.parse([0xEF, 0xBB, 0xBF] + Array(card.utf8) + Array(card.utf8))
    #expect(result.problems.isEmpty)
    #expect(result.cards.count == 2)
    #expect(result.cards.first?.line == 1)
  }

  @Test(arguments: [true, false])
  func aUTF16FileWithAByteOrderMarkIsTranscoded(littleEndian: Bool) throws {
    let units = Array(card.utf16)
    let bytes = units.flatMap { unit in
      littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
    }
    let result = VCardParser.parse((littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) + bytes)
    #expect(try #require(result.cards.first).first("FN")?.value == "Zoë")
  }

  @Test func declaredWindows1252AndLatin1AreDecoded() throws {
    let result = Fixtures.parse("outlook-2.1-windows-1252.vcf")
    let declared = try #require(result.cards.first)
    #expect(declared.first("N")?.value == "François;“Frank”;;;")
    #expect(declared.first("NOTE")?.value == "Price: € 5")
    #expect(declared.first("N")?.parameters == [])
  }

  @Test func bytesThatAreNotUTF8AreReadAsWindows1252WithAWarning() throws {
    let result = Fixtures.parse("outlook-2.1-windows-1252.vcf")
    #expect(result.cards.count == 2)
    #expect(result.cards.last?.first("N")?.value == "García;José;;;")
    #expect(result.problems == [
      VCardProblem(line: 8, message: "N: 2 bytes that are not UTF-8 (0xED, 0xE9) read as Windows-1252", severity: .warning)
    ])
    #expect(!result.hasErrors)
  }

  @Test func everyByteIsKeptWhenUTF8IsInvalid() throws {
    let bytes = Array("BEGIN:VCARD\nNOTE:".utf8) + Array(0x80...0xFF) + Array("\nEND:VCARD\n".utf8)
    let note = try #require(VCardParser.parse(bytes).cards.first?.first("NOTE"))
    #expect(note.value.unicodeScalars.count == 128)
  }

  @Test func anUnknownCharsetIsReadAsUTF8WithAWarning() throws {
    let result = VCardParser.parse("BEGIN:VCARD\nFN;CHARSET=X-KLINGON:Ivan\nFN;CHARSET=\"//IGNORE\":Ivan\nEND:VCARD\n")
    #expect(try #require(result.cards.first).all("FN").map(\.value) == ["Ivan", "Ivan"])
    #expect(result.problems.map(\.severity) == [.warning, .warning])
    #expect(result.problems.map(\.message) == [
      #"FN: unknown CHARSET "X-KLINGON" read as UTF-8"#, #"FN: unknown CHARSET "IGNORE" read as UTF-8"#,
    ])
  }
}

/// Values in a declared `CHARSET`, decoded before anything reads them.
@Suite struct CharsetTests {
  /// A charset, the bytes of a text in it, and the text.
  struct Encoded: Sendable, CustomTestStringConvertible {
    var charset: String
    var bytes: [UInt8]
    var text: String
    var testDescription: String { charset }
  }

  static let encoded: [Encoded] = [
    // ソニー: ソ is 0x83 0x5C, whose trail byte is a backslash in ASCII.
    Encoded(charset: "SHIFT_JIS", bytes: [0x83, 0x5C, 0x83, 0x6A, 0x81, 0x5B], text: "ソニー"),
    Encoded(charset: "Shift-JIS", bytes: [0x95, 0x5C], text: "表"),
    Encoded(charset: "BIG5", bytes: [0xB3, 0x5C, 0xA5, 0x5C, 0xBB, 0x5C], text: "許功蓋"),
    Encoded(charset: "GB18030", bytes: [0xD5, 0xC5, 0xCE, 0xB0], text: "张伟"),
    Encoded(charset: "EUC-KR", bytes: [0xB1, 0xE8, 0xC3, 0xB6, 0xBC, 0xF6], text: "김철수"),
    Encoded(charset: "KOI8-R", bytes: [0xE9, 0xD7, 0xC1, 0xCE], text: "Иван"),
    Encoded(charset: "ISO-8859-2", bytes: [0xA3, 0xF3, 0x64, 0xBC], text: "Łódź"),
    Encoded(charset: "windows-1251", bytes: [0xCF, 0xB8, 0xF2, 0xF0], text: "Пётр"),
    Encoded(charset: "ISO-8859-1", bytes: [0x5A, 0x6F, 0xEB], text: "Zoë"),
    Encoded(charset: "WINDOWS-1252", bytes: [0x80, 0x20, 0x35], text: "€ 5"),
  ]

  private func card(_ header: String, _ value: [UInt8]) -> [UInt8] {
    Array("BEGIN:VCARD\r\nVERSION:2.1\r\n\(header):".utf8) + value + Array("\r\nFN:after\r\nEND:VCARD\r\n".utf8)
  }

  @Test(arguments: encoded)
  func aDeclaredCharsetIsDecodedBeforeTheValueIsSplit(encoded: Encoded) throws {
    let bytes = encoded.bytes + Array(";x;;;".utf8) + encoded.bytes
    let result = VCardParser.parse(card("N;CHARSET=\(encoded.charset)", bytes))
    #expect(result.problems.isEmpty)
    let card = try #require(result.cards.first)
    #expect(VCardValue.components(try #require(card.first("N")).value) == [encoded.text, "x", "", "", encoded.text])
    #expect(card.first("N")?.parameters == [])
    #expect(card.first("FN")?.value == "after")
  }

  @Test(arguments: encoded)
  func quotedPrintableBytesAreDecodedInTheDeclaredCharset(encoded: Encoded) throws {
    let escaped = encoded.bytes.map { "=" + String($0, radix: 16, uppercase: true) }.joined()
    let result = VCardParser.parse(card("NOTE;CHARSET=\(encoded.charset);ENCODING=QUOTED-PRINTABLE", Array(escaped.utf8)))
    #expect(result.problems.isEmpty)
    #expect(try #require(result.cards.first).first("NOTE")?.value == encoded.text)
  }

  @Test func aByteTheCharsetCannotReadIsReadAloneAsWindows1252() throws {
    // 0x80 begins no Shift_JIS character; the characters around it are read.
    let result = VCardParser.parse(card("NOTE;CHARSET=SHIFT_JIS", [0x83, 0x5C, 0xA0, 0x95, 0x5C]))
    #expect(try #require(result.cards.first).first("NOTE")?.value == "ソ\u{A0}表")
    #expect(result.problems == [
      VCardProblem(line: 3, message: "NOTE: a byte that is not SHIFT_JIS (0xA0) read as Windows-1252", severity: .warning)
    ])
  }

  @Test func anInvalidUTF8ByteInQuotedPrintableIsReplacedAlone() throws {
    // Ñ in UTF-8, then ü as a lone Latin-1 byte, then ñ in UTF-8.
    let result = VCardParser.parse(card("NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE", Array("=C3=91and=FCber=C3=B1".utf8)))
    #expect(try #require(result.cards.first).first("NOTE")?.value == "Ñandüberñ")
    #expect(result.problems == [
      VCardProblem(line: 3, message: "NOTE: a byte that is not UTF-8 (0xFC) read as Windows-1252", severity: .warning)
    ])
  }

  @Test func aTruncatedUTF8SequenceCostsOnlyItsBytes() throws {
    // E2 82 begins € but stops short; the é after it (C3 A9) is still read as UTF-8.
    let result = VCardParser.parse(card("NOTE", [0x61, 0xE2, 0x82, 0x62, 0xC3, 0xA9]))
    #expect(try #require(result.cards.first).first("NOTE")?.value == "aâ‚bé")
    #expect(result.problems.map(\.message) == ["NOTE: 2 bytes that are not UTF-8 (0xE2, 0x82) read as Windows-1252"])
  }
}
