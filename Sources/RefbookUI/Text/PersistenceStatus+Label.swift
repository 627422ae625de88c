import StructRef

extension PersistenceStatus {
  /// What the header says about the book on disk.
  var label: String {
    switch self {
    case .saved: "saved"
    case .saving: "saving…"
    case .readOnly(let why): "read-only: \(why)"
    case .failed(let why): "NOT SAVED: \(why)"
    }
  }
}
