/// Storage whose elements can be found by their identity.
///
/// Conform your collection type to get identity refs,
/// ``Ref/subscript(id:)``, that follow one element through inserts, deletes,
/// moves and sorts. `Array` conforms when its elements are `Identifiable`;
/// a keyed or persistent store (a dictionary by id) makes the lookup cheap.
///
/// A storage whose elements are expensive to read (decoded on demand, say)
/// can keep a version of each (see ``keepsVersions``): an identity ref's
/// observer then reads its element only when the element's version changed,
/// not when it is added, nor at every change of another element.
public protocol IdentifiedStorage {
  /// What the storage keeps: values with an identity.
  associatedtype Element: Identifiable

  /// The element with identity `id`, or `nil` if there is none.
  ///
  /// Setting `nil` removes the element; setting an element replaces the one
  /// with that identity, or adds it if there is none.
  subscript(id id: Element.ID) -> Element? { get set }

  /// Whether the storage keeps a version of each element (see
  /// ``version(of:)``), and a copy of it is cheap to keep: an identity
  /// ref's observer keeps the storage it saw last, to read the element as
  /// it was only when its version changed. `false` by default: the
  /// observer reads its element at once, and at every change.
  static var keepsVersions: Bool { get }

  /// The version of the element with identity `id`, `nil` when there is
  /// none: cheap to ask for, and different after every change of the
  /// element (a replaced element, even by an equal one, may get a new
  /// version). Asked for only when ``keepsVersions``; a storage that keeps
  /// no versions says `nil`. Required, so that a storage turning
  /// ``keepsVersions`` on cannot leave it out and tell its observers nothing.
  ///
  /// - Complexity: Expected to be that of finding the element, without reading it.
  func version(of id: Element.ID) -> UInt64?
}

extension IdentifiedStorage {
  public static var keepsVersions: Bool { false }
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

  /// `nil`: an array keeps no versions of its elements.
  public func version(of id: Element.ID) -> UInt64? { nil }
}
