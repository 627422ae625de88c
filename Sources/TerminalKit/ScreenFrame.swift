/// What was drawn on a ``Screen`` up to one ``Screen/flush()``, as the
/// calls that drew it: a frame to draw again on another screen of the same
/// size, such as an app's first screen shown at its next start while that
/// start is still reading what the screen shows (see ``FrameRecorder``).
///
/// ```swift
/// let recorder = FrameRecorder(recording: terminal) { frame in keep(frame.bytes) }
/// // …next time, before the app has what it needs to draw:
/// if let frame = ScreenFrame(bytes: kept), frame.size == terminal.size { frame.draw(on: terminal) }
/// ```
public struct ScreenFrame: Hashable, Sendable {
  /// One call to a ``Screen``.
  public enum Operation: Hashable, Sendable {
    case put(DisplayText, row: Int, column: Int, style: TextStyle)
    case fill(rows: Range<Int>, columns: Range<Int>, style: TextStyle)
    case showCursor(row: Int, column: Int)
    case hideCursor
  }

  /// The size of the screen it was drawn on.
  public let size: ScreenSize
  /// The calls, in the order they were made.
  public internal(set) var operations: [Operation]

  /// A frame of `operations` on a screen of `size`.
  public init(size: ScreenSize, operations: [Operation] = []) {
    self.size = size
    self.operations = operations
  }

  /// Makes the calls on `screen`, then flushes it.
  ///
  /// - Complexity: O(*n*) in the text drawn and the cells filled.
  public func draw(on screen: some Screen) {
    for operation in operations {
      switch operation {
      case .put(let text, let row, let column, let style): screen.put(text, row: row, column: column, style: style)
      case .fill(let rows, let columns, let style): screen.fill(rows: rows, columns: columns, style: style)
      case .showCursor(let row, let column): screen.showCursor(row: row, column: column)
      case .hideCursor: screen.hideCursor()
      }
    }
    screen.flush()
  }
}
