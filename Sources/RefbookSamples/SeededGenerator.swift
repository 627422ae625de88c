import RefbookModel

/// A small deterministic random number generator (SplitMix64), so that a
/// sample book is the same for the same seed on every machine and toolchain.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  /// - Complexity: O(1).
  public mutating func next() -> UInt64 {
    state &+= SplitMix64.increment
    return SplitMix64.mix(state)
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
