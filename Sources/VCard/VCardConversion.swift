/// Rewrites a card, read in any version, into the forms of one version, so
/// that an export is valid for the version it declares (see
/// ``VCardVersionRules``).
///
/// What has an equivalent is converted:
/// - binary `PHOTO`, `LOGO`, `SOUND`, `KEY` (`ENCODING=b`, 2.1's `BASE64`)
///   ⇄ `data:` URIs, and a 4.0 URI gets `VALUE=uri` in 3.0;
/// - 3.0 `LABEL` ⇄ 4.0 `ADR;LABEL=` (a `LABEL` goes to an unlabelled `ADR`
///   of the same group and types, see `attachingLabels`; one without such an
///   `ADR` is kept as `X-LABEL`; in 3.0 it follows its `ADR`);
/// - 3.0 `SORT-STRING` ⇄ 4.0 `N;SORT-AS=`;
/// - 4.0 `KIND` ⇄ Apple's `X-ADDRESSBOOKSERVER-KIND`;
/// - `PREF=1` ⇄ `TYPE=pref`; a 4.0 `tel:` URI is a plain number in 3.0.
///
/// Every other property or parameter the version does not define is kept
/// with an `X-` prefix (`ANNIVERSARY` → `X-ANNIVERSARY`, `GENDER` →
/// `X-GENDER`, `AGENT` → `X-AGENT`, `ALTID` → `X-ALTID`), and such an `X-` name is given back its
/// own name in the version that defines it, so an export in one version
/// read and exported in the other comes back as it was. `CHARSET` and
/// `ENCODING` other than base64 are dropped: the values are already decoded
/// text, written in UTF-8. A `VALUE` the version does not know is dropped.
/// `PRODID` is dropped: it names the program that wrote the input, and the
/// writer names its own. A second `N` (or, in 4.0, `UID`, `BDAY`, …: see
/// ``VCardVersionRules/singular``) is kept as `X-N`, but in 4.0 one with the
/// `ALTID` of the first: the two are representations of one name (in two
/// languages, say), which RFC 6350 §5.4 counts as one. The group of `UID` and
/// `CATEGORIES` is dropped: it ties nothing together, and readers such as
/// vobject refuse it. Characters that a group, property or parameter
/// name may not hold become `-`; a property without a name (a line that
/// could not be read, kept verbatim) is kept whole as an
/// `X-REFBOOK-UNREADABLE` text (see ``unreadable(_:)``).
public enum VCardConversion {
  /// The card in `version`'s forms, its `version` set to it.
  ///
  /// - Complexity: O(*s* + *n* · *l*), where *s* is the size of the card, *n*
  ///   its number of properties and *l* its number of `LABEL`s.
  public static func converted(_ card: Card, to version: VCardVersion) -> Card {
    var properties = card.properties.filter { $0.name != "PRODID" && $0.name != "VERSION" }
    if version == .v4 {
      properties = attachingLabels(properties)
      properties = attachingSortString(properties)
    }
    let rules = Rules(target: .of(version), other: .of(version == .v4 ? .v3 : .v4))
    // The `ALTID` of the first of each singular name (`nil` for none).
    var first: [String: String?] = [:]
    var converted = properties.flatMap { rules.convert($0) }
    for index in converted.indices where rules.target.singular.contains(converted[index].name) {
      let altID = version == .v4 ? converted[index].parameters.first { $0.name == "ALTID" }?.values.first : nil
      guard let firstAltID = first[converted[index].name] else {
        first.updateValue(altID, forKey: converted[index].name)
        continue
      }
      if altID == nil || altID != firstAltID {
        converted[index].name = "X-" + converted[index].name
        converted[index].parameters = rules.parameters(converted[index].parameters, of: converted[index].name)
      }
    }
    return Card(version: version.rawValue, properties: converted, line: card.line)
  }

  /// A property that cannot be written as it is (a line that could not be
  /// read), as an `X-REFBOOK-UNREADABLE` text holding its whole line, so
  /// that nothing is lost and other programs still read the file.
  ///
  /// - Complexity: O(*n*) in the size of the property.
  public static func unreadable(_ property: VCardProperty) -> VCardProperty {
    let line = property.name.isEmpty ? property.value : VCardWriter.contentLine(property)
    return VCardProperty(name: "X-REFBOOK-UNREADABLE", value: VCardValue.escape(line))
  }

  /// The two tables a conversion goes between.
  struct Rules {
    var target: VCardVersionRules
    var other: VCardVersionRules

    var version: VCardVersion { target.version }

    /// `property` in the target version: one property, or two when a 4.0
    /// parameter becomes a 3.0 property of its own (`LABEL`, `SORT-STRING`).
    func convert(_ property: VCardProperty) -> [VCardProperty] {
      guard !property.name.isEmpty else { return [unreadable(property)] }
      var property = property
      property.name = Self.validName(property.name)
      property.group = Self.groupless.contains(property.name) ? nil : property.group.map(Self.validName)
      if MediaValue.properties.contains(property.name) { MediaValue.convert(&property, to: version) }
      if version == .v3, property.name == "TEL" { Self.removeTelScheme(&property) }
      var split: [VCardProperty] = []
      if version == .v3 { split = splittingParameters(&property) } else { Self.movingFormerPropertiesLast(&property) }
      named(&property)
      for index in split.indices { named(&split[index]) }
      return [property] + split
    }

    /// Gives `property` its name and parameters in the target version.
    private func named(_ property: inout VCardProperty) {
      property.name = name(property.name)
      property.parameters = parameters(property.parameters, of: property.name)
    }

