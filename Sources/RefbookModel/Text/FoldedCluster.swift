@_spi(_Unicode) import Swift

/// One cluster of ``TextFolding/foldedCharacter(_:)``: a scalar folded, then
/// the marks after it.
struct FoldedCluster {
  private(set) var scalars: [Unicode.Scalar]
  /// The scalar that decides whether following marks are kept: the last one
  /// of the folded start (Latin, Greek and Cyrillic drop them).
  private var decider: Unicode.Scalar
  /// Whether folding changed the start scalar.
  private var changed: Bool

  init(startingWith start: Unicode.Scalar) {
    var scalar = start
    if scalar.isASCII {
      changed = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(UInt8(scalar.value))
      if changed { scalar = Unicode.Scalar(UInt8(scalar.value) + 0x20) }
      scalars = [scalar]
      decider = scalar
      return
    }
    changed = false
    if let narrow = Self.ordinaryWidth(of: scalar) {
      scalar = narrow
      changed = true
    }
    let decomposed = Array(String(scalar)._nfd)
    if decomposed != [scalar], decomposed[0].value < Self.marklessScriptsEnd {
      scalar = decomposed[0]
      changed = true
    }
    decider = scalar
    scalars = [scalar]
    let caseFolded = Self.caseFolded(scalar)
    if caseFolded != [scalar] {
      decider = caseFolded.last ?? scalar
      scalars = scalar.value < Self.marklessScriptsEnd ? caseFolded.filter { !Self.isMark($0) } : caseFolded
      changed = true
    }
  }

  /// Consumes the marks at `index` in `scalars`: dropped after a Latin,
  /// Greek or Cyrillic letter, kept (decomposed) after others, except that
  /// the first mark after an unchanged letter of another script is dropped
  /// when it is itself a Latin, Greek or Cyrillic mark — as Foundation does.
  mutating func takeMarks(from source: [Unicode.Scalar], at index: inout Int) {
    var keeps = decider.value >= Self.marklessScriptsEnd
    if !changed && keeps {
      if index < source.endIndex, Self.isMark(source[index]) {
        if source[index].value >= Self.marklessScriptsEnd { scalars += String(source[index])._nfd }
        index += 1
      } else {
        keeps = false
      }
    }
    while index < source.endIndex, Self.isMark(source[index]) {
      if keeps { scalars += String(source[index])._nfd }
      index += 1
    }
    putMarksInOrder()
  }

  /// Foundation's priority sort: from the first scalar with a combining
  /// class on, scalars are stably sorted by combining class.
  private mutating func putMarksInOrder() {
    guard let first = scalars.firstIndex(where: { Self.combiningClass($0) != 0 }), first < scalars.count - 1 else {
      return
    }
    var sorted = false
    while !sorted {
      sorted = true
      for index in first..<(scalars.count - 1)
      where Self.combiningClass(scalars[index]) > Self.combiningClass(scalars[index + 1]) {
        scalars.swapAt(index, index + 1)
        sorted = false
      }
    }
  }
}

extension FoldedCluster {
  /// Scripts below this scalar (Latin, Greek, Cyrillic) fold to letters without marks.
  static let marklessScriptsEnd: UInt32 = 0x0510

  /// Whether Foundation knows `scalar`: its tables are of Unicode 15.
  static func isKnown(_ scalar: Unicode.Scalar) -> Bool {
    guard let age = scalar.properties.age else { return false }
    return age.major < 16
  }

  /// Whether `scalar` extends the character before it (a combining mark, an
  /// emoji skin tone), by Unicode 15's Grapheme_Cluster_Break=Extend.
  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    guard isKnown(scalar) else { return false }
    let properties = scalar.properties
    if properties.isEmojiModifier { return true }
    return (properties.isGraphemeExtend && !extendingSinceUnicode16.contains(scalar.value))
      || scalar.value == ahomConsonantSignMedialRa
  }

  /// The canonical combining class Foundation knows for `scalar`.
  static func combiningClass(_ scalar: Unicode.Scalar) -> UInt8 {
    isKnown(scalar) ? scalar.properties.canonicalCombiningClass.rawValue : 0
  }

  /// `scalar` case-folded as CoreFoundation does: its special foldings
  /// (`ß` → `ss`, `ς` → `σ`), else its lower case; a lower-case letter
  /// Unicode folds to upper case (Cherokee) stays.
  static func caseFolded(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
    guard isKnown(scalar), !(0x1C80...0x1C88).contains(scalar.value) else { return [scalar] }
    let folded = Array(scalar.properties._caseFolded.unicodeScalars)
    let lower = Array(scalar.properties.lowercaseMapping.unicodeScalars)
    if folded == [scalar] { return lower }
    if lower == [scalar], folded.contains(where: { $0.properties.lowercaseMapping != String($0) }) { return [scalar] }
    return folded
  }

  /// The ordinary form of a half- or full-width form; `nil` for other scalars.
  static func ordinaryWidth(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0xFF01...0xFF5E: return Unicode.Scalar(scalar.value - 0xFEE0)
    case 0xFF5F...0xFFEE:
      let ordinary = halfAndFullWidthForms[Int(scalar.value - 0xFF5F)]
      return ordinary == 0 ? nil : Unicode.Scalar(ordinary)
    default: return nil
    }
  }
}
