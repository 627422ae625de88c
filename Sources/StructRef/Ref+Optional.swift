extension Ref {
  /// A ref to a property of an optional value — typically of an identity
  /// ref, whose element may be gone: `book[id: id].name` is a `Ref<String?>`
  /// that reads `nil` once the person is deleted.
  ///
  /// Writing through it while the value is `nil`, or writing `nil`, changes
  /// nothing.
  ///
  /// - Complexity: O(1) to create.
  @inlinable
  public subscript<Wrapped, B>(dynamicMember keyPath: WritableKeyPath<Wrapped, B>) -> Ref<B?>
  where A == Wrapped? {
    self[keyPath]
  }

  /// The key path form of ``subscript(dynamicMember:)-(WritableKeyPath<Wrapped,B>)``.
  ///
  /// - Complexity: O(1) to create.
  @inlinable
  public subscript<Wrapped, B>(keyPath: WritableKeyPath<Wrapped, B>) -> Ref<B?> where A == Wrapped? {
    let parent = self
    return Ref<B?>(
      get: { parent._get()?[keyPath: keyPath] },
      modify: { body in
        parent._modify { wrapped in
          guard let current = wrapped?[keyPath: keyPath] else { return }
          var member: B? = current
          body(&member)
          if let member { wrapped?[keyPath: keyPath] = member }
        }
      },
      addObserver: { observer in
        let deliver = distinct(observer, startingFrom: parent._get()?[keyPath: keyPath])
        return parent._addObserver { deliver($0?[keyPath: keyPath]) }
      },
      root: root)
  }
}
