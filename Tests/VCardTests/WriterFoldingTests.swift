import Testing
import VCard

@Suite struct WriterFoldingTests {
  private func physicalLines(_ text: String) -> [[UInt8]] {
    var lines: [[UInt8]] = [[]]
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
        lines.append([])
        index += 2
      } else {
        lines[lines.count - 1].append(bytes[index])
        index += 1
      }
    }
    return lines.dropLast()
  }

  private func checkFolding(of value: String) throws {
    let property = VCardProperty(name: "NOTE", value: value)
    let text = VCardWriter.write(Card(properties: [property]))
    let lines = physicalLines(text)
    #expect(text.hasSuffix("\r\n"))
    for line in lines {
      #expect(line.count <= 75, "a line of \(line.count) octets")
      #expect(String(validating: line, as: UTF8.self) != nil, "a line splits a UTF-8 sequence")
      #expect(!line.contains(0x0A) && !line.contains(0x0D))
    }
    #expect(lines.count > 3)
    #expect(try #require(VCardParser.parse(text).cards.first).properties == [property])
  }

  @Test func asciiIsFoldedAt75Octets() throws {
    try checkFolding(of: String(repeating: "abcdefghij", count: 40))
  }

  @Test func aLongCJKLineIsFoldedBetweenCharacters() throws {
    try checkFolding(of: String(repeating: "张伟在北京大学学习中文和历史。", count: 20))
  }

  @Test func aLongEmojiLineIsFoldedBetweenScalars() throws {
    try checkFolding(of: String(repeating: "👩‍👩‍👧‍👦🇫🇷😀 ", count: 30))
  }

  @Test func foldsFallAtEveryOffsetOfMixedWidthText() throws {
    for prefix in 0..<4 {
      try checkFolding(of: String(repeating: "x", count: prefix) + String(repeating: "é张😀", count: 60))
    }
  }

  @Test func aShortLineIsNotFolded() {
    let text = VCardWriter.write(Card(properties: [VCardProperty(name: "NOTE", value: String(repeating: "a", count: 70))]))
    #expect(physicalLines(text).map(\.count) == [11, 11, 75, 9])
  }
}
