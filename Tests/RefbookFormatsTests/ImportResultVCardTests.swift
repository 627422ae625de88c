import Testing

@testable import RefbookFormats

@Suite struct ImportResultVCardTests {
  /// A file read in three pieces at once: its persons in file order, and
  /// the line a repeated UID is reported at counted across the pieces, as
  /// reading it in one piece gives them.
  @Test(arguments: [1, 3])
  func aFileReadInPiecesReadsInOrderAndNamesTheRightLines(parts: Int) {
    let count = 4_000
    var text = ""
    for index in 0..<count {
      let uid = index == count - 1 ? "person-7" : "person-\(index)"
      text += "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Person \(index)\r\nNOTE:\(String(repeating: "n", count: 100))\r\n"
        + "UID:\(uid)\r\nEND:VCARD\r\n"
    }
    var made = 0
    let read = ImportResult.readVCard(Array(text.utf8), parts: parts, earlier: [:]) {
      made += 1
      return "new-\(made)"
    }
    #expect(read.persons.map(\.formattedName) == (0..<count).map { "Person \($0)" })
    #expect(read.persons.last?.id == "new-1")
    let lastCardLine = 6 * (count - 1) + 1
    #expect(read.warnings.map(\.line) == [lastCardLine])
    #expect(read.warnings.first?.message.contains("UID person-7 is also on the card at line \(6 * 7 + 1)") == true)
  }
}
