import StructRef

/// How the books on a CardDAV server stand with it while the app runs,
/// as the header says it.
public enum LiveSyncStatus: Hashable, Sendable {
  /// No sync has run yet.
  case waiting
  /// A sync runs now; how far it has come, once it says so.
  case syncing(SyncProgress?)
  /// The last sync ended at `time` (`14:02`), with `conflicts` kept as
  /// conflict copies.
  case synced(time: String, conflicts: Int)
  /// The last sync could not run, for `reason`; the next is at `retry`.
  case failed(reason: String, retry: String)

  /// What the header says: `syncing 120/1,000`, `synced 14:02`, `sync
  /// failed — retry 14:07`.
  var label: String {
    switch self {
    case .waiting: "sync waiting"
    case .syncing(nil): "syncing…"
    case .syncing(let progress?): "syncing \(progress.counts)"
    case .synced(let time, 0): "synced \(time)"
    case .synced(let time, let conflicts): "synced \(time) · \(counted(conflicts, "conflict"))"
    case .failed(_, let retry): "sync failed — retry \(retry)"
    }
  }
}

/// The app's hold on the sync of its books with a CardDAV server: the
/// status the header shows, and `S`, which syncs now.
///
/// ```swift
/// app.sync = LiveSyncLink(status: liveSync.status, now: liveSync.syncNow)
/// ```
public struct LiveSyncLink {
  /// The sync's status; its observers may run on any thread.
  public let status: ReadOnlyRef<LiveSyncStatus>
  /// Starts a sync now (or as soon as the running one ends), without waiting for it.
  public let now: @Sendable () -> Void

  public init(status: ReadOnlyRef<LiveSyncStatus>, now: @escaping @Sendable () -> Void) {
    self.status = status
    self.now = now
  }
}
