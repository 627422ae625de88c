import TerminalKit
import Testing

@Suite("The terminal's replies taken out of its input")
struct TerminalReplyFilterTests {
  typealias Output = TerminalReplyFilter.Output

  /// Feeds `input` one scalar at a time, as separate reads would give it.
  static func outputs(_ input: String, endingWith end: Bool = false) -> [Output] {
    var filter = TerminalReplyFilter()
    var outputs = input.unicodeScalars.flatMap { filter.take($0) }
    if end { outputs += filter.end() }
    return outputs
  }

  static func typed(_ text: String) -> [Output] { text.unicodeScalars.map(Output.typed) }

  @Test("kitty's answer, then the device attributes, with typing around them")
  func kittyThenAttributes() {
    #expect(Self.outputs("j\u{1B}_Gi=2719;OK\u{1B}\\\u{1B}[?62;22;52ck") ==
      Self.typed("j") + [.reply(.graphics(id: 2719, message: "OK")), .reply(.deviceAttributes)] + Self.typed("k"))
  }

  @Test("the device attributes alone (tmux, xterm): one reply, nothing typed")
  func attributesAlone() {
    #expect(Self.outputs("\u{1B}[?1;2c") == [.reply(.deviceAttributes)])
  }

  @Test("a reply cut anywhere reads the same: the filter keeps what it held between reads")
  func split() {
    let reply = "\u{1B}_Gi=7,p=1;ENOENT:no such image\u{1B}\\"
    var filter = TerminalReplyFilter()
    var outputs: [Output] = []
    for (index, scalar) in reply.unicodeScalars.enumerated() {
      outputs += filter.take(scalar)
      if index < reply.unicodeScalars.count - 1 { #expect(filter.holding != .nothing) }
    }
    #expect(outputs == [.reply(.graphics(id: 7, message: "ENOENT:no such image"))])
    #expect(filter.holding == .nothing)
  }

  @Test("Esc: held until what follows says; alone at the end of input it is a key, before a letter a key and the letter")
  func escape() {
    #expect(Self.outputs("\u{1B}", endingWith: true) == Self.typed("\u{1B}"))
    #expect(Self.outputs("\u{1B}x") == Self.typed("\u{1B}x"))
    #expect(Self.outputs("\u{1B}\u{1B}", endingWith: true) == Self.typed("\u{1B}\u{1B}"))
    var filter = TerminalReplyFilter()
    _ = filter.take("\u{1B}")
    #expect(filter.holding == .escape)
  }

  @Test("control sequences ncurses did not decode are dropped: a key it does not know, a reply nobody asked for")
  func unknownSequences() {
    #expect(Self.outputs("\u{1B}[1;5Pa\u{1B}[4;600;1000ta") == Self.typed("aa"))
  }

  @Test("garbage: a sequence that stops being one is the keys it was; one cut off before its end is dropped")
  func garbage() {
    // Esc [ then a control character, Esc _ then anything but G: typing.
    #expect(Self.outputs("\u{1B}[\u{01}") == Self.typed("\u{1B}[\u{01}"))
    #expect(Self.outputs("\u{1B}_x") == Self.typed("\u{1B}_x"))
    // A graphics command cut off by another sequence: dropped, and the next one read.
    #expect(Self.outputs("\u{1B}_Gi=1;O\u{1B}[?62cq") == [.reply(.deviceAttributes)] + Self.typed("q"))
    // The start of a sequence, then no more input: dropped.
    #expect(Self.outputs("\u{1B}[?6", endingWith: true) == [])
    #expect(Self.outputs("\u{1B}_Gi=1", endingWith: true) == [])
  }

  @Test("a graphics reply without an id, or with one too large, has none")
  func ids() {
    #expect(Self.outputs("\u{1B}_G;OK\u{1B}\\") == [.reply(.graphics(id: nil, message: "OK"))])
    #expect(Self.outputs("\u{1B}_Gi=99999999999;OK\u{1B}\\") == [.reply(.graphics(id: nil, message: "OK"))])
  }

  @Test("a command that never ends is dropped after 4096 scalars, and what follows is read afresh")
  func endless() {
    let outputs = Self.outputs("\u{1B}_G" + String(repeating: "x", count: 4096) + "yz")
    #expect(outputs == Self.typed("z"))
  }
}
