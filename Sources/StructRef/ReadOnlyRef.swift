/// A ref that can be read and observed but not written — John Sundell's
/// partial immutability for the parts of a model a screen must not change.
///
/// Derive one from any ref with ``ObservableValue/readOnly`` or with a
/// (possibly get-only) key path; children of a read-only ref are read-only.
///
/// ```swift
/// let header: ReadOnlyRef<Int> = book.readOnly[\.count]
/// let token = header.addObserver { print("\($0) contacts") }
/// ```
@dynamicMemberLookup
public final class ReadOnlyRef<A>: ObservableValue, @unchecked Sendable {
  @usableFromInline let _get: () -> A
  @usableFromInline let _addObserver: (@escaping (A) -> Void) -> Disposable

  /// Creates a read-only ref from a getter and an observer registration.
  @inlinable
  public init(get: @escaping () -> A, addObserver: @escaping (@escaping (A) -> Void) -> Disposable) {
    _get = get
    _addObserver = addObserver
  }

  /// The current value.
  ///
  /// - Complexity: That of the ref it was derived from, plus the key paths.
  @inlinable
  public var value: A { _get() }

  /// Calls `observer` after each change of this value (for `Equatable`
  /// values, only when it actually changed), until the token is released.
  ///
  /// - Complexity: O(1) amortized.
  @inlinable
  public func addObserver(_ observer: @escaping (A) -> Void) -> Disposable {
    _addObserver(observer)
  }

  /// The part at `keyPath`: `header.count` is `header[\.count]`.
  ///
  /// - Complexity: O(1) to create.
  @inlinable
  public subscript<B>(dynamicMember keyPath: KeyPath<A, B>) -> ReadOnlyRef<B> {
    self[keyPath]
  }
}
