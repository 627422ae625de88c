/// One vCard (`BEGIN:VCARD` … `END:VCARD`) as read from a file or about to be
/// written: its properties in card order, without `BEGIN`, `END` and `VERSION`.
///
/// `VERSION` is held apart in ``version`` because it describes the syntax of
/// the card rather than the contact, and the writer emits its own.
public struct Card: Hashable, Sendable {
  /// The card's `VERSION` value as written (`2.1`, `3.0`, `4.0`), or `nil`
  /// when the card had none.
  public var version: String?
  /// The properties in card order, `VERSION` excluded.
  public var properties: [VCardProperty]
  /// The 1-based line of the file on which the card's `BEGIN:VCARD` stands
  /// (0 for a card that was not read from a file).
  public var line: Int

  public init(version: String? = nil, properties: [VCardProperty], line: Int = 0) {
    self.version = version
    self.properties = properties
    self.line = line
  }
}
