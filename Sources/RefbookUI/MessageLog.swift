/// The messages said during the session, for the message history: the
/// last ``capacity`` of them, newest first.
struct MessageLog {
  /// How many messages are kept; past it the oldest goes.
  static let capacity = 100

  /// The messages kept, newest first.
  private(set) var newestFirst: [Message] = []

  /// Keeps `message` as the newest, letting the oldest go past ``capacity``.
  ///
  /// - Complexity: O(``capacity``).
  mutating func record(_ message: Message) {
    newestFirst.insert(message, at: 0)
    if newestFirst.count > Self.capacity { newestFirst.removeLast() }
  }
}
