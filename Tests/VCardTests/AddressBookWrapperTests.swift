import Synchronization
import Testing
import VCard

/// vdirsyncer's single-file storage wraps its cards in `BEGIN:VADDRESSBOOK`
/// … `END:VADDRESSBOOK`: the parser reads the cards, reports nothing, and
/// hands the wrapper back as the file's head and tail.
@Suite struct AddressBookWrapperTests {
  static let singleFile = Array(
    "BEGIN:VADDRESSBOOK\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nUID:u1\r\nFN:One\r\nEND:VCARD\r\n"
      .utf8) + Array("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:u2\r\nFN:Two\r\nEND:VCARD\r\nEND:VADDRESSBOOK\r\n".utf8)

  @Test func theWrapperIsNotAProblemAndIsKeptAsHeadAndTail() {
    let result = VCardParser.parse(Self.singleFile)
    #expect(result.problems.isEmpty)
    #expect(result.cards.map { $0.first("UID")?.value } == ["u1", "u2"])
    #expect(String(decoding: result.head, as: UTF8.self) == "BEGIN:VADDRESSBOOK\r\n")
    #expect(String(decoding: result.tail, as: UTF8.self) == "END:VADDRESSBOOK\r\n")
    #expect(Array(result.head + result.sources.joined() + result.tail) == Self.singleFile)
  }

  @Test func readingInPiecesGivesTheSameHeadAndTail() {
    let many = Array("begin:vaddressbook\n".utf8)
      + (0..<2000).flatMap { Array("BEGIN:VCARD\nVERSION:4.0\nUID:\($0)\nFN:P \($0)\nEND:VCARD\n".utf8) }
      + Array("END:VADDRESSBOOK\n\n".utf8)
    let whole = VCardParser.parse(many)
    let (pieces, cards) = VCardParser.parse(many, parts: 4) { cards, _ in cards }
    #expect(whole.problems.isEmpty && pieces.problems.isEmpty)
    #expect(cards.count == 2000 && pieces.sources.count == 2000)
    #expect(pieces.head == whole.head && pieces.tail == whole.tail)
    #expect(String(decoding: pieces.tail, as: UTF8.self) == "END:VADDRESSBOOK\n\n")
  }

  /// Cards reach the transform a few hundred at a time, each with its own
  /// source, in file order, however many pieces the file is read in.
  @Test func cardsReachTheTransformInBatchesWithTheirOwnSources() {
    let many = (0..<2000).flatMap { Array("BEGIN:VCARD\nVERSION:4.0\nUID:\($0)\nFN:P \($0)\nEND:VCARD\n".utf8) }
    let whole = VCardParser.parse(many)
    for parts in 1...3 {
      let batches = Mutex<[Int]>([])
      let (result, paired) = VCardParser.parse(many, parts: parts) { cards, sources in
        batches.withLock { $0.append(cards.count) }
        return zip(cards, sources).map { card, source in (card.line, Array(source)) }
      }
      #expect(paired.map(\.0) == whole.cards.map(\.line))
      #expect(paired.map(\.1) == whole.sources.map(Array.init))
      #expect(result.sources == whole.sources && result.cards.isEmpty)
      #expect(batches.withLock { $0.max() } == 256 && batches.withLock { $0.reduce(0, +) } == 2000)
    }
  }

  @Test func anEmptyWrappedBookSplitsBeforeItsClosingLine() {
    let empty = Array("BEGIN:VADDRESSBOOK\r\nEND:VADDRESSBOOK\r\n".utf8)
    let result = VCardParser.parse(empty)
    #expect(result.problems.isEmpty)
    #expect(String(decoding: result.head, as: UTF8.self) == "BEGIN:VADDRESSBOOK\r\n")
    #expect(String(decoding: result.tail, as: UTF8.self) == "END:VADDRESSBOOK\r\n")
  }

  @Test func otherTextOutsideCardsIsStillReported() {
    let result = VCardParser.parse("BEGIN:VADDRESSBOOK\nstray\nBEGIN:VCARD\nFN:A\nEND:VCARD\nEND:VADDRESSBOOK\n")
    #expect(result.problems.map(\.line) == [2])
    #expect(result.cards.count == 1)
  }
}
