extension PersonName {
  /// One of the five parts of a structured name (vCard `N`), and where it
  /// lives: what an editor, an importer or a form reads and writes through
  /// ``keyPath``, so that no caller spells the five parts out again.
  public enum Part: Hashable, Sendable, CaseIterable {
    case given, family, additional, prefix, suffix

    /// The part's place in a ``PersonName``.
    ///
    /// - Complexity: O(1).
    public var keyPath: WritableKeyPath<PersonName, String> {
      switch self {
      case .given: \.given
      case .family: \.family
      case .additional: \.additional
      case .prefix: \.prefix
      case .suffix: \.suffix
      }
    }
  }
}
