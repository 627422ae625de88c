extension DetailPane {
  /// The field drawn on `line` of the pane as last arranged (0: the name
  /// on its first row, which is no field); `nil` for the name and below
  /// the last field.
  ///
  /// - Complexity: O(*f*) for a person with *f* fields.
  func field(atLine line: Int) -> PersonField? {
    line >= 1 ? fields[safe: top + line - 1] : nil
  }
}
