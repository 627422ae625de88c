/// Which properties, parameters and value types a vCard version defines:
/// vCard 3.0 by RFC 2426 (with RFC 2425's `NAME`, `PROFILE`, `SOURCE` and
/// RFC 4770's `IMPP`), vCard 4.0 by RFC 6350 (with the registered
/// extensions of RFC 6474 and RFC 6715).
///
/// Extension names (`X-…`) are allowed in both versions, for properties and
/// for parameters. Names are compared upper-cased.
public struct VCardVersionRules: Sendable {
  /// The version these rules describe.
  public let version: VCardVersion
  /// The property names the version defines, besides `BEGIN`, `END` and `VERSION`.
  public let properties: Set<String>
  /// The parameters the version allows on every property.
  public let parameters: Set<String>
  /// Parameters the version allows on some properties only, by property.
  public let propertyParameters: [String: Set<String>]
  /// The values the `VALUE` parameter may take, lower-cased.
  public let valueTypes: Set<String>
  /// The properties a card may hold at most once.
  public let singular: Set<String>

  /// The rules of `version`.
  ///
  /// - Complexity: O(1).
  public static func of(_ version: VCardVersion) -> VCardVersionRules {
    switch version {
    case .v3: v3
    case .v4: v4
    }
  }

  /// RFC 2426 §3 (and RFC 2425 §6, RFC 4770 for `IMPP`).
  private static let v3 = VCardVersionRules(
    version: .v3,
    properties: [
      "SOURCE", "NAME", "PROFILE", "FN", "N", "NICKNAME", "PHOTO", "BDAY", "ADR", "LABEL", "TEL", "EMAIL",
      "MAILER", "TZ", "GEO", "TITLE", "ROLE", "LOGO", "AGENT", "ORG", "CATEGORIES", "NOTE", "PRODID", "REV",
      "SORT-STRING", "SOUND", "UID", "URL", "CLASS", "KEY", "IMPP",
    ],
    parameters: ["TYPE", "VALUE", "ENCODING", "LANGUAGE"],
    propertyParameters: [:],
    valueTypes: [
      "binary", "boolean", "date", "date-time", "float", "integer", "text", "time", "uri", "utc-offset",
      "phone-number", "vcard",
    ],
    singular: ["N", "PRODID"])

  /// RFC 6350 §5–6 (and RFC 6474, RFC 6715).
  private static let v4 = VCardVersionRules(
    version: .v4,
    properties: [
      "SOURCE", "KIND", "XML", "FN", "N", "NICKNAME", "PHOTO", "BDAY", "ANNIVERSARY", "GENDER", "ADR", "TEL",
      "EMAIL", "IMPP", "LANG", "TZ", "GEO", "TITLE", "ROLE", "LOGO", "ORG", "MEMBER", "RELATED", "CATEGORIES",
      "NOTE", "PRODID", "REV", "SOUND", "UID", "CLIENTPIDMAP", "URL", "KEY", "FBURL", "CALADRURI", "CALURI",
      "BIRTHPLACE", "DEATHPLACE", "DEATHDATE", "EXPERTISE", "HOBBY", "INTEREST", "ORG-DIRECTORY",
    ],
    parameters: ["LANGUAGE", "VALUE", "PREF", "ALTID", "PID", "TYPE", "MEDIATYPE"],
    propertyParameters: [
      "N": ["SORT-AS"], "ORG": ["SORT-AS"], "BDAY": ["CALSCALE"], "ANNIVERSARY": ["CALSCALE"],
      "DEATHDATE": ["CALSCALE"], "ADR": ["LABEL", "GEO", "TZ"], "EXPERTISE": ["LEVEL", "INDEX"],
      "HOBBY": ["LEVEL", "INDEX"], "INTEREST": ["LEVEL", "INDEX"], "ORG-DIRECTORY": ["INDEX"],
    ],
    valueTypes: [
      "text", "uri", "date", "time", "date-time", "date-and-or-time", "timestamp", "boolean", "integer", "float",
      "utc-offset", "language-tag",
    ],
    singular: [
      "KIND", "N", "BDAY", "ANNIVERSARY", "GENDER", "PRODID", "REV", "UID", "BIRTHPLACE", "DEATHPLACE", "DEATHDATE",
    ])

  /// Whether a property of this name may appear in a card of this version.
  ///
  /// - Complexity: O(*n*) in the length of `name`.
  public func allows(property name: String) -> Bool {
    Self.isExtension(name) || properties.contains(name.asciiUppercaseName)
  }

  /// Whether the version defines the property (an extension name is not defined).
  ///
  /// - Complexity: O(*n*) in the length of `name`.
  public func defines(property name: String) -> Bool {
    properties.contains(name.asciiUppercaseName)
  }

  /// Whether a parameter of this name may appear on `property` in this version.
  ///
  /// - Complexity: O(*n*) in the length of the names.
  public func allows(parameter name: String, on property: String) -> Bool {
    Self.isExtension(name) || defines(parameter: name, on: property)
  }

  /// Whether the version defines the parameter on `property` (an extension
  /// name is not defined).
  ///
  /// - Complexity: O(*n*) in the length of the names.
  public func defines(parameter name: String, on property: String) -> Bool {
    let name = name.asciiUppercaseName
    return parameters.contains(name) || propertyParameters[property.asciiUppercaseName]?.contains(name) == true
  }

  /// Whether `name` is an extension name (`X-…`).
  ///
  /// - Complexity: O(1).
  public static func isExtension(_ name: String) -> Bool {
    var bytes = name.utf8.makeIterator()
    return bytes.next().map { $0 | 0x20 } == UInt8(ascii: "x") && bytes.next() == UInt8(ascii: "-") && bytes.next() != nil
  }

  /// Whether `name` is a valid name for a group, property or parameter:
  /// one or more ASCII letters, digits and hyphens (RFC 6350 §3.3).
  ///
  /// - Complexity: O(*n*) in the length of `name`.
  public static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.allSatisfy(isNameByte)
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
      true
    default:
      false
    }
  }
}
