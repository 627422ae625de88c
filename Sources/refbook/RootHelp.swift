import ArgumentParser

/// What `refbook --help` prints: the root's help (its subcommands), then the
/// usage and options of ``Open``, the command that runs when none is named —
/// ArgumentParser lists only the subcommands, which hid `--demo`, `--book`
/// and `--read-only` from a newcomer.
enum RootHelp {
  /// The help text, wrapped to the terminal's width.
  ///
  /// - Complexity: O(*h*) in the length of the help.
  static func text() -> String {
    let root = Refbook.helpMessage()
    let open = Open.helpMessage()
    guard let start = open.firstRange(of: "OPTIONS:\n") else { return root }
    let usage = Refbook.usageString(for: Open.self).replacing("refbook open", with: "refbook [open]")
    let options = open[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("--help") }
    return root + "\n\nOPEN, THE DEFAULT SUBCOMMAND:\n  USAGE: \(usage)\n\n" + options.joined(separator: "\n")
  }
}
