extension Person: OutlineFields {
  /// The person's outline: its fields that ``PersonOutline`` holds.
  ///
  /// - Complexity: O(*p*) in the number of ``otherProperties`` (for
  ///   ``mergedIDs``).
  public var outline: PersonOutline {
    PersonOutline(
      id: id, formattedName: formattedName, name: name, nicknames: nicknames, emails: emails, phones: phones,
      organization: organization, categories: categories, mergedIDs: mergedIDs)
  }

  /// The person of whom only `outline` is known: its fields those of the
  /// outline (the merged UIDs recorded as ``recordMerged(_:)`` records
  /// them), every other field empty.
  init(_ outline: PersonOutline) {
    self.init(
      id: outline.id, formattedName: outline.formattedName, name: outline.name, nicknames: outline.nicknames,
      emails: outline.emails, phones: outline.phones, organization: outline.organization, categories: outline.categories)
    for id in outline.mergedIDs { recordMerged(id) }
  }
}
