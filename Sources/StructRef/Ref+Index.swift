extension Ref where A: MutableCollection {
  /// A ref to the element at `index`, with the position semantics of the
  /// article: it refers to whatever element is at `index` now, so after the
  /// collection changes it may refer to another element. Use
  /// ``subscript(id:)`` to follow one element instead.
  ///
  /// When `index` is no longer valid (the collection shrank), the ref does
  /// not trap: reading returns the last element it read, writing changes
  /// nothing, and observers are not called until `index` is valid again.
  ///
  /// - Precondition: `index` is a valid index when the ref is created.
  /// - Complexity: O(1) to create for random-access collections. Each read
  ///   or write costs that of the parent plus the element access.
  @inlinable
  public subscript(index: A.Index) -> Ref<A.Element> {
    let parent = self
    let initial = parent._get()
    precondition(isValid(index, in: initial), "Ref[index]: index out of range when the ref was created")
    let lastRead = Locked(initial[index])
    let read = {
      let collection = parent._get()
      guard isValid(index, in: collection) else { return lastRead.value }
      let element = collection[index]
      lastRead.value = element
      return element
    }
    return Ref<A.Element>(
      get: read,
      modify: { body in
        parent._modify { collection in
          if isValid(index, in: collection) { body(&collection[index]) }
        }
      },
      addObserver: { observer in
        let deliver = distinct(observer, startingFrom: read())
        return parent._addObserver { collection in
          if isValid(index, in: collection) { deliver(collection[index]) }
        }
      },
      root: root)
  }
}

@inlinable
func isValid<C: Collection>(_ index: C.Index, in collection: C) -> Bool {
  collection.startIndex <= index && index < collection.endIndex
}
