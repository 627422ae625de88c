/// Where a ref's value is kept besides memory — a file, a folder of files, a
/// database — in the manner of swift-sharing's `SharedKey`: the key loads
/// the value, saves every value the ref takes, and reports values changed
/// elsewhere (by another program), which the ref adopts as one write.
///
/// Connect a key to a ref with ``Ref/persist(in:describedAs:receivingOn:)``:
///
/// ```swift
/// let key = try BookKey(path)                     // some PersistenceKey
/// let book = Ref(initialValue: History(initialValue: key.load()))[\.value]
/// let persistence = book.persist(in: key, describedAs: "merge changes made on disk",
///                                receivingOn: { work in DispatchQueue.main.async(execute: work) })
/// book.value.name = "Chris"                           // saved by the key, in the background
/// ```
///
/// Keys must be safe to call from any thread, and ``save(_:)`` must not wait
/// for the storage: it hands the value over, and the key writes it later
/// (coalescing a burst of values into one write, say), reporting how that
/// goes in ``status``.
public protocol PersistenceKey<Value>: AnyObject, Sendable {
  /// The type of the value kept, handed between the ref's thread and the key's.
  associatedtype Value: Sendable

  /// The stored value, as the key read it.
  func load() -> Value

  /// Hands over a value to store. Returns at once; the key writes in the
  /// background.
  func save(_ value: Value)

  /// Calls `didChange` with each value the storage took from elsewhere,
  /// together with the value it replaces (the one the key last saved or
  /// loaded), on any thread, until the returned token is disposed. A ref
  /// should adopt `value` only if it still holds `replaced`; otherwise it
  /// has changed since, and its next save reconciles the two.
  func subscribe(_ didChange: @escaping @Sendable (_ value: Value, _ replaced: Value) -> Void) -> Disposable

  /// How storing goes, for a view to show; observers may be called on any
  /// thread.
  var status: ReadOnlyRef<PersistenceStatus> { get }
}

/// How a ``PersistenceKey`` is storing its value.
public enum PersistenceStatus: Hashable, Sendable {
  /// Everything handed over is stored.
  case saved
  /// A value is waiting to be stored or being stored.
  case saving
  /// The key does not store anything, for the reason given.
  case readOnly(String)
  /// The last attempt failed, for the reason given; the key keeps the value
  /// and tries again.
  case failed(String)
}
