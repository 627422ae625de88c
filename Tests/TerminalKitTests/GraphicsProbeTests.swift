import TerminalKit
import Testing

@Suite("Whether the terminal shows images, from its answers")
struct GraphicsProbeTests {
  static func answer(_ replies: [TerminalReply], timedOut: Bool = false) -> GraphicsProbe.Answer {
    var probe = GraphicsProbe(id: 5)
    replies.forEach { probe.take($0) }
    if timedOut { probe.timeOut() }
    return probe.answer
  }

  @Test("OK to the query before the device attributes: yes")
  func yes() {
    #expect(Self.answer([.graphics(id: 5, message: "OK")]) == .yes)
    #expect(Self.answer([.graphics(id: 5, message: "OK"), .deviceAttributes], timedOut: true) == .yes)
  }

  @Test("the device attributes first (tmux, xterm): no, whatever comes after")
  func attributesFirst() {
    #expect(Self.answer([.deviceAttributes]) == .no)
    #expect(Self.answer([.deviceAttributes, .graphics(id: 5, message: "OK")]) == .no)
  }

  @Test("an error, or nothing in time: no; another image's answer changes nothing")
  func otherwise() {
    #expect(Self.answer([.graphics(id: 5, message: "EINVAL:bad")]) == .no)
    #expect(Self.answer([], timedOut: true) == .no)
    #expect(Self.answer([.graphics(id: 6, message: "OK")]) == .waiting)
    #expect(Self.answer([.graphics(id: nil, message: "OK")]) == .waiting)
  }
}
