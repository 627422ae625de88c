import VCard

extension PostalAddress {
  /// The number of `ADR` components RFC 6350 defines and the model holds.
  static let componentCount = 7

  /// Reads an `ADR` property of a card of `version`: its seven components
  /// unescaped (an escaped `;` stays inside its component), as
  /// ``StructuredComponents`` reads them.
  init(reading property: VCardProperty, version: String?) {
    let typed = TypedParameters(reading: property)
    let components = StructuredComponents(
      reading: property.value, count: Self.componentCount, version: version, escapingCommas: true)
    let parts = components.values
    var extras = typed.extras
    extras.keptComponents = components.kept
    extras.extraComponents = components.extra
    self.init(
      poBox: parts[0], extended: parts[1], street: parts[2], locality: parts[3],
      region: parts[4], postalCode: parts[5], country: parts[6],
      types: typed.types, isPreferred: typed.isPreferred, extra: extras)
  }

  /// The `ADR` property for this address, for `version`.
  func property(version: VCardVersion) -> VCardProperty {
    let typed = TypedParameters(types: types, isPreferred: isPreferred, extras: extra)
    let parts = [poBox, extended, street, locality, region, postalCode, country]
    let raw = StructuredComponents.raw(parts, extras: extra, escapingCommas: true)
    return VCardProperty(group: extra.group, name: "ADR", parameters: typed.parameters(for: version), value: raw)
  }
}
