/// Anything that has a current value and tells observers when it changes:
/// ``Ref`` and ``ReadOnlyRef``. The conveniences in its extension work on both.
public protocol ObservableValue<Value>: AnyObject {
  /// The type of the value.
  associatedtype Value
  /// The current value, as an independent copy.
  var value: Value { get }
  /// Calls `observer` after each change, until the token is released.
  func addObserver(_ observer: @escaping (Value) -> Void) -> Disposable
}

extension ObservableValue {
  /// Observes for as long as `owner` lives, passing it to `observer`.
  ///
  /// The pattern of John Sundell's `Observable`: nothing to store, and no
  /// `[weak self]` dance, because the owner is held weakly and handed to the
  /// observer as a strong reference for the duration of each call.
  ///
  /// ```swift
  /// person.name.addObserver(self) { view, name in view.title = name }
  /// ```
  ///
  /// Once `owner` is deallocated the observer is never called again, and it
  /// is unregistered at the next change that reaches it.
  ///
  /// - Complexity: That of ``addObserver(_:)``.
  @inlinable
  public func addObserver<Owner: AnyObject>(_ owner: Owner, _ observer: @escaping (Owner, Value) -> Void) {
    let token = Locked<Disposable?>(nil)
    token.value = addObserver { [weak owner] value in
      guard let owner else {
        token.value = nil
        return
      }
      observer(owner, value)
    }
  }

  /// A read-only ref to the part at `keyPath`, which may be a computed,
  /// get-only property.
  ///
  /// - Complexity: O(1) to create.
  @inlinable
  public subscript<B>(keyPath: KeyPath<Value, B>) -> ReadOnlyRef<B> {
    let parent = self
    return ReadOnlyRef<B>(
      get: { parent.value[keyPath: keyPath] },
      addObserver: { observer in
        let deliver = distinct(observer, startingFrom: parent.value[keyPath: keyPath])
        return parent.addObserver { deliver($0[keyPath: keyPath]) }
      })
  }

  /// This value as a ``ReadOnlyRef``: a view that can read and observe but
  /// not write, to hand to code that must not change the value.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var readOnly: ReadOnlyRef<Value> {
    self[\.self]
  }
}
