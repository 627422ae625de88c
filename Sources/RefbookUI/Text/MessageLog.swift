import StructRef

/// The messages said during the session: the one the status line shows
/// until the next key, and the last ``capacity`` of them, newest first,
/// for the message history.
struct MessageLog {
  /// How many messages are kept; past it the oldest goes.
  static let capacity = 100

  /// What the status line says until the next key, if anything.
  var current: Message?
  /// The messages kept, newest first.
  private(set) var newestFirst: [Message] = []

  /// The failure to save last said, until the book is saved.
  private var failureSaid: PersistenceStatus?

  /// Says `status` when it is a failure to save not said yet since the
  /// book was last saved.
  ///
  /// - Complexity: O(``capacity``).
  mutating func sayFailure(of status: PersistenceStatus) {
    switch status {
    case .failed where status != failureSaid:
      failureSaid = status
      say(Message(text: status.label, isError: true))
    case .saved: failureSaid = nil
    default: break
    }
  }

  /// Says `message`, if any: the status line shows it until the next key,
  /// and the log keeps it.
  ///
  /// - Complexity: O(``capacity``).
  mutating func say(_ message: Message?) {
    guard let message else { return }
    current = message
    record(message)
  }

  /// Says the first of `notices`, and how many more there are; the log
  /// keeps each one, in their order under the first.
  ///
  /// - Complexity: O(*n* · ``capacity``) for *n* notices.
  mutating func show(_ notices: [String], isError: Bool) {
    guard let first = notices.first else { return }
    for notice in notices.dropFirst().reversed() { record(Message(text: notice, isError: isError)) }
    say(Message(text: first + andMore(notices.count - 1), isError: isError))
  }

  /// Keeps `message` as the newest, letting the oldest go past ``capacity``.
  ///
  /// - Complexity: O(``capacity``).
  private mutating func record(_ message: Message) {
    newestFirst.insert(message, at: 0)
    if newestFirst.count > Self.capacity { newestFirst.removeLast() }
  }
}
