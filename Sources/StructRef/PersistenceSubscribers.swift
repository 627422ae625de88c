import Synchronization

/// The subscribers of a ``PersistenceKey``, for implementing
/// ``PersistenceKey/subscribe(_:)``: thread-safe, and a subscriber is
/// forgotten when its token is disposed.
///
/// ```swift
/// func subscribe(_ didChange: @escaping @Sendable (Value, Value) -> Void) -> Disposable {
///   subscribers.add(didChange)
/// }
/// // when the storage changed elsewhere:
/// subscribers.notify(newValue, replacing: oldValue)
/// ```
public final class PersistenceSubscribers<Value>: Sendable {
  private let state = Mutex<(next: Int, all: [Int: @Sendable (Value, Value) -> Void])>((0, [:]))

  /// Creates an empty set of subscribers.
  public init() {}

  /// Adds a subscriber until the returned token is disposed.
  ///
  /// - Complexity: O(1) amortized.
  public func add(_ didChange: @escaping @Sendable (_ value: Value, _ replaced: Value) -> Void) -> Disposable {
    let id = state.withLock { state in
      defer { state.next += 1 }
      state.all[state.next] = didChange
      return state.next
    }
    return Disposable { [weak self] in _ = self?.state.withLock { $0.all.removeValue(forKey: id) } }
  }

  /// Calls every subscriber with `value` and the value it replaced, on the
  /// calling thread, outside the lock.
  ///
  /// - Complexity: O(*s*) for *s* subscribers.
  public func notify(_ value: Value, replacing replaced: Value) {
    for subscriber in state.withLock({ Array($0.all.values) }) { subscriber(value, replaced) }
  }
}
