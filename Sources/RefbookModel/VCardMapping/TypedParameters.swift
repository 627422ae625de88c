import VCard

/// The parameters of a typed property (`EMAIL`, `TEL`, `URL`, `ADR`) split
/// into what the model holds (types, preferred) and what it keeps verbatim.
///
/// Reading: every `TYPE` value (repeated `TYPE=`, comma lists, vCard 2.1 bare
/// types) becomes a lower-cased type; `pref` among them, or `PREF=1`, makes
/// the value preferred, and a preferred value keeps no `PREF` parameter.
/// Writing gives back `TYPE=a,b` and, when preferred, `PREF=1` in vCard 4.0
/// or the type `pref` in 3.0; the kept parameters come first.
struct TypedParameters: Hashable {
  var types: [String]
  var isPreferred: Bool
  var extras: PropertyExtras

  init(types: [String], isPreferred: Bool, extras: PropertyExtras) {
    self.types = types
    self.isPreferred = isPreferred
    self.extras = extras
  }

  init(reading property: VCardProperty) {
    var types = TypeList()
    var kept: [VCardParameter] = []
    for parameter in property.parameters {
      switch parameter.name {
      case "TYPE":
        types.add(parameter.values)
      case "PREF" where parameter.values.count == 1 && parameter.values[0] == "1":
        types.isPreferred = true
      default:
        kept.append(parameter)
      }
    }
    if types.isPreferred { kept.removeAll { $0.name == "PREF" } }
    self.init(
      types: Self.shared(types.types), isPreferred: types.isPreferred, extras: PropertyExtras(group: property.group, parameters: kept))
  }

  /// The types read from `TYPE` parameters, as ``init(reading:)`` reads
  /// them: lower-cased, `pref` making the value preferred.
  struct TypeList {
    private(set) var types: [String] = []
    var isPreferred = false

    /// Reads the values of one `TYPE` parameter (each may be a comma list).
    mutating func add(_ values: [String]) {
      for value in values {
        if value.utf8.contains(UInt8(ascii: ",")) {
          value.split(separator: ",").forEach { add(type: $0) }
        } else if !value.isEmpty {
          add(type: value)
        }
      }
    }

    private mutating func add(type: some StringProtocol) {
      let type = TypedParameters.lowercased(type)
      if type == "pref" { isPreferred = true } else { types.append(type) }
    }
  }

  /// `type` lower-cased: itself, not a copy made by Unicode's rules, when
  /// it holds no upper-case ASCII letter and nothing beyond ASCII (as
  /// types nearly always are).
  fileprivate static func lowercased(_ type: some StringProtocol) -> String {
    type.utf8.allSatisfy { $0 < 0x80 && $0 &- UInt8(ascii: "A") >= 26 } ? String(type) : type.lowercased()
  }

  /// `types`, or an equal list from ``commonTypes``: the lists most values
  /// carry are then held once in memory, not once per value.
  static func shared(_ types: [String]) -> [String] {
    guard types.count == 1 || types.count == 2 else { return types }
    return commonTypes.first { $0 == types } ?? types
  }

  /// The type lists of RFC 6350 and 2426 that most emails, phones and
  /// addresses carry.
  private static let commonTypes: [[String]] = [
    ["home"], ["work"], ["cell"], ["voice"], ["fax"], ["internet"], ["text"], ["pager"], ["other"], ["mobile"], ["main"],
    ["home", "voice"], ["work", "voice"], ["cell", "voice"], ["voice", "home"], ["voice", "work"], ["voice", "cell"],
    ["home", "fax"], ["work", "fax"], ["internet", "home"], ["internet", "work"], ["home", "internet"], ["work", "internet"],
  ]

  /// Whether the value is a URI (`VALUE=uri`, or a scheme was stripped), and
  /// so is neither unescaped when read nor escaped when written.
  var isURI: Bool {
    extras.uriScheme != nil
      || extras.parameters.contains { $0.name == "VALUE" && $0.values.contains { $0.lowercased() == "uri" } }
  }

  func parameters(for version: VCardVersion) -> [VCardParameter] {
    var parameters = extras.parameters
    if isPreferred { parameters.removeAll { $0.name == "PREF" } }
    let typeValues = types + (isPreferred && version == .v3 ? ["pref"] : [])
    if !typeValues.isEmpty { parameters.append(VCardParameter(name: "TYPE", values: typeValues)) }
    if isPreferred && version == .v4 { parameters.append(VCardParameter(name: "PREF", values: ["1"])) }
    return parameters
  }
}
