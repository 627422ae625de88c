import CNcurses
import TerminalKit

extension NcursesTerminal {
  /// Starts colours; `nil` if the terminal has fewer than eight, else
  /// whether it takes the terminal's default colours (`-1`) in a pair.
  static func startColors() -> Bool? {
    guard has_colors(), start_color() == OK, cn_colors() >= 8 else { return nil }
    return use_default_colors() == OK
  }

  /// The colour pair showing `coloring`'s colours (each the nearest the
  /// terminal has), defined on first use;
  /// 0 (the terminal's colours) once the terminal has no pair left.
  private func colorPair(for coloring: TextColoring) -> Int16 {
    let key = PairColors(foreground: coloring.foreground, background: coloring.background)
    if let pair = colorPairs[key] { return pair }
    // Pairs are numbered from 1, as Int16s, below the terminal's count.
    guard colorPairs.count + 1 < min(Int(cn_color_pairs()), Int(Int16.max) + 1) else { return 0 }
    let pair = Int16(colorPairs.count + 1)
    // A colour past the terminal's palette (color208 on 8 colours) is shown as its nearest.
    func color(_ color: TerminalColor, default: Int16) -> Int16 {
      color == .terminalDefault ? (defaultColorsWork ? -1 : `default`) : color.approximated(toPalette: Int(cn_colors())).index
    }
    init_pair(pair, color(coloring.foreground, default: Int16(COLOR_WHITE)), color(coloring.background, default: Int16(COLOR_BLACK)))
    colorPairs[key] = pair
    return pair
  }

  /// The curses attributes and colour pair that draw `style`.
  func cursesAttributes(for style: TextStyle) -> (attributes: attr_t, pair: Int16) {
    let attributes = style.resolvedAttributes(colors: colorsEnabled)
    var curses = CN_A_NORMAL
    if attributes.contains(.bold) { curses |= CN_A_BOLD }
    if attributes.contains(.dim) { curses |= CN_A_DIM }
    if attributes.contains(.reverse) { curses |= CN_A_REVERSE }
    if attributes.contains(.underline) { curses |= CN_A_UNDERLINE }
    let pair = colorsEnabled ? style.coloring.map(colorPair(for:)) ?? 0 : 0
    return (curses, pair)
  }
}

/// The two colours of a colour pair: what a pair is looked up by.
struct PairColors: Hashable {
  var foreground: TerminalColor
  var background: TerminalColor
}
