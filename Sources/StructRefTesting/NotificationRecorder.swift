import Foundation
import StructRef

/// Collects, in order, the values an observer of a ``Ref`` is told, so that a
/// test can assert how many notifications came and what each carried.
///
/// Either let it observe a ref for as long as it lives:
///
/// ```swift
/// let names = NotificationRecorder(observing: book[0][\.name])
/// book[0][\.name].value = "Ada"
/// #expect(names.values == ["Ada"])
/// ```
///
/// or call ``record(_:)`` from an observer of your own
/// (`ref.addObserver { names.record($0.name) }`). Recording is thread-safe,
/// so observers that fire on several threads may share one recorder.
public final class NotificationRecorder<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Value] = []
  private var observation: Disposable?

  /// A recorder that records what it is given with ``record(_:)``.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// A recorder that observes `observed` until the recorder is released, and
  /// records each value it is told.
  ///
  /// - Complexity: O(1), plus the cost of adding one observer to the root.
  public init<Observed: ObservableValue>(observing observed: Observed) where Observed.Value == Value {
    observation = observed.addObserver { [weak self] value in self?.record(value) }
  }

  /// Appends `value` to ``values``.
  ///
  /// - Complexity: amortized O(1).
  public func record(_ value: Value) {
    lock.withLock { recorded.append(value) }
  }

  /// Every value recorded so far, oldest first.
  ///
  /// - Complexity: O(*n*) for *n* values recorded (a copy).
  public var values: [Value] {
    lock.withLock { recorded }
  }

  /// How many values have been recorded.
  ///
  /// - Complexity: O(1).
  public var count: Int {
    lock.withLock { recorded.count }
  }
}
