import RefbookModel

/// How the config file's `sort` names a sort order: with the words the app's
/// header shows for it.
extension SortOrder {
  /// `name`, `family name` or `organization`.
  ///
  /// - Complexity: O(1).
  public var settingName: String {
    switch self {
    case .name: "name"
    case .familyName: "family name"
    case .organization: "organization"
    }
  }

  /// The order `settingName` names, if any.
  ///
  /// - Complexity: O(*c*) in the number of orders.
  public init?(settingName: String) {
    guard let order = SortOrder.allCases.first(where: { $0.settingName == settingName }) else { return nil }
    self = order
  }
}
