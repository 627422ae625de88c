/// Takes the terminal's replies out of what it sends on its input, so that
/// none of them is read as keys, however they are split across reads.
///
/// Scalars go in one at a time, as `get_wch` returns them (ncurses has
/// already decoded the escape sequences of keys it knows); what comes out
/// is the scalars that are typing, and the replies recognised:
///
/// - `ESC _ G … ESC \` (an APC of kitty's graphics protocol) is a
///   ``TerminalReply/graphics(id:message:)``, never typing;
/// - `ESC [ ? … c` is ``TerminalReply/deviceAttributes``; any other complete
///   control sequence `ESC [ parameters final` is a key ncurses does not
///   know or a reply nobody asked for, and is dropped too.
///
/// An Esc is held until what follows it says which: another scalar than
/// `[` or `_` makes it a key, passed on with that scalar, and so does
/// ``end()`` when nothing follows. A sequence that stops being one (`ESC [`
/// then a control character, `ESC _` then anything but `G`) is passed on
/// as the keys it was.
///
/// ```swift
/// var filter = TerminalReplyFilter()
/// for scalar in "\u{1B}_Gi=1;OK\u{1B}\\x".unicodeScalars { outputs += filter.take(scalar) }
/// // outputs == [.reply(.graphics(id: 1, message: "OK")), .typed("x")]
/// ```
public struct TerminalReplyFilter: Sendable {
  /// What one scalar taken in gave.
  public enum Output: Equatable, Sendable {
    /// Typing, to be read as a key.
    case typed(Unicode.Scalar)
    /// A reply, to be handled and not read as keys.
    case reply(TerminalReply)
  }

  /// What is held, waiting for the next scalar.
  public enum Holding: Equatable, Sendable {
    case nothing
    /// An Esc alone: a key, unless a sequence follows.
    case escape
    /// The start of a sequence.
    case sequence
  }

  private enum State: Equatable {
    case idle
    case escape
    /// After `ESC [`: the parameter and intermediate bytes so far.
    case controlSequence([Unicode.Scalar])
    /// After `ESC _`.
    case commandStart
    /// Inside `ESC _ G`: the bytes after `G` (up to ``longestReply``), and
    /// whether an Esc, which may start the closing `ESC \`, came last.
    case graphicsCommand(body: [UInt8], escaped: Bool)
  }

  private var state = State.idle
  /// Counted in a graphics command, to drop one that never ends.
  private var commandLength = 0

  /// The longest reply kept and parsed; a command longer than
  /// ``longestCommand`` is dropped there, and what follows read afresh.
  static let longestReply = 256
  static let longestCommand = 4096
  /// The most parameter bytes a control sequence may have before it is
  /// taken for typing.
  static let longestParameters = 64

  private static let escape: Unicode.Scalar = "\u{1B}"

  public init() {}

  /// What is held now.
  public var holding: Holding {
    switch state {
    case .idle: .nothing
    case .escape: .escape
    default: .sequence
    }
  }

  /// Takes the next scalar of input; returns what it completes.
  ///
  /// - Complexity: O(1), but O(*n*) for the *n* scalars a sequence that
  ///   turns out to be typing gives back.
  public mutating func take(_ scalar: Unicode.Scalar) -> [Output] {
    switch state {
    case .idle:
      if scalar == Self.escape {
        state = .escape
        return []
      }
      return [.typed(scalar)]
    case .escape:
      switch scalar {
      case "[": state = .controlSequence([])
      case "_": state = .commandStart
      case Self.escape: return [.typed(Self.escape)]
      default:
        state = .idle
        return [.typed(Self.escape), .typed(scalar)]
      }
      return []
    case .controlSequence(var parameters):
      switch scalar.value {
      case 0x20...0x3F where parameters.count < Self.longestParameters:
        parameters.append(scalar)
        state = .controlSequence(parameters)
        return []
      case 0x40...0x7E:
        state = .idle
        return parameters.first == "?" && scalar == "c" ? [.reply(.deviceAttributes)] : []
      default:
        state = .idle
        return ([Self.escape, "["] + parameters).map(Output.typed) + take(scalar)
      }
    case .commandStart:
      if scalar == "G" {
        state = .graphicsCommand(body: [], escaped: false)
        commandLength = 0
        return []
      }
      state = .idle
      return [.typed(Self.escape), .typed("_")] + take(scalar)
    case .graphicsCommand(var body, let escaped):
      if escaped {
        if scalar == "\\" {
          state = .idle
          return [.reply(Self.graphicsReply(body))]
        }
        // Not the end of the command: it was cut off; the Esc starts what comes next.
        state = .escape
        return take(scalar)
      }
      commandLength += 1
      if commandLength > Self.longestCommand {
        state = .idle
        return []
      }
      if scalar == Self.escape {
        state = .graphicsCommand(body: body, escaped: true)
      } else {
        if body.count < Self.longestReply { body += Array(String(scalar).utf8) }
        state = .graphicsCommand(body: body, escaped: false)
      }
      return []
    }
  }

  /// Ends what is held, as when no more input comes: a held Esc is given
  /// back as typing; the start of a sequence is dropped.
  ///
  /// - Complexity: O(1).
  public mutating func end() -> [Output] {
    defer { state = .idle }
    return state == .escape ? [.typed(Self.escape)] : []
  }

  /// The reply a graphics command's body (after `G`) makes: its `i=` key,
  /// and what follows the `;`.
  private static func graphicsReply(_ body: [UInt8]) -> TerminalReply {
    let parts = body.split(separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false)
    let keys = parts[0].split(separator: UInt8(ascii: ","))
    let id = keys.first { $0.starts(with: Array("i=".utf8)) }.flatMap { UInt32(String(decoding: $0.dropFirst(2), as: UTF8.self)) }
    let message = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : ""
    return .graphics(id: id, message: message)
  }
}
