extension Person {
  /// The names of the kept properties that hold an anniversary: vCard
  /// 4.0's `ANNIVERSARY`, and the `X-ANNIVERSARY` of 3.0 cards.
  public static let anniversaryNames: Set<String> = ["ANNIVERSARY", "X-ANNIVERSARY"]

  /// The first anniversary the card holds, as written (see
  /// ``anniversaryNames``); `nil` when it holds none.
  ///
  /// - Complexity: O(*p*) for *p* kept properties.
  public var anniversary: String? {
    otherProperties.first { Self.anniversaryNames.contains($0.name) }?.value
  }
}
