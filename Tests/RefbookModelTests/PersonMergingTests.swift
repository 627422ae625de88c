import StructRef
import Testing
import VCard
@testable import RefbookModel

/// Merging persons into one: what is kept, the UIDs recorded, the book
/// changed in one step, and imports of old UIDs.
@Suite struct PersonMergingTests {
  static let hans = Person(
    id: "hans-1", formattedName: "Hans Müller", name: PersonName(family: "Müller", given: "Hans"),
    nicknames: ["Hansi"], emails: [TypedValue(value: "hans@example.org", types: ["home"], isPreferred: true)],
    phones: [TypedValue(value: "+49 30 1234567", types: ["cell"])],
    addresses: [PostalAddress(street: "Hauptstr. 1", locality: "Berlin")], organization: [],
    title: "", birthday: "1970-01-02", urls: [], note: "met at FOSDEM", categories: ["work"],
    otherProperties: [VCardProperty(name: "REV", value: "2020"), VCardProperty(name: "X-A", value: "1")],
    fieldExtras: ["NOTE": PropertyExtras(parameters: [VCardParameter(name: "LANGUAGE", values: ["de"])])])
  static let mueller = Person(
    id: "hans-2", formattedName: "Mueller, Hans", name: PersonName(family: "Mueller", given: "Hans"),
    nicknames: ["Hansi", "HM"],
    emails: [TypedValue(value: "HANS@example.org", types: ["work"]), TypedValue(value: "hm@acme.example")],
    phones: [TypedValue(value: "0049 30 1234567"), TypedValue(value: "+49 171 7654321", types: ["cell"])],
    addresses: [PostalAddress(street: "Hauptstr. 1", locality: "Berlin"), PostalAddress(locality: "Bonn")],
    organization: ["Acme", "R&D"], title: "Engineer", birthday: "1970-01-03",
    urls: [TypedValue(value: "https://acme.example/hm")], note: "met at FOSDEM\ncalls on Fridays",
    categories: ["work", "football"],
    otherProperties: [VCardProperty(name: "REV", value: "2024"), VCardProperty(name: "X-A", value: "1"),
                      VCardProperty(name: "PHOTO", value: "https://acme.example/hm.jpg")],
    fieldExtras: ["ORG": PropertyExtras(group: "item1")])

  @Test func theFirstPersonsFieldsAreKeptAndTheRestJoined() {
    let merged = Person(merging: [Self.hans, Self.mueller])
    #expect(merged.id == "hans-1")
    #expect(merged.formattedName == "Hans Müller")
    #expect(merged.name == Self.hans.name)
    #expect(merged.birthday == "1970-01-02")
    // Where the first has none, the next one's, with its extras.
    #expect(merged.organization == ["Acme", "R&D"])
    #expect(merged.fieldExtras["ORG"] == PropertyExtras(group: "item1"))
    #expect(merged.title == "Engineer")
    #expect(merged.fieldExtras["NOTE"] == Self.hans.fieldExtras["NOTE"])
    // The same address in another case, the same number written otherwise, the same address: once.
    #expect(merged.emails.map(\.value) == ["hans@example.org", "hm@acme.example"])
    #expect(merged.emails[0].isPreferred)
    #expect(merged.phones.map(\.value) == ["+49 30 1234567", "+49 171 7654321"])
    #expect(merged.addresses.map(\.locality) == ["Berlin", "Bonn"])
    #expect(merged.urls == Self.mueller.urls)
    #expect(merged.nicknames == ["Hansi", "HM"])
    #expect(merged.categories == ["work", "football"])
    #expect(merged.note == "met at FOSDEM\ncalls on Fridays")
    // REV once (the first's), X-A once, the photo kept, the other UID recorded.
    #expect(merged.otherProperties.map(\.name) == ["REV", "X-A", "PHOTO", Person.mergedIDProperty])
    #expect(merged.otherProperties[0].value == "2020")
    #expect(merged.mergedIDs == ["hans-2"])
  }

