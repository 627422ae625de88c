/// Storage whose elements can be found by their identity.
///
/// Conform your collection type to get identity refs,
/// ``Ref/subscript(id:)``, that follow one element through inserts, deletes,
/// moves and sorts. `Array` conforms when its elements are `Identifiable`;
/// a keyed or persistent store (a dictionary by id) makes the lookup cheap.
public protocol IdentifiedStorage {
  associatedtype Element: Identifiable

  /// The element with identity `id`, or `nil` if there is none.
  ///
  /// Setting `nil` removes the element; setting an element replaces the one
  /// with that identity, or adds it if there is none.
  subscript(id id: Element.ID) -> Element? { get set }
}

extension Array: IdentifiedStorage where Element: Identifiable {
  /// The first element whose `id` is `id`.
  ///
  /// - Complexity: O(*n*): arrays are searched linearly. Store large
  ///   collections by identity to make this O(1) or O(log *n*).
  public subscript(id id: Element.ID) -> Element? {
    get { first { $0.id == id } }
    set {
      switch (firstIndex { $0.id == id }, newValue) {
      case (let index?, let element?): self[index] = element
      case (let index?, nil): remove(at: index)
      case (nil, let element?): append(element)
      case (nil, nil): break
      }
    }
  }
}
