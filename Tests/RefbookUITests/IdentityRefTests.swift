import RefbookModel
@testable import RefbookUI
import StructRef
import Testing

/// The app's `book[id:]` is StructRef's identity ref, not a key path through
/// `Addressbook`'s own subscript.
@Suite struct BookIdentityRefTests {
  /// Compiles only while `Addressbook` is `IdentifiedStorage`: the spelling
  /// docs/architecture.md shows resolves to the identity contract.
  private func identityRef<Storage: IdentifiedStorage>(
    _ storage: Ref<Storage>, _ id: Storage.Element.ID
  ) -> Ref<Storage.Element?> {
    storage[id: id]
  }

  @Test func aWriteThroughADeletedPersonsRefChangesNothing() {
    let harness = Harness()
    let ref = harness.session.book[id: "zoe"]
    let pinned = identityRef(harness.session.book, "zoe")
    harness.press(.character("j"), .character("d"))  // delete Zoë in the app
    #expect(harness.session.book.value[id: "zoe"] == nil)
    #expect(ref.value == nil && pinned.value == nil)
    ref.value = Fixtures.zoe
    pinned.value = Fixtures.zoe
    ref.formattedName.value = "Zombie"
    #expect(harness.session.book.value[id: "zoe"] == nil, "the person stays deleted")
    #expect(harness.session.book.value.count == 2)
  }

  @Test func aWriteThatWouldChangeTheIdIsIgnored() {
    let harness = Harness()
    let ref = harness.session.book[id: "zoe"]
    var renamed = Fixtures.zoe
    renamed.id = "other"
    ref.value = renamed
    #expect(harness.session.book.value[id: "zoe"] == Fixtures.zoe)
    #expect(harness.session.book.value[id: "other"] == nil)
  }
}
