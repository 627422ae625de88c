import Dispatch
import Synchronization

/// The storage behind a root ref: the value, its observers, and the
/// notification and transaction machinery every derived ref writes through.
///
/// Invariants: the value and the observer list change only under `state`'s
/// lock; observers are called with the lock released, by one thread at a time
/// (the one that set `draining`), in passes that each deliver the latest value.
@usableFromInline
final class RootStore<A>: TransactionRoot, @unchecked Sendable {
  @usableFromInline
  struct State {
    @usableFromInline var value: A
    /// In registration order; a pass takes the array as it is (a copy that
    /// shares storage), so registering during a pass does not disturb it.
    @usableFromInline var observers: [ObserverBox<A>] = []
    @usableFromInline var nextObserverID = 0
    /// A change has been made that observers have not been told about.
    @usableFromInline var pending = false
    /// Some thread is delivering notifications.
    @usableFromInline var draining = false
    @usableFromInline var transactionDepth = 0

    @inlinable init(value: A) {
      self.value = value
    }
  }

  @usableFromInline let state: Locked<State>
  @usableFromInline let isSame: ((A, A) -> Bool)?
  @usableFromInline let hooks: TransactionHooks<A>?
  @usableFromInline let confinement: QueueConfinement?

  @inlinable
  init(value: A, hooks: TransactionHooks<A>?, queue: DispatchQueue?) {
    state = Locked(State(value: value))
    isSame = equalityCheck(for: A.self)
    self.hooks = hooks
    confinement = queue.map(QueueConfinement.init)
  }

  @inlinable
  var value: A {
    state.withLock { $0.value }
  }

  @inlinable
  func modify(_ body: (inout A) -> Void) {
    if let confinement, !confinement.isCurrent {
      return confinement.queue.sync { modify(body) }
    }
    let mustDeliver = state.withLock { state -> Bool in
      if let isSame {
        let old = state.value
        body(&state.value)
        if isSame(old, state.value) { return false }
      } else {
        body(&state.value)
      }
      state.pending = true
      return claimDelivery(&state)
    }
    if mustDeliver { deliver() }
  }

  @inlinable
  func addObserver(_ observer: @escaping (A) -> Void) -> Disposable {
    let box = state.withLock { state in
      state.nextObserverID += 1
      let box = ObserverBox(id: state.nextObserverID, observer)
      state.observers.append(box)
      return box
    }
    let id = box.id
    return Disposable { [weak self, weak box] in
      box?.deactivate()
      self?.state.withLock { $0.observers.removeAll { $0.id == id } }
    }
  }

  @inlinable
  func transaction<R>(_ description: String?, _ body: () throws -> R) rethrows -> R {
    if let confinement, !confinement.isCurrent {
      return try confinement.queue.sync { try transaction(description, body) }
    }
    state.withLock { state in
      state.transactionDepth += 1
      if state.transactionDepth == 1 { hooks?.begin(&state.value, description) }
    }
    defer {
      let mustDeliver = state.withLock { state -> Bool in
        state.transactionDepth -= 1
        guard state.transactionDepth == 0 else { return false }
        hooks?.end(&state.value)
        return claimDelivery(&state)
      }
      if mustDeliver { deliver() }
    }
    return try body()
  }

  /// Whether the caller should now deliver notifications: there is something
  /// to deliver, no transaction holds it back, and nobody else is delivering.
  @inlinable
  func claimDelivery(_ state: inout State) -> Bool {
    guard state.pending, state.transactionDepth == 0, !state.draining else { return false }
    state.draining = true
    return true
  }

  /// Delivers notification passes until no change is pending. Runs outside
  /// the lock, so observers may read and write freely.
  @inlinable
  func deliver() {
    while true {
      let pass = state.withLock { state -> (A, [ObserverBox<A>])? in
        guard state.pending, state.transactionDepth == 0 else {
          state.draining = false
          return nil
        }
        state.pending = false
        return (state.value, state.observers)
      }
      guard let (value, observers) = pass else { return }
      for observer in observers { observer.receive(value) }
    }
  }
}

/// One registered observer; deactivated the moment it is disposed, so that a
/// pass already under way does not call it afterwards.
@usableFromInline
final class ObserverBox<A>: @unchecked Sendable {
  @usableFromInline let id: Int
  @usableFromInline let observer: (A) -> Void
  @usableFromInline let isActive = Atomic(true)

  @inlinable
  init(id: Int, _ observer: @escaping (A) -> Void) {
    self.id = id
    self.observer = observer
  }

  @inlinable
  func deactivate() {
    isActive.store(false, ordering: .releasing)
  }

  @inlinable
  func receive(_ value: A) {
    if isActive.load(ordering: .acquiring) { observer(value) }
  }
}

/// A root confined to a dispatch queue: writes from other threads hop onto
/// it synchronously, so observers always run there.
@usableFromInline
struct QueueConfinement {
  @usableFromInline let queue: DispatchQueue
  @usableFromInline let key = DispatchSpecificKey<ObjectIdentifier>()
  @usableFromInline let token: ObjectIdentifier

  @inlinable
  init(queue: DispatchQueue) {
    self.queue = queue
    token = ObjectIdentifier(queue)
    queue.setSpecific(key: key, value: token)
  }

  @inlinable
  var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) == token
  }
}
