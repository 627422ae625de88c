/// A colour of the terminal's palette: the terminal's own default, the
/// eight ANSI colours (0–7), their bright forms (8–15) and the rest of the
/// 256-colour palette (16–255: a 6×6×6 cube, then 24 greys).
///
/// A terminal with fewer colours shows ``approximated(toPalette:)``.
///
/// ```swift
/// TerminalColor(name: "bright-red")   // TerminalColor(index: 9)
/// TerminalColor(name: "color208")?.approximated(toPalette: 8)   // .red
/// ```
public struct TerminalColor: Hashable, Sendable {
  /// The palette index, or -1 for the terminal's default colour.
  public let index: Int16

  /// The colour with palette index `index`.
  ///
  /// - Precondition: `index` is -1 (the default) or in 0...255.
  /// - Complexity: O(1).
  public init(index: Int16) {
    precondition((-1...255).contains(index), "A terminal colour is -1 or 0 to 255")
    self.index = index
  }

  public static let terminalDefault = TerminalColor(index: -1)
  public static let black = TerminalColor(index: 0)
  public static let red = TerminalColor(index: 1)
  public static let green = TerminalColor(index: 2)
  public static let yellow = TerminalColor(index: 3)
  public static let blue = TerminalColor(index: 4)
  public static let magenta = TerminalColor(index: 5)
  public static let cyan = TerminalColor(index: 6)
  public static let white = TerminalColor(index: 7)

  /// The names of the first sixteen colours, by index: the eight, then
  /// their bright forms (`bright-red`).
  public static let names: [String] = {
    let eight = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
    return eight + eight.map { "bright-" + $0 }
  }()

  /// The colour `name` names: `default`, one of ``names``, or `color0` …
  /// `color255`; `nil` for anything else.
  ///
  /// - Complexity: O(1).
  public init?(name: String) {
    if name == "default" {
      self = .terminalDefault
    } else if let index = Self.names.firstIndex(of: name) {
      self.init(index: Int16(index))
    } else if name.hasPrefix("color"), let number = Int16(name.dropFirst(5)), (0...255).contains(number),
      String(number) == name.dropFirst(5)
    {
      self.init(index: number)
    } else {
      return nil
    }
  }

  /// How ``init(name:)`` spells this colour: a name up to 15, else `colorN`.
  ///
  /// - Complexity: O(1).
  public var name: String {
    if index < 0 { return "default" }
    return index < 16 ? Self.names[Int(index)] : "color\(index)"
  }

  /// The nearest colour a terminal of `palette` colours (8, 16, 88, 256, …)
  /// has: itself when it fits, a bright colour's plain form on 8 colours,
  /// and for the cube and the greys the one of the sixteen (or eight) with
  /// each channel on where it is at least half the brightest, bright when
  /// that is light.
  ///
  /// - Complexity: O(1).
  public func approximated(toPalette palette: Int) -> TerminalColor {
    if index < Int16(clamping: palette) { return self }
    if index < 16 { return TerminalColor(index: index - 8) }
    let (red, green, blue): (Int, Int, Int)
    if index < 232 {
      // xterm's cube: levels 0, 95, 135, 175, 215, 255.
      let cube = Int(index) - 16
      func level(_ step: Int) -> Int { step == 0 ? 0 : 55 + step * 40 }
      (red, green, blue) = (level(cube / 36), level(cube / 6 % 6), level(cube % 6))
    } else {
      let grey = 8 + (Int(index) - 232) * 10
      (red, green, blue) = (grey, grey, grey)
    }
    // Each channel on or off, as the eight colours are (bit 0 red, 1 green, 2 blue).
    let brightest = max(red, green, blue)
    let threshold = max(brightest / 2, 64)
    let bits = (red >= threshold ? 1 : 0) | (green >= threshold ? 2 : 0) | (blue >= threshold ? 4 : 0)
    // On 16 colours, a light colour is the bright form.
    return TerminalColor(index: Int16(bits + (palette >= 16 && brightest > 200 ? 8 : 0)))
  }
}
