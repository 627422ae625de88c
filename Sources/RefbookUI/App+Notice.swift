extension App {
  /// Shows `notices` on the status line until the next key: the first one,
  /// and how many more there are. The app says this way what was wrong with
  /// the book as it was read (the command line prints each one).
  ///
  /// - Complexity: O(1) besides the length of the first notice.
  public func show(_ notices: [String], isError: Bool) {
    guard let first = notices.first else { return }
    say(first + Self.more(notices.count - 1), isError: isError)
  }

  /// ` (and 2 more)`, or nothing for none.
  static func more(_ count: Int) -> String {
    count > 0 ? " (and \(count) more)" : ""
  }
}
