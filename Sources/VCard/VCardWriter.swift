/// Writes cards as vCard text: 4.0 by default, 3.0 on request.
///
/// Every card is `BEGIN:VCARD`, `VERSION`, then its properties in the order
/// given (so the same cards always give the same text), then `END:VCARD`.
/// Lines end with CRLF and are folded at 75 octets, never inside a UTF-8
/// sequence. Parameter values are quoted when they hold `:`, `;` or `,`.
/// Values are written as they are (they are raw, still escaped), except that
/// a line break inside one is written as `\n` so that it cannot break the
/// file.
///
/// ``write(_:version:)`` does not convert between versions: it writes the
/// `VERSION` asked for and the properties it is given, so that a card read
/// and written back is unchanged. ``write(_:conformingTo:)`` converts each
/// card into the version's forms (see ``VCardConversion``) and names refbook
/// as its producer, for files other programs will read.
public enum VCardWriter {
  /// The `PRODID` of a conforming export (ISO 9070 formal public identifier).
  public static let productID = "-//refbook//refbook//EN"

  /// The longest physical line, in octets, without its CRLF (RFC 6350 §3.2).
  public static let lineLimit = 75

  /// The text of `cards`, one after the other.
  ///
  /// - Complexity: O(*n*), where *n* is the total size of the properties.
  public static func write(_ cards: some Sequence<Card>, version: VCardVersion = .v4) -> String {
    var out: [UInt8] = []
    for card in cards {
      append(card, version: version, to: &out)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The text of `cards`, each converted into `version`'s forms and given
  /// refbook's `PRODID` in place of any it had: a file valid for the version
  /// it declares (see ``VCardConversion``).
  ///
  /// - Complexity: O(*n*), where *n* is the total size of the properties
  ///   (times the number of a card's `LABEL`s, when it has any).
  public static func write(_ cards: some Sequence<Card>, conformingTo version: VCardVersion) -> String {
    var out: [UInt8] = []
    for card in cards {
      append(VCardConversion.converted(card, to: version), version: version, productID: productID, to: &out)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The text of one card.
  ///
  /// - Complexity: O(*n*), where *n* is the total size of its properties.
  public static func write(_ card: Card, version: VCardVersion = .v4) -> String {
    write(CollectionOfOne(card), version: version)
  }

  /// One property as a content line, unfolded and without its CRLF:
  /// `item1.EMAIL;TYPE=work:jane@example.com`; a kept unreadable line
  /// (``VCardProperty/isUnreadableLine``) as it was read.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the property.
  public static func contentLine(_ property: VCardProperty) -> String {
    if property.isUnreadableLine { return property.value }
    var line = ""
    if let group = property.group, !group.isEmpty { line += group + "." }
    line += property.name
    for parameter in property.parameters {
      line += ";" + parameter.name
      if !parameter.values.isEmpty {
        line += "=" + parameter.values.map(ParameterValue.encode).joined(separator: ",")
      }
    }
    line += ":"
    line += escapingLineBreaks(property.value)
    return line
  }

  private static func append(_ card: Card, version: VCardVersion, productID: String? = nil, to out: inout [UInt8]) {
    appendFolded("BEGIN:VCARD", to: &out)
    appendFolded("VERSION:" + version.rawValue, to: &out)
    if let productID { appendFolded("PRODID:" + productID, to: &out) }
    for property in card.properties {
      appendFolded(contentLine(property), to: &out)
    }
    appendFolded("END:VCARD", to: &out)
  }

  /// Appends `line` with CRLF, folded so that no physical line exceeds
  /// ``lineLimit`` octets and no UTF-8 sequence is split. Each continuation
  /// line starts with one space, which counts toward its limit.
  private static func appendFolded(_ line: String, to out: inout [UInt8]) {
    var line = line
    line.withUTF8 { bytes in
      var start = 0
      var limit = lineLimit
      while bytes.count - start > limit {
        var end = start + limit
        while end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        out.append(contentsOf: bytes[start..<end])
        out += [UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: " ")]
        start = end
        limit = lineLimit - 1
      }
      out.append(contentsOf: bytes[start...])
    }
    out += [UInt8(ascii: "\r"), UInt8(ascii: "\n")]
  }

  private static func escapingLineBreaks(_ value: String) -> String {
    LineBreaks.occur(in: value.utf8) ? String(decoding: LineBreaks.escaped(value.utf8), as: UTF8.self) : value
  }
}
