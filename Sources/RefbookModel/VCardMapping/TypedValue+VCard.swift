import VCard

extension TypedValue {
  /// Reads an `EMAIL`, `TEL` or `URL` property. A `tel:` URI (vCard 4.0)
  /// gives the plain number, with the scheme remembered in
  /// ``PropertyExtras/uriScheme`` so that it is written back the same way.
  init(reading property: VCardProperty) {
    var typed = TypedParameters(reading: property)
    var value = property.value
    if value.utf8.starts(with: "tel:".utf8, by: { $0 | 0x20 == $1 }), value.prefix(4).lowercased() == "tel:" {
      typed.extras.uriScheme = String(value.prefix(3))
      value.removeFirst(4)
    }
    self.init(
      value: typed.isURI ? value : VCardValue.unescape(value),
      types: typed.types, isPreferred: typed.isPreferred, extra: typed.extras)
  }

  /// The property named `name` that holds this value, for `version`.
  func property(named name: String, version: VCardVersion) -> VCardProperty {
    let typed = TypedParameters(types: types, isPreferred: isPreferred, extras: extra)
    let raw = typed.isURI ? (extra.uriScheme.map { $0 + ":" } ?? "") + value : VCardValue.escape(value)
    return VCardProperty(group: extra.group, name: name, parameters: typed.parameters(for: version), value: raw)
  }
}
