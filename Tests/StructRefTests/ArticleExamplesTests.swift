import StructRef
import StructRefTesting
import Testing

/// The article's own snippets, with the outputs the article describes.
@Suite struct ArticleExamplesTests {
  @Test func nameOfFirstPersonWritesThroughTheRoot() {
    let addressBook = Ref<Addressbook>(initialValue: [chris, florian])
    let seen = NotificationRecorder<Addressbook>()
    let token = addressBook.addObserver { seen.record($0) }
    let nameOfFirstPerson = addressBook[0][\.name]
    nameOfFirstPerson.value = "New Name"
    #expect(addressBook.value[0].name == "New Name")
    #expect(seen.values.map { $0.map(\.name) } == [["New Name", "Florian"]])
    _ = token
  }

  @Test func personViewControllerPrintsItsPersonsNewName() {
    let addressBook = Ref<Addressbook>(initialValue: [chris, florian])
    let vc = PersonVC(person: addressBook[0])
    vc.update()
    #expect(vc.printed == ["new name"])
    #expect(addressBook.value[0].name == "new name")
  }

  @Test func historyUndoesWithoutTheObserverKnowing() {
    let source = Ref(initialValue: History(initialValue: [chris, florian]))
    let addressBook = source[\.value]
    let vc = PersonVC(person: addressBook[0])
    vc.update()
    source.value.undo()
    #expect(vc.printed == ["new name", "Chris"])
    source.value.redo()
    #expect(vc.printed == ["new name", "Chris", "new name"])
  }

  @Test func aCopyIsIndependent() {
    let addressBook = Ref<Addressbook>(initialValue: [chris])
    var copy = addressBook.value
    copy[0].name = "Copy"
    #expect(addressBook.value[0].name == "Chris")
  }

  /// The article's puzzle: `p0` is a position ref, so after `removeFirst()`
  /// it reads whoever is first now. An identity ref says its person is gone.
  @Test func twoPeoplePuzzle() {
    let twoPeople = Ref<Addressbook>(initialValue: [chris, florian])
    let p0 = twoPeople[0]
    let p0ByIdentity = twoPeople[id: chris.id]
    twoPeople.value.removeFirst()
    #expect(p0.value.name == "Florian")
    #expect(p0ByIdentity.value == nil)
  }
}
