import Synchronization

/// A value made the first time it is asked for, from any thread, and the
/// same value every time after: what a store holds that a program may never
/// need (the book's trees, which a command that only walks the persons read
/// never asks for).
///
/// ```swift
/// let book = Lazily { Addressbook(stored: stored) }
/// book.value   // made now, on this thread
/// book.value   // the same book
/// ```
final class Lazily<Value: Sendable>: Sendable {
  private let state: Mutex<(value: Value?, make: (@Sendable () -> Value)?)>

  /// A value `make` makes when first asked for (and then lets go of).
  init(_ make: @escaping @Sendable () -> Value) {
    state = Mutex((nil, make))
  }

  /// A value made already.
  init(made value: Value) {
    state = Mutex((value, nil))
  }

  /// The value: made now, under a lock, the first time.
  ///
  /// - Complexity: O(1) after the first time.
  var value: Value {
    state.withLock { state in
      if let value = state.value { return value }
      let value = state.make!()
      state = (value, nil)
      return value
    }
  }
}
