/// Why a full-screen terminal cannot be used; `description` is the one-line
/// message to print before exiting (with status 2, by the rules).
public enum TerminalUnavailable: Error, Hashable, CustomStringConvertible {
  case inputNotATerminal
  case outputNotATerminal
  case termUnset
  case dumbTerminal
  case unknownTerminal(String)
  case noUTF8Locale

  public var description: String {
    switch self {
    case .inputNotATerminal:
      "standard input is not a terminal; refbook needs an interactive terminal"
    case .outputNotATerminal:
      "standard output is not a terminal; refbook needs an interactive terminal"
    case .termUnset:
      "TERM is not set; set it to your terminal's type, for example TERM=xterm-256color"
    case .dumbTerminal:
      "TERM=dumb cannot show a full-screen program; use a terminal such as xterm, or TERM=xterm-256color"
    case .unknownTerminal(let name):
      "unknown terminal type TERM=\(DisplayText(name)) (no terminfo entry); try TERM=xterm-256color"
    case .noUTF8Locale:
      "no UTF-8 locale is available (tried the environment's, C.UTF-8, C.utf8, en_US.UTF-8)"
    }
  }
}

/// The checks made before a full-screen terminal touches the screen, as a
/// pure function of what the process found, so they are testable without a
/// terminal.
public enum TerminalPreflight {
  /// Throws the first reason the terminal cannot be used, in this order:
  /// input not a tty, output not a tty, `TERM` unset or empty, `TERM=dumb`,
  /// `TERM` without a terminfo entry, no UTF-8 locale.
  ///
  /// - Parameters:
  ///   - inputIsTerminal: `isatty(0)`.
  ///   - outputIsTerminal: `isatty(1)`.
  ///   - term: the `TERM` environment variable.
  ///   - isKnownTerminal: whether terminfo describes a terminal type; called
  ///     only for a `TERM` that passed the other checks.
  ///   - hasUTF8Locale: ``TerminalLocale/isUTF8``.
  public static func check(
    inputIsTerminal: Bool, outputIsTerminal: Bool, term: String?,
    isKnownTerminal: (String) -> Bool, hasUTF8Locale: Bool
  ) throws(TerminalUnavailable) {
    guard inputIsTerminal else { throw .inputNotATerminal }
    guard outputIsTerminal else { throw .outputNotATerminal }
    guard let term, !term.isEmpty else { throw .termUnset }
    guard term != "dumb" else { throw .dumbTerminal }
    guard isKnownTerminal(term) else { throw .unknownTerminal(term) }
    guard hasUTF8Locale else { throw .noUTF8Locale }
  }
}
