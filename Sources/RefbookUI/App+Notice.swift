extension App {
  /// Shows `notices` on the status line until the next key: the first one,
  /// and how many more there are; the message history keeps each one. The
  /// app says this way what was wrong with the book as it was read (the
  /// command line prints each one).
  ///
  /// - Complexity: O(*n*) for *n* notices, besides their length.
  public func show(_ notices: [String], isError: Bool) {
    guard let first = notices.first else { return }
    // Newest first, the history lists them in their order under the first.
    for notice in notices.dropFirst().reversed() { messages.record(Message(text: notice, isError: isError)) }
    say(first + Self.more(notices.count - 1), isError: isError)
  }

  /// ` (and 2 more)`, or nothing for none.
  static func more(_ count: Int) -> String {
    count > 0 ? " (and \(count) more)" : ""
  }
}
