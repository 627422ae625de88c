/// A token that keeps an observation alive.
///
/// The observation ends when the token is released (its last reference goes
/// away) or when ``dispose()`` is called, whichever comes first. Disposing
/// twice is harmless. Keep the token for as long as you want to be told about
/// changes — typically in a property of the object that observes:
///
/// ```swift
/// final class PersonView {
///   var observation: Disposable?
///   init(person: Ref<Person>) {
///     observation = person.addObserver { print($0.name) }
///   }
/// }
/// ```
public final class Disposable: @unchecked Sendable {
  private let action: Locked<(() -> Void)?>

  /// Creates a token that runs `dispose` exactly once, when disposed or released.
  public init(_ dispose: @escaping () -> Void) {
    action = Locked(dispose)
  }

  /// Ends the observation now.
  ///
  /// - Complexity: O(1) plus the cost of removing the observer, O(*k*) for a
  ///   root with *k* observers.
  public func dispose() {
    let run = action.withLock { action in
      defer { action = nil }
      return action
    }
    run?()
  }

  deinit { dispose() }
}
