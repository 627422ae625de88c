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
}
