import Testing

@testable import TerminalKit

/// A screen that passes over the puts ``DrawnTexts`` says it shows, as
/// `NcursesTerminal` does, must end up showing what a screen given every
/// put shows.
@Suite struct DrawnTextsTests {
  /// A cell buffer drawn on as `NcursesTerminal` draws: a fill is a put
  /// of spaces on each row; a put the screen shows already is passed over.
  final class Skipping {
    let buffer: CellBuffer
    var drawn = DrawnTexts()
    private(set) var passedOver = 0

    init(rows: Int, columns: Int) {
      buffer = CellBuffer(rows: rows, columns: columns)
    }

    func put(_ text: DisplayText, row: Int, column: Int, style: TextStyle) {
      let size = buffer.size
      if row >= 0, row < size.rows, let (start, visible) = text.visiblePart(from: column, lineWidth: size.columns),
        drawn.shows(visible, row: row, column: start, style: style, size: size)
      {
        passedOver += 1
        return
      }
      buffer.put(text, row: row, column: column, style: style)
    }
  }

  /// A generator of the same numbers in every run.
  struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let pieces = ["a", "bc", "漢", "字x", "é", "  ", "│", "Zoë", "王小明", "—"]
  static let styles = [TextStyle.plain, TextStyle(.reverse), TextStyle(.bold)]

  @Test func passingOverWhatIsShownChangesNoCell() {
    var random = Seeded(state: 0xD7A4)
    var (passedOver, checked) = (0, 0)
    for _ in 0..<40 {
      let (rows, columns) = (Int.random(in: 1...4, using: &random), Int.random(in: 1...12, using: &random))
      let direct = CellBuffer(rows: rows, columns: columns)
      let skipping = Skipping(rows: rows, columns: columns)
      var earlier: [(DisplayText, Int, Int, TextStyle)] = []
      for _ in 0..<200 {
        var put: (text: DisplayText, row: Int, column: Int, style: TextStyle)
        if !earlier.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
          put = earlier.suffix(2).randomElement(using: &random)!
        } else {
          let text = (0..<Int.random(in: 1...3, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
          put = (DisplayText(text), Int.random(in: -1...rows, using: &random),
                 Int.random(in: -3...columns, using: &random), Self.styles.randomElement(using: &random)!)
          if Int.random(in: 0..<8, using: &random) == 0 {
            // A fill, as NcursesTerminal makes it: spaces over a row's stretch.
            put.text = .spaces(Int.random(in: 1...columns, using: &random))
          }
          earlier.append(put)
        }
        direct.put(put.text, row: put.row, column: put.column, style: put.style)
        skipping.put(put.text, row: put.row, column: put.column, style: put.style)
        checked += 1
        for row in 0..<rows {
          for column in 0..<columns {
            #expect(direct.cell(row: row, column: column) == skipping.buffer.cell(row: row, column: column))
          }
        }
      }
      passedOver += skipping.passedOver
    }
    #expect(passedOver > checked / 20, "puts were passed over: \(passedOver) of \(checked)")
  }

  @Test func aNewSizeForgetsEverything() {
    var drawn = DrawnTexts()
    let (small, large) = (ScreenSize(rows: 2, columns: 10), ScreenSize(rows: 3, columns: 10))
    let shown = { (drawn: inout DrawnTexts, size: ScreenSize) in
      drawn.shows(DisplayText("ab"), row: 0, column: 0, style: .plain, size: size)
    }
    #expect(!shown(&drawn, small))
    #expect(shown(&drawn, small))
    #expect(!shown(&drawn, large))
    drawn.forgetAll()
    #expect(!shown(&drawn, large))
  }

  @Test func textsEqualAsStringsButNotInScalarsAreDrawnAgain() {
    var drawn = DrawnTexts()
    let size = ScreenSize(rows: 1, columns: 10)
    let shows = { (drawn: inout DrawnTexts, text: String) in
      drawn.shows(DisplayText(text), row: 0, column: 0, style: .plain, size: size)
    }
    #expect(!shows(&drawn, "caf\u{E9}"))
    #expect(!shows(&drawn, "cafe\u{301}"), "equal as strings, but other scalars")
    #expect(shows(&drawn, "cafe\u{301}"))
  }
}
