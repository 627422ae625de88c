import RefbookConfig
import RefbookUI
import TerminalKit
import Testing

/// `theme` and `[colors]`: a built-in theme, with single roles changed.
@Suite struct ThemeSettingsTests {
  @Test func aThemeAndColorsForSomeRoles() throws {
    let settings = try AnnsConfigFile.parse(
      """
      [colors]
      header = "bold white on red"
      match = "underline color208"
      selection = "reverse"
      """)
    let header = settings.theme.coloring(for: .header)
    #expect(header.foreground == .white && header.background == .red && header.colorAttributes == .bold)
    #expect(header.monochromeAttributes == Theme.standard.coloring(for: .header).monochromeAttributes)
    #expect(settings.theme.coloring(for: .match).foreground == TerminalColor(index: 208))
    #expect(settings.theme.coloring(for: .selection).colorAttributes == .reverse)
    #expect(settings.theme.coloring(for: .error) == Theme.standard.coloring(for: .error))

    // A dotted key may name a role before the theme: the role is still changed in that theme.
    let light = try AnnsConfigFile.parse("colors.status = \"on bright-black\"\ntheme = \"light\"\n")
    #expect(light.theme.name == "light")
    #expect(light.theme.coloring(for: .status).background == TerminalColor(index: 8))
    #expect(light.theme.coloring(for: .focus) == Theme.light.coloring(for: .focus))
  }

  static let errors: [(text: String, line: Int, message: String)] = [
    ("\ntheme = \"dark\"", 2, #"theme "dark" is not a theme; allowed: "default", "light", "mono", "contrast""#),
    ("theme = 1", 1, "theme must be a string, found integer"),
    ("[colors]\nheadr = \"red\"", 2,
     "unknown key \"headr\" in [colors]; allowed: header, status, focus, selection, inactive_selection, match, error, secondary"),
    ("[colors]\nheader = \"red on\"", 2, #"colors.header "red on": `on` must be followed by one colour, last; allowed: "#
      + ColorSpec.allowed),
    ("[colors]\n\nheader = \"pink\"", 3, #"colors.header "pink": "pink" is not an attribute or a colour; allowed: "#
      + ColorSpec.allowed),
    ("[colors]\nheader = \"color256\"", 2, #"colors.header "color256": "color256" is not an attribute or a colour; allowed: "#
      + ColorSpec.allowed),
    ("[colors]\nheader = \"red blue\"", 2, #"colors.header "red blue": "blue" is not an attribute or a colour; allowed: "#
      + ColorSpec.allowed),
    ("colors = \"red\"", 1, "colors must be a table [colors] of roles, found string"),
    ("confirm_delete = \"yes\"", 1, "confirm_delete must be true or false, found string"),
    ("mouse = 0", 1, "mouse must be true or false, found integer"),
    ("photos = \"no\"", 1, "photos must be true or false, found string"),
  ]

  @Test(arguments: errors)
  func aBadThemeSettingIsAnErrorAtItsLine(text: String, line: Int, message: String) {
    AnnsConfigFile.expectError(text, line: line, message: message)
  }

  @Test func colorSpecsReadBackAsWritten() throws {
    let names = ["default"] + TerminalColor.names + (16...255).map { "color\($0)" }
    for name in names {
      let spec = try ColorSpec(parsing: "underline \(name) on \(name)")
      #expect(try ColorSpec(parsing: spec.description) == spec, "\(name)")
    }
    #expect(try ColorSpec(parsing: "  BOLD  Red ") == ColorSpec(foreground: .red, attributes: .bold))
    #expect(try ColorSpec(parsing: "") == ColorSpec())
    #expect(ColorSpec().description == "default")
    #expect(try ColorSpec(parsing: "color7") == ColorSpec(foreground: .white))
  }
}