  @Test func mergedIDsRoundTripThroughVCardAndAreInTheOutline() throws {
    let merged = Person(merging: [Self.hans, Self.mueller, Person(id: "urn:uuid:a,b;c", formattedName: "H")])
    #expect(merged.mergedIDs == ["hans-2", "urn:uuid:a,b;c"])
    let text = Person.vCardText(for: [merged], version: .v3)
    #expect(text.contains("X-REFBOOK-MERGED-UID:hans-2"))
    let (_, persons) = StoredPerson.persons(fromVCard: Array(text.utf8), parts: 1, deferring: true)
    #expect(persons.first?.person == merged)
    #expect(persons.first?.outline.mergedIDs == merged.mergedIDs)
  }

  @Test func mergingAMergedPersonKeepsEveryRecordedID() {
    let first = Person(merging: [Self.hans, Self.mueller])
    let again = Person(merging: [Person(id: "hans-3", formattedName: "H. M."), first])
    #expect(again.id == "hans-3")
    #expect(again.mergedIDs == ["hans-2", "hans-1"])
    // Merging back into a person it recorded does not record its own id.
    #expect(Person(merging: [Self.mueller, first]).mergedIDs == ["hans-1"])
  }

  @Test func mergingAPersonIntoOneItWasMergedIntoChangesNothing() {
    let merged = Person(merging: [Self.hans, Self.mueller])
    #expect(Person(merging: [merged, Self.hans]) == merged)
    #expect(Person(merging: [merged, Self.mueller]) == merged)
  }

  @Test func aMergeIsOneStepOfTheBookAndUndoes() {
    let zoe = Person(id: "zoe", formattedName: "Zoë")
    var history = History(initialValue: Addressbook([Self.hans, Self.mueller, zoe]))
    let before = history.value
    #expect(before.merged(ids: ["hans-1", "hans-2"]) == Person(merging: [Self.hans, Self.mueller]))
    #expect(before.merged(ids: ["hans-1", "nobody"]) == nil)
    history.record(history.value.merging(ids: ["hans-1", "hans-2"]), description: "merge 2 contacts")
    #expect(history.value.count == 2)
    #expect(history.value[id: "hans-1"] == Person(merging: [Self.hans, Self.mueller]))
    #expect(history.value[id: "hans-2"] == nil)
    #expect(history.value.changedIDs(since: before) == ["hans-1", "hans-2"])
    let undone = history.undo()
    #expect(undone)
    #expect(history.value == before)
    #expect(history.value[id: "hans-2"] == Self.mueller)
    let redone = history.redo()
    #expect(redone)
    #expect(history.value[id: "hans-2"] == nil)
  }

  @Test func theMergedPersonStaysInTheFirstOnesCollection() {
    var shelf = Addressbook(collections: [
      ("personal", Addressbook([Self.hans])), ("work", Addressbook([Self.mueller])),
    ])
    shelf.merge(ids: ["hans-2", "hans-1"])
    #expect(shelf.count == 1)
    #expect(shelf[id: "hans-2"]?.mergedIDs == ["hans-1"])
    #expect(shelf.collection(id: "hans-2") == "work")
  }

  @Test func anImportOfAnOldUIDUpdatesTheMergedPerson() {
    var book = Addressbook([Self.hans, Self.mueller])
    book.merge(ids: ["hans-1", "hans-2"])
    let merged = book[id: "hans-1"]!
    #expect(book.mergedIDs == ["hans-2": "hans-1"])
    // The old cards again, unchanged: nothing changes, nothing is added.
    for old in [Self.hans, Self.mueller] {
      #expect(book.insertImported(old, mergedIDs: book.mergedIDs) == merged)
    }
    #expect(book.count == 1)
    #expect(book[id: "hans-1"] == merged)
    // An old card with a new email: the merged person gains it.
    var changed = Self.mueller
    changed.emails.append(TypedValue(value: "new@acme.example"))
    #expect(book.insertImported(changed, mergedIDs: book.mergedIDs) == merged)
    #expect(book.count == 1)
    #expect(book[id: "hans-1"]?.emails.map(\.value) == ["hans@example.org", "hm@acme.example", "new@acme.example"])
    // Anyone else is inserted as before.
    let zoe = Person(id: "zoe", formattedName: "Zoë")
    #expect(book.insertImported(zoe, mergedIDs: book.mergedIDs) == nil)
    var renamed = zoe
    renamed.formattedName = "Zoë Hart"
    #expect(book.insertImported(renamed, mergedIDs: book.mergedIDs) == zoe)
    #expect(book[id: "zoe"] == renamed)
  }
}
