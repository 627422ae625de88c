/// Returns `==` for `T` when `T` conforms to `Equatable` at run time, so that
/// generic code deduplicates notifications exactly as concrete code does.
@inlinable
func equalityCheck<T>(for type: T.Type) -> ((T, T) -> Bool)? {
  guard let equatable = type as? any Equatable.Type else { return nil }
  func check<E: Equatable>(_: E.Type) -> (T, T) -> Bool {
    // `E` is `T` itself (the opened dynamic type of `T.self`), so the casts
    // are identities.
    { unsafeBitCast($0, to: E.self) == unsafeBitCast($1, to: E.self) }
  }
  return check(equatable)
}

/// Wraps an observer so that it is called only when the value differs from
/// the last one it saw (for `Equatable` values; otherwise on every call).
///
/// Not thread-safe by itself: a root calls each observer from one notifying
/// thread at a time.
@inlinable
func distinct<T>(_ observer: @escaping (T) -> Void, startingFrom current: T) -> (T) -> Void {
  guard let isSame = equalityCheck(for: T.self) else { return observer }
  var last = current
  return { value in
    if isSame(last, value) { return }
    last = value
    observer(value)
  }
}

/// Wraps an identity ref's observer so that it is told the element `id` of
/// each storage it is given only when the element differs from the last
/// one it was told (for `Equatable` elements; otherwise when its version
/// changed), for a storage that keeps versions (see
/// ``IdentifiedStorage/keepsVersions``): the element is read only when its
/// version changed, and the one before it then from the storage seen last,
/// when it was not read yet.
///
/// Not thread-safe by itself, as ``distinct(_:startingFrom:)``.
@inlinable
func distinctElement<S: IdentifiedStorage>(
  _ observer: @escaping (S.Element?) -> Void, id: S.Element.ID, startingFrom start: S
) -> (S) -> Void {
  let isSame = equalityCheck(for: S.Element?.self)
  var seen = start
  var version = start.version(of: id)
  var last: S.Element??
  return { storage in
    let current = storage.version(of: id)
    defer { (seen, version) = (storage, current) }
    guard current != version else { return }
    let element = storage[id: id]
    defer { last = element }
    if let isSame, isSame(last ?? seen[id: id], element) { return }
    observer(element)
  }
}
