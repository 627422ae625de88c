/// How persons name a sort order: the app's header and status line, and the
/// config file's `sort` setting, use the same words.
extension SortOrder {
  /// `name`, `family name` or `organization`.
  ///
  /// - Complexity: O(1).
  public var label: String {
    switch self {
    case .name: "name"
    case .familyName: "family name"
    case .organization: "organization"
    }
  }

  /// The order `label` names, if any (exactly: `Name` names none).
  ///
  /// - Complexity: O(*c*) in the number of orders.
  public init?(label: String) {
    guard let order = SortOrder.allCases.first(where: { $0.label == label }) else { return nil }
    self = order
  }
}
