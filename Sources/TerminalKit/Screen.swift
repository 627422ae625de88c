/// The size of a screen in character cells.
public struct ScreenSize: Hashable, Sendable {
  public var rows: Int
  public var columns: Int

  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }
}

/// A grid of character cells that views draw on, then show with ``flush()``.
///
/// Rows and columns count from 0 at the top left. Drawing outside the grid
/// is clipped, never an error, so views can draw at any size, however
/// small. Text is ``DisplayText``, already sanitized; a wide character takes
/// two cells, and drawing over half of one blanks the other half.
///
/// Drawing changes an off-screen copy; nothing appears until ``flush()``,
/// which sends only what changed. Implementations: ``CellBuffer`` (memory,
/// for tests) and `NcursesTerminal`.
public protocol Screen: AnyObject {
  /// The current size; it changes only when a ``KeyEvent/resize`` is read.
  var size: ScreenSize { get }

  /// Draws `text` in `style` starting at `row`, `column`; whatever falls
  /// outside the screen is clipped (see ``DisplayText/visiblePart(from:lineWidth:)``).
  ///
  /// - Complexity: O(*n*) in the visible length of the text.
  func put(_ text: DisplayText, row: Int, column: Int, style: TextStyle)

  /// Blanks the cells in `rows` × `columns` (clipped to the screen) with
  /// spaces in `style`, such as a selection bar's background.
  ///
  /// - Complexity: O(cells filled).
  func fill(rows: Range<Int>, columns: Range<Int>, style: TextStyle)

  /// Shows the cursor at a cell on the next flush (a field being edited).
  func showCursor(row: Int, column: Int)

  /// Hides the cursor from the next flush on.
  func hideCursor()

  /// Forgets what the physical screen shows, so the next flush repaints
  /// every cell (Ctrl-L, after something else wrote to the terminal).
  func invalidate()

  /// Makes everything drawn since the last flush visible.
  func flush()

  /// Whether ``showImage(_:in:)`` shows anything: the terminal was asked
  /// and said it shows images. Once true it stays true; the key reading
  /// that learns it returns `nil` (see ``KeyInput/readKey(timeout:)``), so
  /// the caller draws again.
  var showsImages: Bool { get }

  /// Shows `image` from the next flush on, instead of any other, as large
  /// as fits in `area` with its proportions kept, against its top and
  /// right edges, over whatever cells are there; nothing where
  /// ``showsImages`` is false. Asking again for the same image in the same
  /// area sends nothing.
  func showImage(_ image: TerminalImage, in area: CellArea)

  /// Shows no image from the next flush on.
  func clearImage()
}

extension Screen {
  /// Draws `text` in the plain style.
  public func put(_ text: DisplayText, row: Int, column: Int) {
    put(text, row: row, column: column, style: .plain)
  }

  /// Blanks the whole screen in the plain style.
  ///
  /// - Complexity: O(rows × columns).
  public func clear() {
    fill(rows: 0..<size.rows, columns: 0..<size.columns, style: .plain)
  }
}

/// A source of key events.
public protocol KeyInput: AnyObject {
  /// The next event, waiting at most `timeout` (`nil`: as long as it
  /// takes); `nil` if the time ran out first, or when the terminal's
  /// answer to a question made the screen able to show more (see
  /// ``Screen/showsImages``).
  ///
  /// Signals and a lost terminal arrive as ``KeyEvent/terminate(_:)`` and
  /// resizes as ``KeyEvent/resize``, so one loop over this method sees
  /// everything the app must react to.
  func readKey(timeout: Duration?) -> KeyEvent?

  /// Makes a ``readKey(timeout:)`` in progress, or the next one, return
  /// `nil` soon, as if its time ran out; safe to call from any thread. A
  /// ``LoopInbox`` calls it when work is posted.
  var wake: @Sendable () -> Void { get }
}

/// A full-screen terminal: a screen, its keyboard, and job control.
public protocol Terminal: Screen, KeyInput {
  /// Hands the terminal back to the shell and stops the process, as Ctrl-Z
  /// does in a line-mode program; returns once the job is continued
  /// (`fg`). The caller then redraws everything.
  func suspend()

  /// Hands the terminal to another program for the time `body` runs (an
  /// editor, say): the screen is put back as the shell had it, with its
  /// line mode, and taken again afterwards; the caller then redraws
  /// everything.
  func handOver(_ body: () -> Void)
}
