import Dispatch
import Synchronization

/// The storage behind a root ref: the value, its observers, and the
/// notification and transaction machinery every derived ref writes through.
///
/// Invariants: the value and the observer list change only under `state`'s
/// lock; observers are called with the lock released, by one thread at a time
/// (the one that set `draining`), in passes that each deliver the latest value.
final class RootStore<A>: TransactionRoot, @unchecked Sendable {
  private struct State {
    var value: A
    /// In registration order; a pass takes the array as it is (a copy that
    /// shares storage), so registering during a pass does not disturb it.
    var observers: [ObserverBox<A>] = []
    var nextObserverID = 0
    /// A change has been made that observers have not been told about.
    var pending = false
    /// Some thread is delivering notifications.
    var draining = false
    var transactionDepth = 0
  }

  private let state: Locked<State>
  private let isSame: ((A, A) -> Bool)?
  private let hooks: TransactionHooks<A>?
  private let confinement: QueueConfinement?

  init(value: A, hooks: TransactionHooks<A>?, queue: DispatchQueue?) {
    state = Locked(State(value: value))
    isSame = equalityCheck(for: A.self)
    self.hooks = hooks
    confinement = queue.map(QueueConfinement.init)
  }

  var value: A {
    state.withLock { $0.value }
  }

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
  private func claimDelivery(_ state: inout State) -> Bool {
    guard state.pending, state.transactionDepth == 0, !state.draining else { return false }
    state.draining = true
    return true
  }

  /// Delivers notification passes until no change is pending. Runs outside
  /// the lock, so observers may read and write freely.
  private func deliver() {
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
final class ObserverBox<A>: @unchecked Sendable {
  let id: Int
  private let observer: (A) -> Void
  private let isActive = Atomic(true)

  init(id: Int, _ observer: @escaping (A) -> Void) {
    self.id = id
    self.observer = observer
  }

  func deactivate() {
    isActive.store(false, ordering: .releasing)
  }

  func receive(_ value: A) {
    if isActive.load(ordering: .acquiring) { observer(value) }
  }
}

/// A root confined to a dispatch queue: writes from other threads hop onto
/// it synchronously, so observers always run there.
struct QueueConfinement {
  let queue: DispatchQueue
  private let key = DispatchSpecificKey<ObjectIdentifier>()
  private let token: ObjectIdentifier

  init(queue: DispatchQueue) {
    self.queue = queue
    token = ObjectIdentifier(queue)
    queue.setSpecific(key: key, value: token)
  }

  var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) == token
  }
}
