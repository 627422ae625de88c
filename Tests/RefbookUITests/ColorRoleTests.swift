import TerminalKit
import Testing

@testable import RefbookUI

@Suite("refbook's colour roles")
struct ColorRoleTests {
  @Test("without colour every role but secondary text stands out from plain text")
  func monochromeStandsOut() {
    for role in ColorRole.allCases where role != .secondary {
      #expect(!TextStyle.role(role).resolvedAttributes(colors: false).isEmpty, "\(role)")
    }
  }

  @Test("the focused selection differs from the unfocused one, with colour and without")
  func selections() {
    let focused = ColorRole.selection.coloring
    let unfocused = ColorRole.inactiveSelection.coloring
    #expect(focused.monochromeAttributes != unfocused.monochromeAttributes)
    #expect(focused.background != unfocused.background)
  }

  @Test("every role has its own colouring, so a drawn cell tells its role")
  func distinct() {
    #expect(Set(ColorRole.allCases.map(\.coloring)).count == ColorRole.allCases.count)
    for role in ColorRole.allCases { #expect(TextStyle.role(role).role == role) }
  }
}
