import RefbookModel

extension OutlineFields {
  /// The name the app shows: ``RefbookModel/OutlineFields/displayName``, or
  /// `(no name)` for a card with nothing to name it by, so that no row or
  /// message is blank.
  var shownName: String {
    let name = displayName
    return name.isEmpty ? "(no name)" : name
  }
}
