/// A reference to a value of type `A` that lives somewhere else: in a root
/// created with ``init(initialValue:queue:)-9c90s``, or inside the value of another
/// `Ref` (a *derived* ref, made with a key path, an index or an identity).
///
/// Refs give value types the one thing classes have — shared, observable
/// mutable state — without giving up value semantics: two screens can hold
/// refs into one tree of structs, each observing only its part, while anyone
/// can still take an independent snapshot with ``value``.
///
/// ```swift
/// let book = Ref(initialValue: [Person(name: "Chris"), Person(name: "Florian")])
/// let name = book[0][\.name]          // Ref<String>, reads and writes through `book`
/// let token = name.addObserver { print("name is now", $0) }
/// name.value = "Chris Eidhof"         // prints "name is now Chris Eidhof"
/// book[1][\.name].value = "Flo"       // prints nothing: book[0] did not change
/// let snapshot = book.value           // an independent copy
/// ```
///
/// **Notifications.** Observers are called after every write that changed
/// what they observe. For values that are `Equatable` (checked at run time,
/// so it also holds in generic code), "changed" means `!=` the value the
/// observer last saw; for values that are not `Equatable`, an observer of a
/// derived ref is called whenever its parent changed, and an observer of a
/// root on every write. Observers run outside every lock, on the writing
/// thread (or on the root's queue, for a confined root), one notification
/// pass at a time: a write made by an observer, or by another thread while
/// observers run, is delivered in a further pass with the latest value, so no
/// observer ever sees values out of order, and an observer that writes back
/// an equal value does not loop.
///
/// **Threads.** A root protects its value with a lock: reads and writes from
/// any thread are safe and serialized. A ref made with
/// ``init(get:set:addObserver:)`` is as thread-safe as the closures given.
@dynamicMemberLookup
public final class Ref<A>: ObservableValue, @unchecked Sendable {
  /// A function called with the new value after a change.
  public typealias Observer = (A) -> Void

  @usableFromInline let _get: () -> A
  @usableFromInline let _modify: ((inout A) -> Void) -> Void
  @usableFromInline let _addObserver: (@escaping Observer) -> Disposable
  /// The root this ref writes through, for transactions; `nil` for refs built
  /// from bare closures.
  @usableFromInline let root: (any TransactionRoot)?

  @usableFromInline
  init(
    get: @escaping () -> A,
    modify: @escaping ((inout A) -> Void) -> Void,
    addObserver: @escaping (@escaping Observer) -> Disposable,
    root: (any TransactionRoot)?
  ) {
    _get = get
    _modify = modify
    _addObserver = addObserver
    self.root = root
  }

  /// Creates a ref from the three closures of Chris Eidhof's article.
  ///
  /// Use it to adapt any storage (a database row, user defaults, a property
  /// of an object) to the `Ref` interface. Writes through a ref made this way
  /// read the whole value, change it and write it back.
  ///
  /// - Parameters:
  ///   - get: Returns the current value.
  ///   - set: Stores a new value.
  ///   - addObserver: Registers an observer and returns the token that ends
  ///     the observation.
  public init(
    get: @escaping () -> A,
    set: @escaping (A) -> Void,
    addObserver: @escaping (@escaping Observer) -> Disposable
  ) {
    _get = get
    _modify = { body in
      var value = get()
      body(&value)
      set(value)
    }
    _addObserver = addObserver
    root = nil
  }

  /// The current value. Reading returns an independent copy; writing stores
  /// through to the root and notifies the observers whose part changed.
  ///
  /// - Complexity: Reading: O(*d*) for a ref derived *d* levels deep from its
  ///   root, plus the cost of each level's key path or lookup. Writing: the
  ///   same, plus one notification pass over the root's observers.
  @inlinable
  public var value: A {
    get { _get() }
    set { _modify { $0 = newValue } }
  }

  /// Changes the value in place, as one write with one notification.
  ///
  /// Prefer this to `ref.value.x = …; ref.value.y = …`, which writes twice.
  /// When the root holds the only copy of its value, the mutation happens in
  /// place without copying. `body` must not read or write refs of the same
  /// root: it runs while the root is locked.
  ///
  /// - Complexity: The cost of `body`, plus that of a write.
  @inlinable
  public func modify(_ body: (inout A) -> Void) {
    _modify(body)
  }

  /// Calls `observer` with the new value after every change to this ref's
  /// value, until the returned token is released or disposed.
  ///
  /// - Returns: The token that keeps the observation alive. Releasing it
  ///   (for example by not storing it) ends the observation.
  /// - Complexity: O(1) amortized, plus one read of the value to remember
  ///   what the observer has seen.
  @inlinable
  public func addObserver(_ observer: @escaping Observer) -> Disposable {
    _addObserver(observer)
  }
}
