import Testing
import TerminalKit

@Suite("Checks before taking over the terminal")
struct TerminalPreflightTests {
  private func check(
    input: Bool = true, output: Bool = true, term: String? = "xterm-256color", known: Bool = true, utf8: Bool = true
  ) -> TerminalUnavailable? {
    do {
      try TerminalPreflight.check(
        inputIsTerminal: input, outputIsTerminal: output, term: term,
        isKnownTerminal: { _ in known }, hasUTF8Locale: utf8)
      return nil
    } catch {
      return error
    }
  }

  @Test("a usable terminal passes")
  func passes() {
    #expect(check() == nil)
  }

  @Test("standard input not a terminal")
  func input() {
    #expect(check(input: false) == .inputNotATerminal)
    #expect(check(input: false)?.description == "standard input is not a terminal; refbook needs an interactive terminal")
  }

  @Test("standard output not a terminal")
  func output() {
    #expect(check(output: false)?.description == "standard output is not a terminal; refbook needs an interactive terminal")
  }

  @Test("TERM unset or empty")
  func unset() {
    #expect(check(term: nil) == .termUnset)
    #expect(check(term: "") == .termUnset)
    #expect(check(term: nil)?.description == "TERM is not set; set it to your terminal's type, for example TERM=xterm-256color")
  }

  @Test("TERM=dumb")
  func dumb() {
    #expect(check(term: "dumb") == .dumbTerminal)
    #expect(check(term: "dumb")?.description.hasPrefix("TERM=dumb cannot show a full-screen program") == true)
  }

  @Test("unknown TERM, named in the message without its control characters")
  func unknown() {
    #expect(check(term: "nosuchterm", known: false)?.description
      == "unknown terminal type TERM=nosuchterm (no terminfo entry); try TERM=xterm-256color")
    #expect(check(term: "evil\u{1B}]2;x\u{7}", known: false)?.description.contains("\u{1B}") == false)
  }

  @Test("no UTF-8 locale")
  func locale() {
    #expect(check(utf8: false) == .noUTF8Locale)
  }

  @Test("every message is one line", arguments: [
    TerminalUnavailable.inputNotATerminal, .outputNotATerminal, .termUnset, .dumbTerminal,
    .unknownTerminal("x\ny"), .noUTF8Locale,
  ])
  func oneLine(error: TerminalUnavailable) {
    #expect(!error.description.contains("\n"))
  }
}
