import StructRef

/// A book is identified storage, so `book[id: x]` on a `Ref<Addressbook>`
/// is StructRef's identity ref: it follows one person through every change,
/// reads `nil` once the person is deleted, and ignores writes after that
/// (rather than inserting the person again) and writes that would change
/// the id (rather than trapping).
extension Addressbook: IdentifiedStorage {}
