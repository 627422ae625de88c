/// The folding (see ``TextFolding``) of *clusters* — a scalar and the marks
/// after it (``FoldedCluster``) — learnt cluster by cluster and kept, for
/// folding text byte by byte without making a `String` of it (see
/// ``CardSearchText``).
///
/// ``TextFolding/fold(_:)`` folds character by character, and each
/// character cluster by cluster, a cluster starting at the character's
/// first scalar and at every later scalar that is not a mark. A character
/// starts with a mark only at the start of the text or after a control
/// (a mark joins any other scalar before it, UAX #29). So in text where no
/// mark stands first or after a control, the clusters start exactly at the
/// scalars that are not marks, and the fold of the text is the fold of its
/// clusters, each folded alone, one after the other. (A cluster whose fold
/// is longer than 16 bytes, or which is longer than 16 bytes itself, is not
/// kept: none is common in names.)
///
/// Not shared between threads: each keeps its own.
struct ClusterFolds {
  /// What a scalar is to folding.
  enum Kind {
    /// A mark: it belongs to the cluster before it.
    case mark
    /// The start of a cluster, and its fold when no mark follows it.
    /// `takesMarks` is false for a control (a mark after it starts a new
    /// character).
    case start(Fold, takesMarks: Bool)
    /// A start whose fold is not kept.
    case unfoldable
  }

  /// Folded UTF-8 bytes, up to 16, the first in the lowest byte of `low`.
  struct Fold {
    let low: UInt64
    let high: UInt64
    let count: Int

    /// - Precondition: `bytes` holds at most 16 bytes.
    init(_ bytes: some Collection<UInt8>) {
      precondition(bytes.count <= 16, "ClusterFolds.Fold: at most 16 bytes")
      var (low, high) = (UInt64(0), UInt64(0))
      for (offset, byte) in bytes.enumerated() {
        if offset < 8 { low |= UInt64(byte) << (8 * offset) } else { high |= UInt64(byte) << (8 * (offset - 8)) }
      }
      (self.low, self.high, count) = (low, high, bytes.count)
    }

    /// The byte at `offset`.
    func byte(_ offset: Int) -> UInt8 {
      UInt8(truncatingIfNeeded: offset < 8 ? low >> (8 * offset) : high >> (8 * (offset - 8)))
    }
  }

  private var kinds: [Kind] = []
  /// For each scalar of the Basic Multilingual Plane, the index of its kind
  /// in ``kinds``, or -1 when not learnt yet.
  private var basic = [Int32](repeating: -1, count: 0x1_0000)
  /// The same for the scalars beyond it.
  private var beyond: [UInt32: Int32] = [:]
  /// The folds of clusters with marks met so far, by their bytes; `nil` for
  /// one not kept.
  private var clusters: [Fold: Fold?] = [:]

  /// What `scalar` (not ASCII) is to folding.
  ///
  /// - Complexity: O(1) amortized; the first time a scalar is met, folding
  ///   it (microseconds).
  mutating func kind(_ scalar: Unicode.Scalar) -> Kind {
    let value = scalar.value
    var index = value < 0x1_0000 ? basic[Int(value)] : beyond[value, default: -1]
    if index < 0 {
      kinds.append(Self.learn(scalar))
      index = Int32(kinds.count - 1)
      if value < 0x1_0000 { basic[Int(value)] = index } else { beyond[value] = index }
    }
    return kinds[Int(index)]
  }

  /// The fold of the cluster whose UTF-8 bytes are `bytes` (a scalar that
  /// takes marks, and marks), or `nil` when it is not kept.
  ///
  /// - Complexity: O(*n*) in the length of the cluster; the first time a
  ///   cluster is met, folding it (microseconds).
  mutating func fold(ofCluster bytes: UnsafeBufferPointer<UInt8>) -> Fold? {
    guard bytes.count <= 16 else { return nil }
    let key = Fold(bytes)
    if let known = clusters[key] { return known }
    let text = String(decoding: bytes, as: UTF8.self)
    let folded = TextFolding.fold(text).utf8
    let fold = text.count == 1 && folded.count <= 16 ? Fold(folded) : nil
    clusters[key] = fold
    return fold
  }

  /// Whether a UTF-8 sequence starting with `lead` may be a mark: not
  /// for the two-byte sequences (U+0080–U+07FF) of no mark, such as all of
  /// Latin-1, Latin Extended, Greek and most of Cyrillic.
  ///
  /// - Complexity: O(1).
  static func mayLeadMark(_ lead: UInt8) -> Bool {
    lead >= 0xE0 || (lead >= 0xC2 && twoByteLeadsOfMarks >> (lead - 0xC0) & 1 == 1)
  }

  /// Bit `b` set when a mark's two-byte sequence starts with the byte
  /// 0xC0 + `b`: a literal, since working it out from every scalar's
  /// properties took a third of a millisecond of each program's start (a
  /// test works it out and compares).
  static var twoByteLeadsOfMarks: UInt32 { 0xFBC4_3000 }

  private static func learn(_ scalar: Unicode.Scalar) -> Kind {
    let alone = String(Character(scalar))
    // A mark that this Unicode does not join to a letter is not kept.
    if FoldedCluster.isMark(scalar) { return ("a" + alone).count == 1 ? .mark : .unfoldable }
    let folded = TextFolding.fold(alone).utf8
    guard folded.count <= 16 else { return .unfoldable }
    return .start(Fold(folded), takesMarks: (alone + "\u{301}").count == 1)
  }
}

extension ClusterFolds.Fold: Hashable {}
