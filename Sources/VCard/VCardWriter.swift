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
    String(decoding: bytes(cards, version: version), as: UTF8.self)
  }

  /// The text of `cards` as UTF-8 bytes, which is how it is made: what a
  /// file is written from.
  ///
  /// - Complexity: O(*n*), where *n* is the total size of the properties.
  public static func bytes(_ cards: some Sequence<Card>, version: VCardVersion = .v4) -> [UInt8] {
    var out = CardBytes(version: version)
    for card in cards {
      out.append(card)
    }
    return out.bytes
  }

  /// The text of `cards`, each converted into `version`'s forms and given
  /// refbook's `PRODID` in place of any it had: a file valid for the version
  /// it declares (see ``VCardConversion``).
  ///
  /// - Complexity: O(*n*), where *n* is the total size of the properties
  ///   (times the number of a card's `LABEL`s, when it has any).
  public static func write(_ cards: some Sequence<Card>, conformingTo version: VCardVersion) -> String {
    String(decoding: bytes(cards, conformingTo: version), as: UTF8.self)
  }

  /// ``write(_:conformingTo:)`` as UTF-8 bytes, which is how it is made.
  ///
  /// - Complexity: O(*n*), where *n* is the total size of the properties
  ///   (times the number of a card's `LABEL`s, when it has any).
  public static func bytes(_ cards: some Sequence<Card>, conformingTo version: VCardVersion) -> [UInt8] {
    var out = CardBytes(version: version, produced: true)
    for card in cards {
      out.append(VCardConversion.converted(card, to: version))
    }
    return out.bytes
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
    var line: [UInt8] = []
    appendContentLine(property, to: &line)
    return String(decoding: line, as: UTF8.self)
  }

  /// One property as a card holds it: its ``contentLine(_:)`` folded, each
  /// physical line ending with CRLF, as ``write(_:version:)`` writes it.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the property.
  public static func foldedLines(_ property: VCardProperty) -> [UInt8] {
    var out = CardBytes(opening: [])
    out.append(property)
    return out.bytes
  }

  /// Appends ``contentLine(_:)`` of `property` to `line`. Values are
  /// written as they are (they are raw, still escaped), except that a line
  /// break inside one is written as `\n`, so that it cannot break the file.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the property.
  static func appendContentLine(_ property: VCardProperty, to line: inout [UInt8]) {
    if property.isUnreadableLine { return line.append(contentsOf: property.value.utf8) }
    if let group = property.group, !group.isEmpty {
      line += group.utf8
      line.append(UInt8(ascii: "."))
    }
    line += property.name.utf8
    for parameter in property.parameters {
      line.append(UInt8(ascii: ";"))
      line += parameter.name.utf8
      for (index, value) in parameter.values.enumerated() {
        line.append(index == 0 ? UInt8(ascii: "=") : UInt8(ascii: ","))
        ParameterValue.append(value, to: &line)
      }
    }
    line.append(UInt8(ascii: ":"))
    LineBreaks.appendEscaped(property.value.utf8, to: &line)
  }
}

/// The bytes of cards being written in one version: each line folded, with
/// CRLF.
private struct CardBytes {
  private(set) var bytes: [UInt8] = []
  /// Every card's first lines: `BEGIN`, `VERSION` and the `PRODID`, if any.
  private let opening: [UInt8]
  /// One content line at a time, before it is folded into ``bytes`` (its
  /// room kept from one line to the next).
  private var line: [UInt8] = []

  /// Cards in `version`, named as refbook's (``VCardWriter/productID``)
  /// when `produced`.
  init(version: VCardVersion, produced: Bool = false) {
    opening = Self.openings[version]![produced ? 1 : 0]
  }

  /// Lines without a card's opening (see ``VCardWriter/foldedLines(_:)``).
  init(opening: [UInt8]) {
    self.opening = opening
  }

  /// Each version's opening lines, without and with the `PRODID`: made
  /// once, as a card may be written alone.
  private static let openings = Dictionary(uniqueKeysWithValues: VCardVersion.allCases.map { version in
    let lines = ["BEGIN:VCARD", "VERSION:\(version.rawValue)", "PRODID:\(VCardWriter.productID)"]
    return (version, [lines.dropLast(), lines[...]].map { lines in
      var opening = CardBytes(opening: [])
      lines.forEach { opening.appendFolded(Array($0.utf8)) }
      return opening.bytes
    })
  })

  mutating func append(_ card: Card) {
    bytes += opening
    for property in card.properties {
      append(property)
    }
    bytes += Self.closing
  }

  /// Appends `property`'s content line, folded: each of its lines, for a
  /// kept unreadable property of several (a nested card's).
  mutating func append(_ property: VCardProperty) {
    if property.isUnreadableLine, property.value.utf8.contains(UInt8(ascii: "\n")) {
      for line in property.value.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
        appendFolded(Array(line))
      }
      return
    }
    line.removeAll(keepingCapacity: true)
    VCardWriter.appendContentLine(property, to: &line)
    appendFolded(line)
  }

  private static let closing = Array("END:VCARD\r\n".utf8)

  /// Appends `line` with CRLF, folded so that no physical line exceeds
  /// ``VCardWriter/lineLimit`` octets and no UTF-8 sequence is split. Each
  /// continuation line starts with one space, which counts toward its limit.
  private mutating func appendFolded(_ line: [UInt8]) {
    var start = 0
    var limit = VCardWriter.lineLimit
    while line.count - start > limit {
      var end = start + limit
      while end > start, line[end] & 0xC0 == 0x80 { end -= 1 }
      bytes.append(contentsOf: line[start..<end])
      bytes += [UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: " ")]
      start = end
      limit = VCardWriter.lineLimit - 1
    }
    bytes.append(contentsOf: line[start...])
    bytes += [UInt8(ascii: "\r"), UInt8(ascii: "\n")]
  }
}
