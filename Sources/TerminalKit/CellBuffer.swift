/// An in-memory terminal: a grid of cells that records what views draw, and
/// a script of keys for them to read. What a `TestBackend` is to ratatui.
///
/// ```swift
/// let screen = CellBuffer(rows: 3, columns: 10)
/// screen.put("张伟 Li", row: 0, column: 0, style: TextStyle(.bold))
/// #expect(screen.lines[0] == "张伟 Li    ")
/// #expect(screen.style(row: 0, column: 1) == TextStyle(.bold))
/// ```
///
/// Drawing is visible at once; ``flush()`` only counts calls.
public final class CellBuffer: Terminal {
  /// One cell of the grid.
  public struct Cell: Hashable, Sendable {
    /// The grapheme drawn from this cell, or `nil` if the cell is covered by
    /// a wide grapheme that starts in a cell to its left.
    public var character: Character?
    /// The cells the grapheme spans (1 for most, 2 for CJK and most emoji);
    /// 0 for a covered cell.
    public var width: Int
    /// How the cell is drawn.
    public var style: TextStyle

    /// A space in `style`.
    public static func blank(_ style: TextStyle = .plain) -> Cell {
      Cell(character: " ", width: 1, style: style)
    }

    /// Whether the cell is covered by a wide grapheme to its left.
    public var isContinuation: Bool { character == nil }
  }

  public private(set) var size: ScreenSize
  var cells: [Cell]

  /// Where the cursor is shown, or `nil` when it is hidden.
  public internal(set) var cursor: (row: Int, column: Int)?
  /// How many times ``flush()`` was called.
  public internal(set) var flushCount = 0
  /// How many times ``invalidate()`` was called.
  public internal(set) var invalidateCount = 0
  /// How many times ``suspend()`` was called.
  public internal(set) var suspendCount = 0
  /// How many times ``handOver(_:)`` was called.
  public internal(set) var handOverCount = 0
  /// Keys that ``readKey(timeout:)`` has yet to return, first first.
  public var pendingKeys: [KeyEvent] = []
  /// Whether it plays a terminal that shows images; set it to test views
  /// that show them.
  public var showsImages = false
  /// The image asked for with ``showImage(_:in:)``, where it was asked for;
  /// `nil` after ``clearImage()``.
  public internal(set) var image: PlacedImage?

  /// A blank screen of the given size.
  ///
  /// - Complexity: O(rows × columns).
  public init(rows: Int, columns: Int) {
    size = ScreenSize(rows: max(0, rows), columns: max(0, columns))
    cells = Array(repeating: .blank(), count: size.rows * size.columns)
  }

  /// Changes the size as a terminal would, keeping what fits (a wide
  /// character cut by the new right edge becomes a space) and queueing a
  /// ``KeyEvent/resize``.
  ///
  /// - Complexity: O(rows × columns).
  public func resize(rows: Int, columns: Int) {
    let oldCells = cells
    let old = size
    size = ScreenSize(rows: max(0, rows), columns: max(0, columns))
    cells = Array(repeating: .blank(), count: size.rows * size.columns)
    for row in 0..<min(old.rows, size.rows) {
      for column in 0..<min(old.columns, size.columns) {
        let cell = oldCells[row * old.columns + column]
        if let character = cell.character {
          put(DisplayText(sanitized: String(character), width: cell.width), row: row, column: column, style: cell.style)
        }
      }
    }
    pendingKeys.append(.resize)
  }

  /// The cell at `row`, `column`.
  ///
  /// - Precondition: the position is on the screen.
  /// - Complexity: O(1).
  public func cell(row: Int, column: Int) -> Cell {
    precondition(contains(row: row, column: column), "cell outside the screen")
    return cells[row * size.columns + column]
  }

  /// The style of the cell at `row`, `column`.
  ///
  /// - Precondition: the position is on the screen.
  /// - Complexity: O(1).
  public func style(row: Int, column: Int) -> TextStyle {
    cell(row: row, column: column).style
  }

  /// The text of one row, a wide grapheme once (as `tmux capture-pane`
  /// shows it), trailing spaces included.
  ///
  /// - Complexity: O(columns).
  public func text(row: Int) -> String {
    var line = ""
    for column in 0..<size.columns {
      if let character = cells[row * size.columns + column].character { line.append(character) }
    }
    return line
  }

  /// Every row's ``text(row:)``, top to bottom.
  ///
  /// - Complexity: O(rows × columns).
  public var lines: [String] { (0..<size.rows).map(text(row:)) }

  /// Queues keys for ``readKey(timeout:)``.
  public func enqueue(_ keys: KeyEvent...) {
    pendingKeys.append(contentsOf: keys)
  }

  /// Queues one key per character of `text`.
  public func type(_ text: String) {
    pendingKeys.append(contentsOf: KeyEvent.typing(text))
  }

  private func contains(row: Int, column: Int) -> Bool {
    row >= 0 && row < size.rows && column >= 0 && column < size.columns
  }
}
