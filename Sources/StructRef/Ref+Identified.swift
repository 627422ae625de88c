extension Ref where A: IdentifiedStorage {
  /// A ref to the element with identity `id`, wherever it is now.
  ///
  /// Unlike an index ref, an identity ref keeps referring to the same element
  /// through inserts, deletes, moves and sorts. This answers the article's
  /// puzzle: after `persons.value.removeFirst()`, a ref made with
  /// `persons[id: first.id]` reads `nil` — its element is gone — instead of
  /// silently reading the next person.
  ///
  /// The contract, once the element is gone: reading returns `nil`; writing
  /// changes nothing (it neither resurrects the element nor crashes); its
  /// observers are told `nil` once. While the element is alive, writing
  /// `nil` removes it, and a write that would change the element's `id` is
  /// ignored (the ref could no longer find it).
  ///
  /// - Complexity: O(1) to create; each access costs that of the storage's
  ///   `subscript(id:)`. An observer reads the element at once and at every
  ///   change of the storage, unless the storage keeps versions (see
  ///   ``IdentifiedStorage/keepsVersions``): then it reads it only when its
  ///   version changed.
  @inlinable
  public subscript(id id: A.Element.ID) -> Ref<A.Element?> {
    let parent = self
    return Ref<A.Element?>(
      get: { parent._get()[id: id] },
      modify: { body in
        parent._modify { storage in
          guard let current = storage[id: id] else { return }
          var element: A.Element? = current
          body(&element)
          if let element, element.id != id { return }
          storage[id: id] = element
        }
      },
      addObserver: { observer in
        let storage = parent._get()
        guard A.keepsVersions else {
          let deliver = distinct(observer, startingFrom: storage[id: id])
          return parent._addObserver { deliver($0[id: id]) }
        }
        return parent._addObserver(distinctElement(observer, id: id, startingFrom: storage))
      },
      root: root)
  }
}
