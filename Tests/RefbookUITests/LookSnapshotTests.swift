import RefbookModel
import RefbookSamples
import SnapshotTesting
import TerminalKit
import Testing

@testable import RefbookUI

/// What a newcomer sees, kept as text: the demo book's screens at three
/// sizes in three themes, compared cell by cell with the snapshots under
/// `__Snapshots__/LookSnapshotTests/`, so that a change of layout or colour
/// is a reviewed diff. `SNAPSHOT_TESTING_RECORD=all swift test --filter
/// LookSnapshotTests` records them again.
@Suite struct LookSnapshotTests {
  static let sizes = [ScreenSize(rows: 24, columns: 80), ScreenSize(rows: 40, columns: 120), ScreenSize(rows: 50, columns: 200)]
  static let themes = ["default", "light", "mono"]

  /// The demo book, as `refbook --demo` generates it.
  static let demo = Addressbook(SampleBook.generate(count: 50, seed: 2026))

  /// The app on the demo book at `size` in the theme called `theme`, the
  /// second person selected.
  static func harness(_ size: ScreenSize, _ theme: String) -> Harness {
    let harness = Harness(demo, rows: size.rows, columns: size.columns, theme: Theme.named(theme)!)
    harness.press(.character("j"))
    return harness
  }

  @Test(arguments: sizes, themes)
  func theListFocused(size: ScreenSize, theme: String) {
    let harness = Self.harness(size, theme)
    assertSnapshot(of: harness.screen, as: .cells(in: theme), named: "\(size.columns)x\(size.rows)-\(theme)")
  }

  @Test(arguments: sizes, themes)
  func theDetailFocused(size: ScreenSize, theme: String) {
    let harness = Self.harness(size, theme)
    harness.press(.tab)
    assertSnapshot(of: harness.screen, as: .cells(in: theme), named: "\(size.columns)x\(size.rows)-\(theme)")
  }
}

extension Snapshotting where Value == CellBuffer, Format == String {
  /// The screen's text, then the same rows with a letter per cell for how it
  /// is drawn in `theme` where colours are shown (`.` for plain text), and
  /// what each letter stands for.
  static func cells(in theme: String) -> Snapshotting {
    SimplySnapshotting.lines.pullback { screen in
      var letters: [TextStyle: Character] = [.plain: "."]
      var legend: [String] = []
      let styleRows = (0..<screen.size.rows).map { row in
        String((0..<screen.size.columns).map { column in
          let style = screen.style(row: row, column: column)
          if let letter = letters[style] { return letter }
          let letter = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(letters.count - 1)))
          letters[style] = letter
          let coloring = style.coloring
          let spec = ColorSpec(foreground: coloring?.foreground ?? .terminalDefault,
                               background: coloring?.background ?? .terminalDefault,
                               attributes: style.resolvedAttributes(colors: true))
          legend.append("\(letter) \(spec)")
          return letter
        })
      }
      return (screen.lines + ["", "styles (\(theme)):"] + styleRows + [""] + legend).joined(separator: "\n") + "\n"
    }
  }
}
