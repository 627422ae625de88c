import Testing
import TerminalKit

@Suite("Styles and colour roles")
struct TextStyleTests {
  @Test("without colour every role but secondary text stands out from plain text")
  func monochromeStandsOut() {
    for role in ColorRole.allCases where role != .secondary {
      #expect(!TextStyle.role(role).resolvedAttributes(colors: false).isEmpty, "\(role)")
    }
  }

  @Test("without colour the focused selection differs from the unfocused one")
  func selections() {
    #expect(ColorRole.selection.monochromeAttributes != ColorRole.inactiveSelection.monochromeAttributes)
    #expect(ColorRole.selection.colors != ColorRole.inactiveSelection.colors)
  }

  @Test("explicit attributes are kept with and without colour")
  func explicit() {
    let style = TextStyle(.underline, role: .selection)
    #expect(style.resolvedAttributes(colors: true).contains(.underline))
    #expect(style.resolvedAttributes(colors: false) == [.underline, .reverse, .bold])
    #expect(TextStyle(.bold).resolvedAttributes(colors: false) == .bold)
  }
}
