import RefbookModel

extension ImportResult {
  /// This result with a fresh id for every person whose id an earlier
  /// person of the same file, or of a file imported before it in the same
  /// import, already has, each reported in ``warnings`` at its line.
  ///
  /// A book holds one person per UID, so two cards sharing a UID (an export
  /// that duplicated a card, then edited one copy; a vdir holding a sync
  /// conflict's copy) would otherwise become one person, the other card lost
  /// without a word.
  ///
  /// - Parameters:
  ///   - lines: The line on which each person's record starts, parallel to
  ///     ``persons``.
  ///   - earlier: The ids of the files read before this one in the same
  ///     import, each with the name of its file.
  ///   - makeID: Makes each fresh id.
  /// - Complexity: O(*n*) for *n* persons.
  public func renewingRepeatedIDs(
    lines: [Int], earlier: [Person.ID: String] = [:], makeID: () -> String
  ) -> ImportResult {
    var result = self
    var firstLine: [Person.ID: Int] = [:]
    var renewed: [LineProblem] = []
    for index in result.persons.indices {
      let id = result.persons[index].id
      let other = earlier[id].map { "in \($0)" } ?? firstLine[id].map { "on the card at line \($0)" }
      guard let other else {
        firstLine[id] = lines[index]
        continue
      }
      let fresh = makeID()
      result.persons[index].id = fresh
      firstLine[fresh] = lines[index]
      renewed.append(LineProblem(
        line: lines[index], message: "UID \(id) is also \(other); this card was given the new UID \(fresh)"))
    }
    guard !renewed.isEmpty else { return result }
    result.warnings = (result.warnings + renewed).sorted { $0.line < $1.line }
    return result
  }
}
