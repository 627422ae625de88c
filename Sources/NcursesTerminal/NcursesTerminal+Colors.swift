import CNcurses
import TerminalKit

extension NcursesTerminal {
  /// Starts colours and defines one colour pair per ``ColorRole`` (pair
  /// number = raw value + 1); `false` if the terminal has fewer than eight
  /// colours.
  static func startColors() -> Bool {
    guard has_colors(), start_color() == OK, cn_colors() >= 8,
      cn_color_pairs() > ColorRole.allCases.count
    else { return false }
    let defaultsWork = use_default_colors() == OK
    for role in ColorRole.allCases {
      let (foreground, background) = role.colors
      init_pair(
        colorPair(for: role),
        color(foreground, default: defaultsWork ? -1 : Int16(COLOR_WHITE)),
        color(background, default: defaultsWork ? -1 : Int16(COLOR_BLACK)))
    }
    return true
  }

  /// The colour pair of `role`.
  static func colorPair(for role: ColorRole) -> Int16 {
    Int16(role.rawValue + 1)
  }

  private static func color(_ color: TerminalColor, default: Int16) -> Int16 {
    color == .terminalDefault ? `default` : color.rawValue
  }

  /// The curses attributes and colour pair that draw `style`.
  func cursesAttributes(for style: TextStyle) -> (attributes: attr_t, pair: Int16) {
    let attributes = style.resolvedAttributes(colors: colorsEnabled)
    var curses = CN_A_NORMAL
    if attributes.contains(.bold) { curses |= CN_A_BOLD }
    if attributes.contains(.dim) { curses |= CN_A_DIM }
    if attributes.contains(.reverse) { curses |= CN_A_REVERSE }
    if attributes.contains(.underline) { curses |= CN_A_UNDERLINE }
    let pair = colorsEnabled ? style.role.map(Self.colorPair(for:)) ?? 0 : 0
    return (curses, pair)
  }
}
