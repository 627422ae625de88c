/// A terminal that passes everything on to another, and records what is
/// drawn on it up to the first ``flush()`` as a ``ScreenFrame``: an app
/// drawing its first screen through it hands that screen to `recorded`.
///
/// After the first flush it only passes calls on. Images are passed on and
/// never recorded: a frame is text.
///
/// ```swift
/// let app = App(terminal: FrameRecorder(recording: terminal) { frame in keep(frame) }, …)
/// ```
public final class FrameRecorder: Terminal {
  private let terminal: any Terminal
  /// The frame being recorded; `nil` once it was handed over.
  private var frame: ScreenFrame?
  private let recorded: (ScreenFrame) -> Void

  /// Records what is drawn on `terminal` until its first flush, then calls
  /// `recorded` with it (on the thread that flushed, once).
  public init(recording terminal: any Terminal, recorded: @escaping (ScreenFrame) -> Void) {
    self.terminal = terminal
    self.recorded = recorded
    frame = ScreenFrame(size: terminal.size)
  }

  public var size: ScreenSize { terminal.size }

  public func put(_ text: DisplayText, row: Int, column: Int, style: TextStyle) {
    frame?.operations.append(.put(text, row: row, column: column, style: style))
    terminal.put(text, row: row, column: column, style: style)
  }

  public func fill(rows: Range<Int>, columns: Range<Int>, style: TextStyle) {
    frame?.operations.append(.fill(rows: rows, columns: columns, style: style))
    terminal.fill(rows: rows, columns: columns, style: style)
  }

  public func showCursor(row: Int, column: Int) {
    frame?.operations.append(.showCursor(row: row, column: column))
    terminal.showCursor(row: row, column: column)
  }

  public func hideCursor() {
    frame?.operations.append(.hideCursor)
    terminal.hideCursor()
  }

  public func invalidate() { terminal.invalidate() }

  public var showsImages: Bool { terminal.showsImages }

  public func showImage(_ image: TerminalImage, in area: CellArea) { terminal.showImage(image, in: area) }

  public func clearImage() { terminal.clearImage() }

  /// Flushes the terminal; the first time, hands the frame drawn over, unless
  /// the terminal was resized while it was drawn.
  public func flush() {
    terminal.flush()
    guard let frame else { return }
    self.frame = nil
    if frame.size == terminal.size { recorded(frame) }
  }

  public func readKey(timeout: Duration?) -> KeyEvent? { terminal.readKey(timeout: timeout) }

  public var wake: @Sendable () -> Void { terminal.wake }

  public func suspend() { terminal.suspend() }

  public func handOver(_ body: () -> Void) { terminal.handOver(body) }
}
