/// Something the terminal sent on its input in answer to a question the
/// program wrote, not typed by the user (see ``TerminalReplyFilter``).
public enum TerminalReply: Equatable, Sendable {
  /// An answer to a kitty graphics command, `ESC _ G keys ; message ESC \`:
  /// the image id its `i=` key names, if any, and the message, `OK` or an
  /// error (`ENOENT:…`).
  case graphics(id: UInt32?, message: String)
  /// The primary device attributes, `ESC [ ? … c`, which every terminal
  /// sends when asked (`ESC [ c`).
  case deviceAttributes
}
