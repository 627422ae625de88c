/// Reads what a file's cards give in one pass over each card's bytes, for a
/// reader that turns a card's lines into what it needs without making a
/// ``Card`` of them (see ``VCardParser/parse(_:parts:keeping:scanning:transform:)``).
///
/// A card is *plain* when reading it surely gives no problem and no warning:
/// it starts with a `BEGIN:VCARD` line and ends with the first `END:VCARD`
/// line, both as written here and not folded; its second line is
/// `VERSION:…`, not folded; every physical line ends with LF or CRLF and
/// holds no other CR; and every other logical line (a line starting with a
/// space or a tab continues the one before, which the parser unfolds by
/// dropping that character) is a ``PlainContentLine`` whose name is not
/// `VERSION` or `AGENT`. Any other card is left to ``VCardParser``.
public protocol PlainCardReader: SendableMetatype {
  /// What a card read gives.
  associatedtype Read
  /// A reader of one card whose `VERSION` is `version`.
  init(version: String)
  /// Reads one line of the card that the filter keeps; `false` when the
  /// reader cannot read the card this way (the parser then reads it).
  mutating func read(_ line: PlainLine) -> Bool
  /// What the card gives, once all its lines were read: its bytes
  /// `source` (from its `BEGIN:VCARD` line to its `END:VCARD` line's line
  /// end) start on line `line` of the file; `nil` when the reader cannot
  /// read the card this way.
  func finish(source: ArraySlice<UInt8>, line: Int) -> Read?
}
