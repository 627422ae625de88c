import StructRef
import Synchronization

/// A ``PersistenceKey`` kept in memory, for tests of code that persists a
/// ref: it records every value saved, and ``changeElsewhere(to:)`` plays
/// another program changing the stored value.
///
/// ```swift
/// let key = MemoryKey(0)
/// let counter = Ref(initialValue: key.load())
/// let persistence = counter.persist(in: key, describedAs: "outside change", receivingOn: { $0() })
/// counter.value = 1
/// #expect(key.saved == [1])
/// key.changeElsewhere(to: 5)          // counter.value is now 5
/// ```
public final class MemoryKey<Value: Sendable>: PersistenceKey, Sendable {
  private struct State {
    var stored: Value
    var saved: [Value] = []
  }

  private let state: Mutex<State>
  private let statusRoot = Ref<PersistenceStatus>(initialValue: .saved)
  private let subscribers = PersistenceSubscribers<Value>()

  /// A key storing `initial`.
  public init(_ initial: Value) {
    state = Mutex(State(stored: initial))
  }

  public func load() -> Value {
    state.withLock { $0.stored }
  }

  /// Stores `value` at once and records it.
  public func save(_ value: Value) {
    state.withLock { state in
      state.stored = value
      state.saved.append(value)
    }
  }

  public func subscribe(_ didChange: @escaping @Sendable (Value, Value) -> Void) -> Disposable {
    subscribers.add(didChange)
  }

  public var status: ReadOnlyRef<PersistenceStatus> { statusRoot.readOnly }

  /// Every value saved, in order.
  public var saved: [Value] {
    state.withLock { $0.saved }
  }

  /// Stores `value` as another program would, and tells the subscribers,
  /// with the value it replaced.
  public func changeElsewhere(to value: Value) {
    let replaced = state.withLock { state in
      defer { state.stored = value }
      return state.stored
    }
    subscribers.notify(value, replacing: replaced)
  }

  /// Sets what ``status`` says.
  public func setStatus(_ status: PersistenceStatus) {
    statusRoot.value = status
  }
}
