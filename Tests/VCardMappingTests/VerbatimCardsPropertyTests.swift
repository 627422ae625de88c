import PropertyBased
import Synchronization
@testable import RefbookModel
import Testing
import VCard

/// An export that copies the cards it knows is the export of every person
/// decoded, on generated books written by refbook (4.0 and 3.0), with cards
/// whose id is generated, in a wrapper, and rewritten by another program.
@Suite struct VerbatimCardsPropertyTests {
  @Test func anExportCopyingKnownCardsIsTheExportOfEveryPerson() async {
    let copied = Mutex(0)
    await propertyCheck(count: 60, input: Gen.person.array(of: 0...12), Gen.int(in: 0...4)) { generated, variant in
      let persons = generated.enumerated().map { $0 % 3 == 0 ? $1 : $1.plain }
      let bytes = GeneratedFile.of(persons, variant: variant)
      let (_, stored) = StoredPerson.persons(fromVCard: bytes, parts: 1 + variant % 2, deferring: true)
      let expected = Array(Person.vCardExport(for: stored.map(\.person), version: .v4).utf8)
      let (first, known) = VerbatimCards().export(stored)
      #expect(Array(first.joined()) == expected)
      let (second, again) = known.export(stored)
      #expect(Array(second.joined()) == expected)
      #expect(again.keys == known.keys)
      // Knowing some of the cards, and one of another book: the others are found, the stranger forgotten.
      let some = VerbatimCards(keys: known.keys.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) + [0x5EED], probe: VerbatimCards.probe)
      let (third, after) = some.export(stored)
      #expect(Array(third.joined()) == expected)
      #expect(after.keys == known.keys)
      copied.withLock { $0 += known.keys.count }
      // Known: exactly the cards whose export is their copy.
      // (A card without a UID is decoded whole on reading: it has no card to copy.)
      let verbatim = stored.filter { stored in
        stored.source.map { VerbatimCards.copy(of: $0) == Array(Person.vCardExport(for: [stored.person]).utf8) } ?? false
      }
      #expect(known.keys == Set(verbatim.map { BytesHash.of($0.source!) }).sorted())
      if variant == 1 || variant == 4 { #expect(known.keys.isEmpty, "a 3.0 card, or one another program wrote, is not its export") }
      #expect(VerbatimCards(keys: known.keys, probe: VerbatimCards.probe &+ 1).keys.isEmpty)
    }
    #expect(copied.withLock { $0 } > 20, "the second exports copied cards")
  }

  @Test func twoCardsAlikeAreKnownOnceAndBothCopied() {
    let person = Person(id: "urn:uuid:1", formattedName: "Zoë Hart")
    let bytes = Array(Person.vCardText(for: [person]).utf8)
    let (_, stored) = StoredPerson.persons(fromVCard: bytes + bytes, parts: 1, deferring: true)
    #expect(stored.count == 2)
    let (first, known) = VerbatimCards().export(stored)
    #expect(known.keys == [BytesHash.of(bytes)])
    let (second, again) = known.export(stored)
    #expect(Array(second.joined()) == Array(first.joined()))
    #expect(again.keys == known.keys)
  }

  @Test func aCardRefbookWroteIsCopiedWithRefbooksProductID() {
    let person = Person(id: "urn:uuid:1", formattedName: "Zoë Hart", emails: [TypedValue(value: "zoe@example.org", types: ["home"])])
    let bytes = Array(Person.vCardText(for: [person]).utf8)
    let (_, stored) = StoredPerson.persons(fromVCard: bytes, parts: 1, deferring: true)
    let (_, known) = VerbatimCards().export(stored)
    #expect(known.keys == [BytesHash.of(bytes)])
    let (pieces, _) = known.export(stored)
    let text = String(decoding: pieces.joined(), as: UTF8.self)
    #expect(text.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\nPRODID:-//refbook//refbook//EN\r\nFN:Zoë Hart\r\n"))
    #expect(text == Person.vCardExport(for: [person]))
  }
}
