import Testing
import VCard

@testable import RefbookModel

/// Search texts kept by card: each read back by its card's bytes, the same
/// archive for the same texts in any order, and none from an archive that
/// is damaged or of another build.
@Suite struct KeptSearchTextsTests {
  static let cards = (0..<40).map { index in
    Array("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Zoë \(index)\r\nUID:\(index)\r\nEND:VCARD\r\n".utf8)[...]
  }
  static let texts = cards.map { card in
    SearchText(Person(card: VCardParser.parseCard(card, firstLine: 1)!)).bytes[...]
  }

  @Test func eachTextIsFoundByItsCardAndNoneByAnotherCard() throws {
    let kept = KeptSearchTexts(archive: KeptSearchTexts.archive(of: zip(Self.cards.map(BytesHash.of), Self.texts).map { ($0, $1) }))
    #expect(kept.count == 40)
    for (card, text) in zip(Self.cards, Self.texts) {
      #expect(kept.text(ofCardHash: BytesHash.of(card)).map(Array.init) == Array(text))
    }
    #expect(kept.text(ofCardHash: BytesHash.of(Array("BEGIN:VCARD\r\nFN:Zoë 1\r\nEND:VCARD\r\n".utf8))) == nil)
    #expect(KeptSearchTexts().text(ofCardHash: BytesHash.of(Self.cards[0])) == nil)
  }

  @Test func theSameTextsGiveTheSameArchiveInAnyOrderAndARepeatedCardKeepsItsFirstText() {
    let pairs = zip(Self.cards.map(BytesHash.of), Self.texts).map { ($0, $1) }
    let archive = KeptSearchTexts.archive(of: pairs)
    #expect(KeptSearchTexts.archive(of: pairs.reversed()) == archive)
    #expect(KeptSearchTexts.archive(of: pairs.shuffled()) == archive)
    let repeated = KeptSearchTexts(archive: KeptSearchTexts.archive(of: [pairs[0], (pairs[0].0, Array("other".utf8)[...])]))
    #expect(repeated.count == 1)
    #expect(repeated.text(ofCardHash: BytesHash.of(Self.cards[0])).map(Array.init) == Array(Self.texts[0]))
    let none = KeptSearchTexts.archive(of: [(card: UInt64, text: [UInt8])]())
    #expect(KeptSearchTexts.mark.marks(none.prefix(KeptSearchTexts.mark.size)), "an archive of no text is sound")
    #expect(KeptSearchTexts(archive: none).count == 0)
  }

  @Test func aDamagedArchiveOrAnotherBuildsHoldsNoText() {
    let archive = KeptSearchTexts.archive(of: zip(Self.cards.map(BytesHash.of), Self.texts).map { ($0, $1) })
    var damages: [(String, [UInt8])] = []
    var flipped = archive
    flipped[archive.count - 20] ^= 1
    damages.append(("a text's byte", flipped))
    damages.append(("cut short", Array(archive.dropLast(3))))
    damages.append(("no archive", Array("REFBOOK".utf8)))
    // With the checksum made right again: another build's probe, a count
    // too large, hashes out of order, an end beyond the next one's.
    let magic = 22
    for (what, offset) in [("another probe", magic), ("count", magic + 8), ("order", magic + 16), ("an end", magic + 24)] {
      var forged = archive
      forged.replaceSubrange(offset..<offset + 8, with: repeatElement(0xFF, count: 8))
      forged.replaceSubrange(
        forged.count - 8..<forged.count, with: withUnsafeBytes(of: BytesHash.of(forged.dropLast(8)).littleEndian, Array.init))
      damages.append((what, forged))
    }
    for (what, damaged) in damages {
      let kept = KeptSearchTexts(archive: damaged)
      #expect(kept.count == 0 && kept.text(ofCardHash: BytesHash.of(Self.cards[0])) == nil, "\(what)")
    }
    #expect(KeptSearchTexts(archive: archive).count == 40, "the archive as made still reads")
  }
}
