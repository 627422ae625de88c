import Testing
import TerminalKit

@Suite("Styles and colourings")
struct TextStyleTests {
  static let marked = TextColoring(
    foreground: .black, background: .cyan, colorAttributes: .bold, monochromeAttributes: [.reverse, .bold])

  @Test("a colouring adds its own attributes with colour and without")
  func colouring() {
    let style = TextStyle(coloring: Self.marked)
    #expect(style.resolvedAttributes(colors: true) == .bold)
    #expect(style.resolvedAttributes(colors: false) == [.reverse, .bold])
  }

  @Test("explicit attributes are kept with and without colour")
  func explicit() {
    let style = TextStyle(.underline, coloring: Self.marked)
    #expect(style.resolvedAttributes(colors: true) == [.underline, .bold])
    #expect(style.resolvedAttributes(colors: false) == [.underline, .reverse, .bold])
    #expect(TextStyle(.bold).resolvedAttributes(colors: false) == .bold)
  }
}