    /// The property name in the target version (see ``VCardConversion``).
    func name(_ name: String) -> String {
      let unextended = name.utf8.starts(with: "X-".utf8) ? name.utf8.dropFirst(2) : nil
      if let alias = Self.aliases.first(where: { alias in
        name == alias.v4 || name == alias.v3 || unextended.map { $0.elementsEqual(alias.v4.utf8) } == true
      }) {
        return version == .v4 ? alias.v4 : alias.v3
      }
      if target.defines(property: name) { return name }
      if VCardVersionRules.isExtension(name) {
        let base = String(name.dropFirst(2))
        return target.defines(property: base) && !other.defines(property: base) ? base : name
      }
      return "X-" + name
    }

    /// Properties whose group ties nothing together and that readers such
    /// as vobject (and so khard) refuse with a group.
    private static let groupless: Set<String> = ["UID", "CATEGORIES"]

    /// 4.0 names with a 3.0 spelling other than `X-` and the name (which
    /// stands for the 4.0 name as well).
    private static let aliases: [(v4: String, v3: String)] = [("KIND", "X-ADDRESSBOOKSERVER-KIND")]

    /// The parameters of a property named `property` in the target version.
    func parameters(_ parameters: [VCardParameter], of property: String) -> [VCardParameter] {
      var out: [VCardParameter] = []
      var preferred = false
      for var parameter in parameters {
        parameter.name = Self.validName(parameter.name)
        switch parameter.name {
        case "CHARSET":
          continue
        case "ENCODING" where !MediaValue.isBase64(parameter):
          continue
        case "VALUE":
          parameter.values = parameter.values.filter { target.valueTypes.contains($0.lowercased()) }
          if parameter.values.isEmpty { continue }
        case "PREF" where version == .v3 && parameter.values == ["1"]:
          preferred = true
          continue
        case "TYPE":
          // A repeated type says nothing more; dropping it also keeps a 3.0
          // `LABEL` and the address it is attached to in 4.0 alike.
          parameter.values = Self.unique(parameter.values)
          guard version == .v4 else {
            parameter.name = parameterName(parameter.name, on: property)
            break
          }
          let types = parameter.values.filter { $0.lowercased() != "pref" }
          preferred = preferred || types.count < parameter.values.count
          parameter.values = types
          if types.isEmpty { continue }
        default:
          parameter.name = parameterName(parameter.name, on: property)
        }
        out.append(parameter)
      }
      guard preferred else { return out }
      if version == .v4 {
        if !out.contains(where: { $0.name == "PREF" }) { out.append(VCardParameter(name: "PREF", values: ["1"])) }
      } else if let type = out.firstIndex(where: { $0.name == "TYPE" }) {
        if !out[type].values.contains(where: { $0.lowercased() == "pref" }) { out[type].values.append("pref") }
      } else {
        out.append(VCardParameter(name: "TYPE", values: ["pref"]))
      }
      return out
    }

    /// `values` without repeats (compared without case), the first of each kept.
    private static func unique(_ values: [String]) -> [String] {
      guard values.count > 1 else { return values }
      var seen: Set<String> = []
      return values.filter { seen.insert($0.lowercased()).inserted }
    }

    private func parameterName(_ name: String, on property: String) -> String {
      if target.defines(parameter: name, on: property) { return name }
      if VCardVersionRules.isExtension(name) {
        let base = String(name.dropFirst(2))
        let isOwn = target.defines(parameter: base, on: property) && !other.defines(parameter: base, on: property)
        return isOwn ? base : name
      }
      return "X-" + name
    }

    /// Takes 4.0's `ADR;LABEL=` and `N;SORT-AS=` off `property` and gives
    /// the 3.0 properties that hold them (`LABEL` with the address's group
    /// and types, `SORT-STRING`).
    private func splittingParameters(_ property: inout VCardProperty) -> [VCardProperty] {
      let (name, parameter) =
        switch property.name {
        case "ADR": ("LABEL", "LABEL")
        case "N": ("SORT-STRING", "SORT-AS")
        default: ("", "")
        }
      guard !name.isEmpty, let index = property.parameters.firstIndex(where: { $0.name == parameter }) else {
        return []
      }
      let text = property.parameters.remove(at: index).values.joined(separator: ",")
      // A label belongs to its address; SORT-STRING to the whole card.
      guard name == "LABEL" else { return [VCardProperty(name: name, value: VCardValue.escape(text))] }
      let types = property.parameters.filter { $0.name == "TYPE" || $0.name == "PREF" }
      return [VCardProperty(group: property.group, name: name, parameters: types, value: VCardValue.escape(text))]
    }

    /// In 4.0, moves `ADR;LABEL=` and `N;SORT-AS=` after the other parameters,
    /// where they are put when made from 3.0's `LABEL` and `SORT-STRING`, so
    /// that a card gives the same text whichever version it was read in.
    private static func movingFormerPropertiesLast(_ property: inout VCardProperty) {
      let former = property.name == "ADR" ? "LABEL" : property.name == "N" ? "SORT-AS" : ""
      guard !former.isEmpty, property.parameters.contains(where: { $0.name == former }) else { return }
      let moved = property.parameters.filter { $0.name == former }
      property.parameters.removeAll { $0.name == former }
      property.parameters += moved
    }

    /// A 4.0 `tel:` URI as the plain text number 3.0 expects.
    private static func removeTelScheme(_ property: inout VCardProperty) {
      guard property.value.utf8.count >= 4, property.value.prefix(4).lowercased() == "tel:" else { return }
      property.value = VCardValue.escape(String(property.value.dropFirst(4)))
      property.parameters.removeAll { $0.name == "VALUE" }
    }

    /// `name` with each character a name may not hold replaced by `-`.
    static func validName(_ name: String) -> String {
      guard !VCardVersionRules.isValidName(name) else { return name }
      let bytes = name.utf8.map { VCardVersionRules.isNameByte($0) ? $0 : UInt8(ascii: "-") }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}
