import StructRef
import StructRefTesting
import Synchronization
import Testing

/// Work handed to "the owner's thread", run when the test says.
private final class Postbox: Sendable {
  private let work = Mutex<[@Sendable () -> Void]>([])
  func post(_ piece: @escaping @Sendable () -> Void) { work.withLock { $0.append(piece) } }
  func runAll() { for piece in work.withLock({ $0 }) { piece() } }
}

/// A ref kept in a ``PersistenceKey``: saved on every change, and told of
/// changes made elsewhere as one undoable write.
@Suite struct PersistenceTests {
  @Test func everyValueTheRefTakesIsSaved() {
    let key = MemoryKey(["a"])
    let root = Ref(initialValue: key.load())
    let persistence = root.persist(in: key, describedAs: "outside change", receivingOn: { $0() })
    root.value.append("b")
    root[0].value = "A"
    #expect(key.saved == [["a", "b"], ["A", "b"]])
    persistence.dispose()
    root.value = []
    #expect(key.saved.count == 2)
  }

  @Test func aChangeElsewhereIsOneUndoStepOnTheOwnersThread() {
    let key = MemoryKey(1)
    let root = Ref(initialValue: History(initialValue: key.load()))
    let value = root[\.value]
    let postbox = Postbox()
    let persistence = value.persist(in: key, describedAs: "outside change", receivingOn: postbox.post)
    defer { persistence.dispose() }
    key.changeElsewhere(to: 5)
    #expect(value.value == 1, "nothing is written before the owner runs the work")
    postbox.runAll()
    #expect(value.value == 5)
    #expect(root.value.undoDescription == "outside change")
    root.value.undo()
    #expect(value.value == 1)
  }

  @Test func aChangeElsewhereIsNotAdoptedOverANewerValue() {
    let key = MemoryKey(1)
    let root = Ref(initialValue: key.load())
    let postbox = Postbox()
    let persistence = root.persist(in: key, describedAs: "outside change", receivingOn: postbox.post)
    defer { persistence.dispose() }
    key.changeElsewhere(to: 5)  // replaces 1
    root.value = 2  // the user edits before the change is delivered
    postbox.runAll()
    #expect(root.value == 2)
  }

  @Test func adoptingChangesAloneSavesNothing() {
    let key = MemoryKey(1)
    let root = Ref(initialValue: History(initialValue: key.load()))
    let value = root[\.value]
    let receiving = value.adoptChanges(from: key, describedBy: { new, old in "from \(old) to \(new)" }, receivingOn: { $0() })
    defer { receiving.dispose() }
    value.value = 2
    #expect(key.saved.isEmpty)
    key.changeElsewhere(to: 5)  // replaces 1, not the 2 the ref holds
    #expect(value.value == 2)
    key.changeElsewhere(to: 7)  // replaces 5
    #expect(value.value == 2)
    value.value = 7  // now the value the key holds
    key.changeElsewhere(to: 9)
    #expect(value.value == 9 && root.value.undoDescription == "from 7 to 9")
    #expect(key.saved.isEmpty)
  }
}
