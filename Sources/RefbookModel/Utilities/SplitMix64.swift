/// SplitMix64 (Steele, Lea and Flood), the one place its constants live:
/// the step of a small seeded generator, and the finisher of a hash.
public enum SplitMix64 {
  /// The generator's increment, the golden ratio in 64 bits.
  public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// Mixes `state` into a well-distributed value: the generator's output for
  /// that state, or a hash's final avalanche.
  ///
  /// - Complexity: O(1).
  public static func mix(_ state: UInt64) -> UInt64 {
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
