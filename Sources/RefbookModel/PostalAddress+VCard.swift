import VCard

extension PostalAddress {
  /// The number of `ADR` components RFC 6350 defines and the model holds.
  static let componentCount = 7

  /// Reads an `ADR` property: its seven components unescaped (an escaped `;`
  /// stays inside its component); any further components are kept raw.
  init(reading property: VCardProperty) {
    let typed = TypedParameters(reading: property)
    let raw = VCardValue.split(property.value, at: ";")
    var parts = raw.prefix(Self.componentCount).map(VCardValue.unescape)
    parts += Array(repeating: "", count: Self.componentCount - parts.count)
    var extras = typed.extras
    extras.extraComponents = Array(raw.dropFirst(Self.componentCount))
    self.init(
      poBox: parts[0], extended: parts[1], street: parts[2], locality: parts[3],
      region: parts[4], postalCode: parts[5], country: parts[6],
      types: typed.types, isPreferred: typed.isPreferred, extra: extras)
  }

  /// The `ADR` property for this address, for `version`.
  func property(version: VCardVersion) -> VCardProperty {
    let typed = TypedParameters(types: types, isPreferred: isPreferred, extras: extra)
    let parts = [poBox, extended, street, locality, region, postalCode, country]
    let raw = ([VCardValue.join(parts, separator: ";")] + extra.extraComponents).joined(separator: ";")
    return VCardProperty(group: extra.group, name: "ADR", parameters: typed.parameters(for: version), value: raw)
  }
}
