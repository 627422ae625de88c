/// What the header says about the book on disk.
public enum SaveStatus: Equatable, Sendable {
  case saved
  case saving
  /// Another instance holds the book; this one does not write.
  case readOnly(String)
  case failed(String)

  var label: String {
    switch self {
    case .saved: "saved"
    case .saving: "saving…"
    case .readOnly(let why): "read-only: \(why)"
    case .failed(let why): "NOT SAVED: \(why)"
    }
  }
}
