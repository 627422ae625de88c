/// The folding of single Unicode scalars (see ``TextFolding``), learnt
/// scalar by scalar and kept, for folding text byte by byte without making
/// a `String` of it (see ``CardSearchText``).
///
/// A scalar's fold is kept only for a scalar that is a *character alone*:
/// one that forms a character of its own whatever other such scalars (or
/// ASCII) stand beside it — no combining mark, joiner, prepended or
/// spacing mark, regional indicator or conjoining jamo. In text made only of
/// such scalars every scalar is a character, and ``TextFolding/fold(_:)``,
/// which folds character by character, gives the concatenation of the
/// scalars' folds. (A scalar whose fold is longer than eight bytes is
/// treated as not alone: none that is is common in names.)
///
/// Not shared between threads: each keeps its own.
struct ScalarFolds {
  /// A scalar's fold.
  struct Fold {
    /// The folded UTF-8 bytes, the first in the lowest byte.
    let packed: UInt64
    let count: Int
    /// Whether the character the scalar makes is white space.
    let isWhitespace: Bool
  }

  /// The folds learnt, in the order learnt.
  private var folds: [Fold] = []
  /// For each scalar of the Basic Multilingual Plane, the index of its fold
  /// in ``folds``; ``unknown`` or ``notAlone``.
  private var basic = [Int32](repeating: unknown, count: 0x1_0000)
  /// The same for the scalars beyond it.
  private var beyond: [UInt32: Int32] = [:]

  private static let unknown: Int32 = -1
  private static let notAlone: Int32 = -2

  /// The fold of `scalar`, or `nil` when it is not a character alone.
  ///
  /// - Complexity: O(1) amortized; the first time a scalar is met, folding
  ///   it (microseconds).
  mutating func fold(_ scalar: Unicode.Scalar) -> Fold? {
    let value = scalar.value
    var index = value < 0x1_0000 ? basic[Int(value)] : beyond[value, default: Self.unknown]
    if index == Self.unknown {
      index = learn(scalar)
      if value < 0x1_0000 { basic[Int(value)] = index } else { beyond[value] = index }
    }
    return index >= 0 ? folds[Int(index)] : nil
  }

  private mutating func learn(_ scalar: Unicode.Scalar) -> Int32 {
    guard Self.standsAlone(scalar) else { return Self.notAlone }
    let character = Character(scalar)
    let folded = TextFolding.fold(String(character)).utf8
    guard folded.count <= 8 else { return Self.notAlone }
    let packed = folded.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    folds.append(Fold(packed: packed, count: folded.count, isWhitespace: character.isWhitespace))
    return Int32(folds.count - 1)
  }

  /// Whether `scalar` is a character alone: no character boundary is
  /// missing on either side of it between two ASCII letters, nor between it
  /// and itself. Under Unicode's rules for character boundaries (UAX #29)
  /// that leaves out every scalar that joins a neighbour (extending and
  /// spacing marks, joiners and prepended marks join any neighbour on their
  /// side; regional indicators and conjoining jamo join their own kind), so
  /// that between two scalars that are characters alone there is always a
  /// boundary (but for CR LF, both ASCII).
  static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    let alone = String(Character(scalar))
    return ("a" + alone + "a").count == 3 && (alone + alone).count == 2
  }
}
