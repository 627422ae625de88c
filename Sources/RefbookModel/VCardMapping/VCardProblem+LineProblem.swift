import VCard

extension LineProblem {
  /// The problems of one severity among a vCard file's `problems`, in file
  /// order: errors are what was not read (a store refuses to save over
  /// them, an import reports them as skipped); warnings are what was read
  /// with a repair the user should hear about.
  ///
  /// - Complexity: O(*p*), where *p* is the number of problems.
  public static func of(_ severity: VCardProblem.Severity, in problems: [VCardProblem]) -> [LineProblem] {
    problems.filter { $0.severity == severity }.map { LineProblem(line: $0.line, message: $0.message) }
  }
}
