import Dispatch

extension Ref {
  /// Creates a root ref that holds `initialValue` and notifies its observers.
  ///
  /// ```swift
  /// let counter = Ref(initialValue: 0)
  /// let token = counter.addObserver { print($0) }
  /// counter.value += 1   // prints 1
  /// ```
  ///
  /// - Parameters:
  ///   - initialValue: The value the root starts with.
  ///   - queue: A queue to confine the root to. Writes made on other threads
  ///     wait until they have run on `queue`, and observers are always called
  ///     on it; reads are answered from any thread. Do not write from a
  ///     thread that `queue` itself waits on. `nil` (the default) lets each
  ///     write and its notifications run on the writing thread.
  /// - Complexity: O(1).
  @inlinable
  public convenience init(initialValue: A, queue: DispatchQueue? = nil) {
    self.init(store: RootStore(value: initialValue, hooks: nil, queue: queue))
  }

  @inlinable
  convenience init(store: RootStore<A>) {
    self.init(
      get: { store.value },
      modify: { store.modify($0) },
      addObserver: { store.addObserver($0) },
      root: store)
  }
}

extension Ref where A: Transactional {
  /// Creates a root ref whose value is told when transactions begin and end,
  /// so that, for a ``History``, every ``batch(_:_:)`` is one undo step.
  ///
  /// - Complexity: O(1).
  @inlinable
  public convenience init(initialValue: A, queue: DispatchQueue? = nil) {
    let hooks = TransactionHooks<A>(
      begin: { $0.beginTransaction($1) },
      end: { $0.endTransaction() })
    self.init(store: RootStore(value: initialValue, hooks: hooks, queue: queue))
  }
}
