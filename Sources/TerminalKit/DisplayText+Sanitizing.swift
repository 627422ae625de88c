extension DisplayText {
  /// The placeholder for an invisible character that has no control picture.
  static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// The base a combining mark is drawn on when it has none.
  static let dottedCircle: Unicode.Scalar = "\u{25CC}"

  /// How `character` is drawn, and its width (at least 1).
  ///
  /// - Complexity: O(*k*) for a grapheme of *k* scalars.
  static func displayForm(of character: Character) -> (text: String, width: Int) {
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
      return (String(character), 1)
    }
    var scalars = String.UnicodeScalarView()
    var width = 0
    var startsWithZeroWidth = false
    for scalar in character.unicodeScalars {
      let shown = displayScalar(for: scalar)
      let columns = DisplayWidth.of(shown) ?? 0
      if scalars.isEmpty { startsWithZeroWidth = columns == 0 }
      scalars.append(shown)
      width += columns
    }
    guard startsWithZeroWidth else { return (String(scalars), width) }
    var based = String.UnicodeScalarView([dottedCircle])
    based.append(contentsOf: scalars)
    let text = String(based)
    return text.count == 1 ? (text, width + 1) : (String(replacement), 1)
  }

  /// The scalar drawn for `scalar`: itself, or a visible placeholder.
  ///
  /// - Complexity: O(1).
  static func displayScalar(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    let value = scalar.value
    switch value {
    case 0x00...0x1F:
      return Unicode.Scalar(0x2400 + value)!
    case 0x7F:
      return "\u{2421}"
    case 0x200C, 0x200D, 0x00AD, 0xE0020...0xE007F:
      return scalar
    default:
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate:
        return replacement
      default:
        return DisplayWidth.of(scalar) == nil ? replacement : scalar
      }
    }
  }
}
