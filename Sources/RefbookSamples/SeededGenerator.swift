/// A small deterministic random number generator (SplitMix64), so that a
/// sample book is the same for the same seed on every machine and toolchain.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  /// - Complexity: O(1).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`, computed without the standard library's
  /// algorithms so that it cannot change between Swift versions.
  ///
  /// - Complexity: O(1).
  public mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// Whether an event of the given percent chance happens.
  ///
  /// - Complexity: O(1).
  public mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// One of `choices` (which must not be empty).
  ///
  /// - Complexity: O(1).
  public mutating func pick<T>(_ choices: [T]) -> T {
    choices[below(choices.count)]
  }
}
