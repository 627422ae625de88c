/// What the UI shows about saving.
public enum SaveState: Hashable, Sendable {
  /// Everything submitted is on disk (or nothing was ever submitted).
  case saved
  /// A snapshot is waiting to be written or being written.
  case saving
  /// The book on disk changed in ways that collide with ours; our book is
  /// being saved to this file beside it instead.
  case savedBeside(path: String)
  /// The last write failed; the snapshot is kept and retried on the next
  /// submit or flush.
  case failed(String)
}
