/// What a sync did, as `refbook sync` reports it:
/// `↓ 3 changed, 1 new · ↑ 2 · 0 conflicts`.
public struct SyncSummary: Equatable, Sendable, CustomStringConvertible {
  /// Cards changed or deleted here because they were on the server.
  public var changedDown = 0
  /// Cards new here because they were new on the server.
  public var newDown = 0
  /// Cards written to or deleted from the server.
  public var up = 0
  /// Cards both sides changed where the changes overlapped: the server's
  /// version is in the book, ours in a conflict copy beside it.
  public var conflicts = 0
  /// What could not be done this time (a card the server did not send, a
  /// card changed again during the sync); the next sync tries again.
  public var failures: [String] = []

  public var description: String {
    "↓ \(changedDown) changed, \(newDown) new · ↑ \(up) · \(conflicts) conflict\(conflicts == 1 ? "" : "s")"
      + (failures.isEmpty ? "" : " · \(failures.count) not done")
  }
}
