import StructRef

/// A book is identified storage, so `book[id: x]` on a `Ref<Addressbook>`
/// is StructRef's identity ref: it follows one person through every change,
/// reads `nil` once the person is deleted, and ignores writes after that
/// (rather than inserting the person again) and writes that would change
/// the id (rather than trapping).
///
/// Each person's revision (see ``Stamp``) is its version: an identity ref's
/// observer decodes its person only when the person changed, not when it
/// starts observing, nor when another person changes.
extension Addressbook: IdentifiedStorage {
  public static var keepsVersions: Bool { true }

  /// The revision of the person with `id`, renewed at every change of the person.
  ///
  /// - Complexity: O(log n); nothing is decoded.
  public func version(of id: Person.ID) -> UInt64? {
    entries[id]?.revision.value
  }
}
