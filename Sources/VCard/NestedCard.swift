/// A vCard 2.1 `AGENT` property whose value is a whole card written on the
/// following lines (`AGENT:BEGIN:VCARD`, the agent's lines, `END:VCARD`).
///
/// The lines are collected, up to the `END:VCARD` that closes the agent
/// (agents may nest), into one property: the `AGENT` line's group and
/// parameters, and as value the agent's card as vCard 3.0 writes it, its
/// lines joined by `\n` and escaped as text (RFC 2426 §3.5.4). The parent
/// card goes on after it.
struct NestedCard {
  private var property: VCardProperty
  private var lines: [String]
  private var depth = 1

  /// Starts collecting the card that the `AGENT` line `property` opens.
  init(_ property: VCardProperty) {
    self.property = property
    lines = [property.value.trimmingASCIISpaces()]
  }

  /// Whether an `AGENT` value opens a card on the lines that follow.
  static func opens(_ value: String) -> Bool {
    value.trimmingASCIISpaces().uppercased() == "BEGIN:VCARD"
  }

  /// Whether `property` is an empty `AGENT`, whose card a `BEGIN:VCARD` on
  /// the next line opens (the layout of the vCard 2.1 specification's example).
  static func awaitsItsCard(_ property: VCardProperty) -> Bool {
    property.name == "AGENT" && property.value.trimmingASCIISpaces().isEmpty
  }

  /// Takes one line of the agent's card, `bytes` (unfolded) at line `line`
  /// of its file; the finished `AGENT` property once the line closes it,
  /// `nil` while it is still open. A warning about the line's bytes is
  /// added to `warnings`.
  mutating func read(_ bytes: [UInt8], at line: Int, warnings: inout [VCardProblem]) -> VCardProperty? {
    let (text, warning) = VCardCharset.decode(bytes[...], charset: nil)
    if let warning { warnings.append(VCardProblem(line: line, message: warning, severity: .warning)) }
    lines.append(text)
    switch CardMarker(bytes[...]) {
    case .begin: depth += 1
    case .end: depth -= 1
    case .wrapper, .other:
      let nested = try? ContentLineParser.parse(bytes).property
      if let nested, nested.name == "AGENT", Self.opens(nested.value) { depth += 1 }
    }
    guard depth == 0 else { return nil }
    property.value = VCardValue.escape(lines.joined(separator: "\n"))
    return property
  }
}
