extension Ref {
  /// A ref to the part of this ref's value at `keyPath`.
  ///
  /// The child reads and writes through this ref, so a write to the child is
  /// a write to the root. Its observers are called only when the part at
  /// `keyPath` changed (for `Equatable` parts), not on every change anywhere
  /// in the root.
  ///
  /// ```swift
  /// let name = person[\.name]      // Ref<String>
  /// name.value = "Zoë"            // person.value.name == "Zoë"
  /// ```
  ///
  /// - Complexity: O(1) to create. Each read or write costs that of the
  ///   parent plus the key path access.
  @inlinable
  public subscript<B>(keyPath: WritableKeyPath<A, B>) -> Ref<B> {
    let parent = self
    return Ref<B>(
      get: { parent._get()[keyPath: keyPath] },
      modify: { body in parent._modify { body(&$0[keyPath: keyPath]) } },
      addObserver: { observer in
        let deliver = distinct(observer, startingFrom: parent._get()[keyPath: keyPath])
        return parent._addObserver { deliver($0[keyPath: keyPath]) }
      },
      root: root)
  }

  /// A ref to a property, written as the property itself: `person.name` is
  /// `person[\.name]`.
  ///
  /// Members of `Ref` (`value`, `modify`, …) take precedence over members of
  /// `A` with the same name; use the key path subscript for those.
  ///
  /// - Complexity: O(1) to create.
  @inlinable
  public subscript<B>(dynamicMember keyPath: WritableKeyPath<A, B>) -> Ref<B> {
    self[keyPath]
  }
}
