// A persistence key loads a value, saves every value a ref takes, and
// reports the changes another program made, which the ref adopts as one
// undo step.

// snippet.hide
import StructRef
import Synchronization

// snippet.show
// snippet.KEY
/// A key that keeps its value in memory; `changeElsewhere(to:)` plays
/// another program writing the storage.
final class InMemoryKey<Value: Sendable>: PersistenceKey {
  private let stored: Mutex<Value>
  private let subscribers = PersistenceSubscribers<Value>()
  private let statusRoot = Ref(initialValue: PersistenceStatus.saved)

  init(_ value: Value) { stored = Mutex(value) }

  func load() -> Value { stored.withLock { $0 } }

  func save(_ value: Value) {
    // A real key hands the value to a thread that writes it.
    stored.withLock { $0 = value }
    print("saved", value)
  }

  func subscribe(
    _ didChange: @escaping @Sendable (Value, Value) -> Void
  ) -> Disposable {
    subscribers.add(didChange)
  }

  var status: ReadOnlyRef<PersistenceStatus> { statusRoot.readOnly }

  func changeElsewhere(to value: Value) {
    let replaced = stored.withLock { stored in
      defer { stored = value }
      return stored
    }
    subscribers.notify(value, replacing: replaced)
  }
}

// snippet.INBOX
/// Work handed over by the key, run when the program gets to it, as a
/// main loop would.
final class Inbox: Sendable {
  private let work = Mutex<[@Sendable () -> Void]>([])

  func post(_ item: @escaping @Sendable () -> Void) {
    work.withLock { $0.append(item) }
  }

  func run() {
    let items = work.withLock { work in
      defer { work = [] }
      return work
    }
    for item in items { item() }
  }
}

// snippet.PERSIST
let key = InMemoryKey(["Chris"])
let inbox = Inbox()
let source = Ref(initialValue: History(initialValue: key.load()))
let names = source[\.value]
let persistence = names.persist(
  in: key, describedAs: "changes made elsewhere",
  receivingOn: { work in inbox.post(work) })

names.value.append("Florian")
// Prints "saved ["Chris", "Florian"]"
key.changeElsewhere(to: ["Chris", "Florian", "Zoë"])
inbox.run()
// Prints "saved ["Chris", "Florian", "Zoë"]":
// the ref adopted the change, and saved it
print(source.value.undoDescription ?? "-")
// Prints "changes made elsewhere"
source.value.undo()
// Prints "saved ["Chris", "Florian"]":
// undoing the outside change is a change too

// snippet.STALE
key.changeElsewhere(to: ["Someone else"])  // replaces the two names
names.value.append("Ada")                  // before the inbox runs
// Prints "saved ["Chris", "Florian", "Ada"]"
inbox.run()
print(names.value)
// Prints "["Chris", "Florian", "Ada"]": the ref no longer held what
// the change replaced, so it kept its own value. Its save came after
// the outside change: reconciling the two is the key's work (this key
// keeps the last value saved).
persistence.dispose()                 // no more saving nor adopting
