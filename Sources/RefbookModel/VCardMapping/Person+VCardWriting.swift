import VCard

extension Person {
  /// The card for this person, in `version`'s forms.
  ///
  /// Properties come in a fixed order, so that writing the same person
  /// always gives the same text: `FN`, `N`, `NICKNAME`, `ORG`, `TITLE`,
  /// `EMAIL`s, `TEL`s, `ADR`s, `URL`s, `BDAY`, `CATEGORIES`, `NOTE`, `UID`,
  /// then ``otherProperties`` verbatim in their order. Empty fields are left
  /// out, except that `FN` is always written (from ``displayName`` when the
  /// formatted name is blank) and `N` always in vCard 3.0, which requires it.
  /// The parts of `N` are written with their commas unescaped: in a name
  /// they separate several values (`Jr.,M.Sc.`), as ``PersonName`` holds them;
  /// a comma read as part of one value is written back escaped, while the
  /// value is unchanged (see `StructuredComponents`).
  /// Preferred values get `PREF=1` in 4.0 and `TYPE=pref` in 3.0; a phone
  /// read as a `tel:` URI is written as one again.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the person's fields.
  public func vCard(version: VCardVersion = .v4) -> Card {
    var properties: [VCardProperty] = []
    func single(_ field: String, _ raw: String) {
      let extras = fieldExtras[field]
      properties.append(VCardProperty(
        group: extras?.group, name: field, parameters: extras?.parameters ?? [], value: raw))
    }

    single("FN", VCardValue.escape(formattedName.isBlank ? displayName : formattedName))
    if name != PersonName() || version == .v3 || fieldExtras["N"] != nil {
      let parts = [name.family, name.given, name.additional, name.prefix, name.suffix]
      single("N", StructuredComponents.raw(parts, extras: fieldExtras["N"], escapingCommas: false))
    }
    if !nicknames.isEmpty { single("NICKNAME", VCardValue.join(nicknames, separator: ",")) }
    if !organization.isEmpty { single("ORG", VCardValue.join(organization, separator: ";")) }
    if !title.isEmpty { single("TITLE", VCardValue.escape(title)) }
    properties += emails.map { $0.property(named: "EMAIL", version: version) }
    properties += phones.map { $0.property(named: "TEL", version: version) }
    properties += addresses.map { $0.property(version: version) }
    properties += urls.map { $0.property(named: "URL", version: version) }
    if !birthday.isEmpty { single("BDAY", VCardValue.escape(birthday)) }
    if !categories.isEmpty { single("CATEGORIES", VCardValue.join(categories, separator: ",")) }
    if !note.isEmpty { single("NOTE", VCardValue.escape(note)) }
    single("UID", VCardValue.escape(id))
    properties += otherProperties
    return Card(version: version.rawValue, properties: properties)
  }
}
