import RefbookModel

/// How the app looks and behaves, as the user's settings say; each
/// default is refbook's own.
///
/// ```swift
/// let app = App(terminal: terminal, session: session, title: path,
///               options: AppOptions(sortOrder: .familyName, confirmsDelete: true))
/// ```
public struct AppOptions {
  /// The names of several books opened together, whose persons carry them
  /// (see `Addressbook+Collections`); the list shows each person's, `M`
  /// moves a person between them, and a new person goes to the one the
  /// user picks. Empty for one book.
  public var collections: [String]
  /// The list's order at start (`s` cycles).
  public var sortOrder: SortOrder
  /// The colours of each ``ColorRole``.
  public var theme: Theme
  /// Whether `d` asks y/n before deleting persons (either way `u` brings
  /// them back).
  public var confirmsDelete: Bool
  /// Which keys start which commands (the help and the hints show them).
  public var keyMap: KeyMap
  /// The list's columns, left to right.
  public var listColumns: [ListColumn]
  /// Where the search texts of the book's cards are kept between starts,
  /// so that preparing the search folds only the cards changed since;
  /// `nil`: every card is folded.
  public var searchTextStorage: (any SearchTextStorage)?

  public init(collections: [String] = [], sortOrder: SortOrder = .name, theme: Theme = .standard,
              confirmsDelete: Bool = false, keyMap: KeyMap = .standard, listColumns: [ListColumn] = ListColumn.standard,
              searchTextStorage: (any SearchTextStorage)? = nil) {
    self.collections = collections
    self.sortOrder = sortOrder
    self.theme = theme
    self.confirmsDelete = confirmsDelete
    self.keyMap = keyMap
    self.listColumns = listColumns
    self.searchTextStorage = searchTextStorage
  }
}
