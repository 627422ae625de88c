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
      VCardProblem(line: 8, message: "2 bytes that are not UTF-8 (0xED, 0xE9) read as Windows-1252", severity: .warning)
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
      #"unknown CHARSET "X-KLINGON" read as UTF-8"#, #"unknown CHARSET "IGNORE" read as UTF-8"#,
    ])
  }
}
