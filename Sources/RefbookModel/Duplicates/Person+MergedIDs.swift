import VCard

extension Person {
  /// The vCard property a merged person records each merged-away UID in
  /// (`X-REFBOOK-MERGED-UID:urn:uuid:…`), one per UID. It is kept among
  /// ``otherProperties``, so it is written and read back like any unmodelled
  /// property, and it is one of the ``outlineProperties``, so a book finds
  /// it without decoding its persons.
  public static let mergedIDProperty = "X-REFBOOK-MERGED-UID"

  /// The UIDs of the persons merged into this one (see
  /// ``init(merging:)``), in the order recorded.
  ///
  /// - Complexity: O(*p*) in the number of ``otherProperties``.
  public var mergedIDs: [Person.ID] {
    otherProperties.filter { $0.name == Self.mergedIDProperty }.map { VCardValue.unescape($0.value) }
  }

  /// Records `id` as merged into this person, unless it is this person's
  /// own or already recorded.
  mutating func recordMerged(_ id: Person.ID) {
    guard id != self.id, !mergedIDs.contains(id) else { return }
    otherProperties.append(VCardProperty(name: Self.mergedIDProperty, value: VCardValue.escape(id)))
  }
}
