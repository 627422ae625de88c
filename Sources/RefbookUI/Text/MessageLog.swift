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

  /// What fails now and then while the app runs.
  private enum FailingWork { case saving, syncing }
  /// The failure last said of each work, until it works again.
  private var failuresSaid: [FailingWork: String] = [:]

  /// Says each failure of `saving` and of `syncing` (the sync of the
  /// CardDAV books, if any) not said yet since that work last succeeded.
  ///
  /// - Complexity: O(``capacity``).
  mutating func sayFailures(saving: PersistenceStatus, syncing: LiveSyncStatus?) {
    sayFailure(of: saving)
    if let syncing { sayFailure(of: syncing) }
  }

  /// Says `status` when it is a failure to save not said yet since the
  /// book was last saved.
  private mutating func sayFailure(of status: PersistenceStatus) {
    switch status {
    case .failed: sayOnce(status.label, of: .saving)
    case .saved: failuresSaid[.saving] = nil
    default: break
    }
  }

  /// Says `status` when it is a failure to sync not said yet since the
  /// books last synced.
  private mutating func sayFailure(of status: LiveSyncStatus) {
    switch status {
    case .failed(let reason, _): sayOnce("Sync failed: \(reason)", of: .syncing)
    case .synced: failuresSaid[.syncing] = nil
    default: break
    }
  }

  /// Says `failure` of `work` unless it was the last said of it.
  private mutating func sayOnce(_ failure: String, of work: FailingWork) {
    guard failuresSaid[work] != failure else { return }
    failuresSaid[work] = failure
    say(Message(text: failure, isError: true))
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
