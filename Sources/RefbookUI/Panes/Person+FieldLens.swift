import RefbookModel

extension Person {
  /// One field of the person as a writable value: what ``PersonField/text(in:)``
  /// reads; writing text stores it (``PersonField/set(_:in:)``), writing `nil`
  /// removes the field (``PersonField/remove(from:)``).
  ///
  /// - Complexity: O(1) to read, plus the field's own work.
  subscript(field: PersonField) -> String? {
    get { field.text(in: self) }
    set {
      if let newValue { field.set(newValue, in: &self) } else { field.remove(from: &self) }
    }
  }
}

extension PersonField {
  /// The key path through which a ref to a person derives a ref to this
  /// field: `personRef[field.lens]`.
  var lens: WritableKeyPath<Person, String?> { \Person[self] }
}
