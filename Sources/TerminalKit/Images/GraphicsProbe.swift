/// Whether the terminal shows images, told from its answers to
/// ``KittyGraphics/query(id:)``: yes when its answer to the graphics query
/// (`OK`) comes before its device attributes; no when the device
/// attributes come first (tmux, and every terminal that ignores the
/// query), when the answer is an error, or when nothing came in time
/// (``timeOut()``). Never guessed from `TERM`.
///
/// ```swift
/// var probe = GraphicsProbe(id: 7)
/// probe.take(.graphics(id: 7, message: "OK"))   // probe.answer == .yes
/// ```
public struct GraphicsProbe: Sendable {
  /// What is known so far.
  public enum Answer: Equatable, Sendable {
    case waiting, yes, no
  }

  /// The image id the query was sent under.
  public let id: UInt32
  public private(set) var answer = Answer.waiting

  public init(id: UInt32) {
    self.id = id
  }

  /// Takes a reply; only the first answer counts.
  ///
  /// - Complexity: O(1).
  public mutating func take(_ reply: TerminalReply) {
    guard answer == .waiting else { return }
    switch reply {
    case .graphics(let replyID, let message):
      if replyID == id { answer = message == "OK" ? .yes : .no }
    case .deviceAttributes: answer = .no
    }
  }

  /// No answer came in time: no, unless one came already.
  ///
  /// - Complexity: O(1).
  public mutating func timeOut() {
    if answer == .waiting { answer = .no }
  }
}
