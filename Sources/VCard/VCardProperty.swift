/// One content line of a vCard: `group.NAME;PARAM=a,b:value`.
///
/// A property is kept exactly as it was read, so that whatever refbook does not
/// model (photos, `X-` extensions, parameters, groups) is written back unchanged.
/// The `value` is the *raw* text after unfolding and after quoted-printable
/// decoding, but **before** vCard backslash unescaping: components separated by
/// `;` and list items separated by `,` stay distinguishable. Use
/// ``VCardValue`` to split and unescape it.
public struct VCardProperty: Hashable, Sendable {
  /// The group prefix (`item1` in `item1.EMAIL`), if any. Case is preserved.
  public var group: String?
  /// The property name, upper-cased (`EMAIL`, `X-ABLABEL`).
  public var name: String
  /// Parameters in their original order, names upper-cased.
  public var parameters: [VCardParameter]
  /// The raw (still escaped) value.
  public var value: String

  public init(group: String? = nil, name: String, parameters: [VCardParameter] = [], value: String) {
    self.group = group
    self.name = name.asciiUppercaseName
    self.parameters = parameters
    self.value = value
  }

  /// A line of a card that could not be read as a property (no `:`, a `#`
  /// comment, an invalid name), kept verbatim so that it is written back as
  /// it came: its ``name`` is empty and its ``value`` is the whole line; or
  /// the lines of a card nested in the card, joined by LF.
  ///
  /// - Complexity: O(1).
  public init(unreadableLine line: String) {
    self.init(name: "", value: line)
  }

  /// Whether this is a kept ``init(unreadableLine:)``, whose ``value`` is the
  /// whole line rather than a value.
  ///
  /// - Complexity: O(1).
  public var isUnreadableLine: Bool { name.isEmpty }
}

/// A property parameter: `TYPE=work,voice` is one parameter with two values.
public struct VCardParameter: Hashable, Sendable {
  /// The parameter name, upper-cased. vCard 2.1's bare types (`;WORK;VOICE`)
  /// are read as `TYPE` parameters.
  public var name: String
  /// The values, with any surrounding double quotes removed.
  public var values: [String]

  public init(name: String, values: [String]) {
    self.name = name.asciiUppercaseName
    self.values = values
  }
}

extension String {
  /// The name upper-cased, as properties keep names and version rules
  /// compare them; the text itself, without a copy, when it is already
  /// upper-case ASCII (as names read from a file nearly always are).
  ///
  /// - Complexity: O(*n*) in the length of the name.
  var asciiUppercaseName: String {
    utf8.allSatisfy { $0 < 0x80 && !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } ? self : uppercased()
  }
}
