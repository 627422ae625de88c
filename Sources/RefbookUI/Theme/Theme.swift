import TerminalKit

/// The colouring of each ``ColorRole``: one of the built-in themes, with
/// the roles the config file's `[colors]` sets changed.
///
/// Every built-in theme uses only the eight ANSI colours (which 8-, 16- and
/// 256-colour terminals all have), and every role keeps attributes that
/// make it stand out without colour (`NO_COLOR`, or a terminal that has
/// none), whatever colours it is given. The app draws with ``current``,
/// which it binds to its theme while it draws.
///
/// ```swift
/// var theme = Theme.named("light")!
/// try theme.setColors(ColorSpec(parsing: "bold white on red"), for: .header)
/// ```
public struct Theme: Equatable, Sendable {
  /// Its name among the built-in themes, which it was made from.
  public let name: String
  /// What it is for, for the default config file and the manual.
  public let about: String
  private var colorings: [ColorRole: TextColoring]

  private init(_ name: String, _ about: String, _ colorings: [ColorRole: TextColoring]) {
    precondition(Set(colorings.keys) == Set(ColorRole.allCases), "A theme colours every role")
    self.name = name
    self.about = about
    self.colorings = colorings
  }

  /// How `role` is drawn.
  ///
  /// - Complexity: O(1).
  public func coloring(for role: ColorRole) -> TextColoring {
    colorings[role]!
  }

  /// The colours and attributes `role` has with colour, as the config file
  /// writes them.
  ///
  /// - Complexity: O(1).
  public func colors(for role: ColorRole) -> ColorSpec {
    let coloring = coloring(for: role)
    return ColorSpec(foreground: coloring.foreground, background: coloring.background, attributes: coloring.colorAttributes)
  }

  /// Draws `role` with `spec`'s colours and attributes where colours are
  /// shown; without colour it keeps the theme's attributes.
  ///
  /// - Complexity: O(1).
  public mutating func setColors(_ spec: ColorSpec, for role: ColorRole) {
    colorings[role] = TextColoring(
      foreground: spec.foreground, background: spec.background, colorAttributes: spec.attributes,
      monochromeAttributes: coloring(for: role).monochromeAttributes)
  }

  /// The built-in theme called `name`, if any.
  ///
  /// - Complexity: O(*t*) in the number of themes.
  public static func named(_ name: String) -> Theme? {
    builtIn.first { $0.name == name }
  }

  /// The theme drawn with: the app binds it to its own while it draws;
  /// ``standard`` elsewhere.
  @TaskLocal static var current = Theme.standard

  /// The built-in themes, the default first.
  public static let builtIn: [Theme] = [standard, light, mono, contrast]

  /// refbook's colours: white on blue and black on cyan bars, for a dark
  /// terminal.
  public static let standard = Theme("default", "for a dark background", [
    .header: TextColoring(foreground: .white, background: .blue, colorAttributes: .bold, monochromeAttributes: [.reverse, .bold]),
    .status: TextColoring(foreground: .black, background: .cyan, monochromeAttributes: .reverse),
    .focus: TextColoring(foreground: .cyan, colorAttributes: .bold, monochromeAttributes: .bold),
    .selection: TextColoring(foreground: .black, background: .cyan, monochromeAttributes: [.reverse, .bold]),
    .inactiveSelection: TextColoring(foreground: .black, background: .white, monochromeAttributes: .reverse),
    .match: TextColoring(foreground: .yellow, colorAttributes: [.bold, .underline], monochromeAttributes: .underline),
    .error: TextColoring(foreground: .red, colorAttributes: .bold, monochromeAttributes: .bold),
    .secondary: TextColoring(colorAttributes: .dim, monochromeAttributes: .dim),
  ])

  /// For a light terminal background: dark text, no yellow or cyan text.
  public static let light = Theme("light", "for a light background", [
    .header: TextColoring(foreground: .white, background: .blue, colorAttributes: .bold, monochromeAttributes: [.reverse, .bold]),
    .status: TextColoring(foreground: .white, background: .black, monochromeAttributes: .reverse),
    .focus: TextColoring(foreground: .blue, colorAttributes: .bold, monochromeAttributes: .bold),
    .selection: TextColoring(foreground: .white, background: .blue, monochromeAttributes: [.reverse, .bold]),
    .inactiveSelection: TextColoring(foreground: .black, background: .cyan, monochromeAttributes: .reverse),
    .match: TextColoring(foreground: .magenta, colorAttributes: [.bold, .underline], monochromeAttributes: .underline),
    .error: TextColoring(foreground: .red, colorAttributes: .bold, monochromeAttributes: .bold),
    .secondary: TextColoring(colorAttributes: .dim, monochromeAttributes: .dim),
  ])

  /// No colours, on any terminal: what `NO_COLOR` shows, chosen in the file.
  public static let mono = Theme("mono", "attributes only, as NO_COLOR shows any theme", standard.colorings.mapValues { coloring in
    TextColoring(colorAttributes: coloring.monochromeAttributes, monochromeAttributes: coloring.monochromeAttributes)
  })

  /// Strong contrast: a black on yellow header, black on green selection,
  /// white on red errors.
  public static let contrast = Theme("contrast", "strong contrast", [
    .header: TextColoring(foreground: .black, background: .yellow, colorAttributes: .bold, monochromeAttributes: [.reverse, .bold]),
    .status: TextColoring(foreground: .white, background: .blue, monochromeAttributes: .reverse),
    .focus: TextColoring(foreground: .yellow, colorAttributes: [.bold, .underline], monochromeAttributes: [.bold, .underline]),
    .selection: TextColoring(foreground: .black, background: .green, colorAttributes: .bold, monochromeAttributes: [.reverse, .bold]),
    .inactiveSelection: TextColoring(foreground: .black, background: .white, monochromeAttributes: .reverse),
    .match: TextColoring(foreground: .green, colorAttributes: [.bold, .underline], monochromeAttributes: .underline),
    .error: TextColoring(foreground: .white, background: .red, colorAttributes: .bold, monochromeAttributes: [.reverse, .bold]),
    .secondary: TextColoring(foreground: .cyan, monochromeAttributes: .dim),
  ])
}
