import TerminalKit
import Testing

@testable import RefbookUI

@Suite("themes: the colours of refbook's roles")
struct ThemeTests {
  @Test("without colour every role but secondary text stands out from plain text, in every theme")
  func monochromeStandsOut() {
    for theme in Theme.builtIn {
      for role in ColorRole.allCases where role != .secondary {
        #expect(!theme.coloring(for: role).monochromeAttributes.isEmpty, "\(theme.name) \(role)")
        #expect(
          theme.coloring(for: role).colorAttributes != [] || theme.coloring(for: role).background != .terminalDefault
            || theme.coloring(for: role).foreground != .terminalDefault, "\(theme.name) \(role)")
      }
    }
  }

  @Test("the focused selection differs from the unfocused one, with colour and without")
  func selections() {
    for theme in Theme.builtIn {
      let focused = theme.coloring(for: .selection)
      let unfocused = theme.coloring(for: .inactiveSelection)
      #expect(focused.monochromeAttributes != unfocused.monochromeAttributes, "\(theme.name)")
      #expect(focused != unfocused, "\(theme.name)")
    }
  }

  @Test("in every theme with colours each role has its own colouring, so a drawn cell tells its role")
  func distinct() {
    for theme in Theme.builtIn where theme != .mono {
      #expect(Set(ColorRole.allCases.map(theme.coloring)).count == ColorRole.allCases.count, "\(theme.name)")
      Theme.$current.withValue(theme) {
        for role in ColorRole.allCases { #expect(TextStyle.role(role).role == role, "\(theme.name)") }
      }
    }
  }

  @Test("the built-in themes use only the eight colours every colour terminal has")
  func eightColors() {
    for theme in Theme.builtIn {
      for role in ColorRole.allCases {
        let coloring = theme.coloring(for: role)
        #expect(coloring.foreground.index < 8 && coloring.background.index < 8, "\(theme.name) \(role)")
      }
    }
  }

  @Test("a role given colours keeps the theme's attributes without colour")
  func setColors() throws {
    var theme = Theme.light
    theme.setColors(try ColorSpec(parsing: "underline color208 on color17"), for: .header)
    let header = theme.coloring(for: .header)
    #expect(header == TextColoring(foreground: TerminalColor(index: 208), background: TerminalColor(index: 17),
                                   colorAttributes: .underline, monochromeAttributes: [.reverse, .bold]))
    #expect(theme.colors(for: .header).description == "underline color208 on color17")
    #expect(theme.coloring(for: .status) == Theme.light.coloring(for: .status))
  }

  @Test("the app draws every role in its theme, and without colour in the theme's attributes")
  func theAppDrawsInItsTheme() throws {
    var theme = Theme.contrast
    theme.setColors(try ColorSpec(parsing: "bold color46 on color52"), for: .header)
    let harness = Harness(theme: theme)
    let header = harness.screen.style(row: 0, column: 1)
    #expect(header.coloring == theme.coloring(for: .header))
    let status = harness.screen.style(row: harness.screen.size.rows - 1, column: 1)
    #expect(status.coloring == Theme.contrast.coloring(for: .status))
    let selected = try #require(harness.listRow(containing: "Émile"))
    #expect(harness.screen.style(row: selected, column: 3).coloring == Theme.contrast.coloring(for: .selection))
    // NO_COLOR (a screen without colours) shows the attributes alone: the theme's colours go.
    #expect(header.resolvedAttributes(colors: false) == [.reverse, .bold])
    #expect(status.resolvedAttributes(colors: false) == .reverse)
    // Drawing in the app's theme leaves the theme of other drawing alone.
    #expect(Theme.current == .standard)
  }

  @Test("colours past a terminal's palette are shown as the nearest it has")
  func approximation() {
    #expect(TerminalColor(index: 9).approximated(toPalette: 8) == .red)
    #expect(TerminalColor(index: 9).approximated(toPalette: 16) == TerminalColor(index: 9))
    #expect(TerminalColor(index: 196).approximated(toPalette: 8) == .red)  // #ff0000
    #expect(TerminalColor(index: 196).approximated(toPalette: 16) == TerminalColor(index: 9))
    #expect(TerminalColor(index: 17).approximated(toPalette: 8) == .blue)  // #00005f
    #expect(TerminalColor(index: 208).approximated(toPalette: 8) == .yellow)  // #ff8700
    #expect(TerminalColor(index: 255).approximated(toPalette: 16) == TerminalColor(index: 15))
    #expect(TerminalColor(index: 232).approximated(toPalette: 8) == .black)
    #expect(TerminalColor(index: 208).approximated(toPalette: 256) == TerminalColor(index: 208))
    #expect(TerminalColor.terminalDefault.approximated(toPalette: 8) == .terminalDefault)
  }
}
