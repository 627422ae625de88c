extension Array {
  /// The values of an array of optionals, moved out rather than copied
  /// (copying an array of references retains each, and dropping the
  /// optionals releases each again); `nil` when one of them is `nil`.
  ///
  /// ```swift
  /// [1, 2, 3].map(Optional.some).unwrapped()   // [1, 2, 3]
  /// [1, nil].unwrapped()                       // nil
  /// ```
  ///
  /// - Complexity: O(*n*) moves, none of which retains.
  consuming func unwrapped<Wrapped>() -> [Wrapped]? where Element == Wrapped? {
    guard allSatisfy({ $0 != nil }) else { return nil }
    let count = count
    var optionals = consume self
    return [Wrapped](unsafeUninitializedCapacity: count) { values, initialized in
      optionals.withUnsafeMutableBufferPointer { optionals in
        for index in 0..<count { (values.baseAddress! + index).initialize(to: (optionals.baseAddress! + index).move()!) }
        // Each moved-out place holds `nil` again, for the array to drop.
        optionals.baseAddress?.initialize(repeating: nil, count: count)
      }
      initialized = count
    }
  }
}
