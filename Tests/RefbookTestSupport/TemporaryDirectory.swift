import Foundation

/// A fresh directory under the system's temporary folder, removed with everything in
/// it by `remove()` or when the last reference goes away.
///
/// End-to-end tests keep each book in one of these, so no test sees another's files
/// and none touches the user's real address book. A `TmuxSession` started in it keeps
/// it alive until the session ends.
public final class TemporaryDirectory: Sendable {
  /// The directory's absolute path.
  public let path: String

  /// Creates the directory, named `refbook-` plus `purpose` plus a random suffix.
  public init(_ purpose: String = "test") throws {
    var template = Array((NSTemporaryDirectory() + "/refbook-\(purpose)-XXXXXX").utf8CString)
    guard let created = mkdtemp(&template) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "mkdtemp failed"])
    }
    path = URL(fileURLWithPath: String(cString: created)).standardizedFileURL.path
  }

  deinit {
    remove()
  }

  /// Removes the directory and everything in it now, even if a test made it
  /// read-only; releasing the last reference does it otherwise.
  public func remove() {
    chmod(path, 0o755)
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The absolute path of `name` inside the directory (which need not exist yet).
  public func path(of name: String) -> String {
    path + "/" + name
  }

  /// Writes `text` as UTF-8 to `name`, creating intermediate directories.
  public func write(_ text: String, to name: String) throws {
    try write(Array(text.utf8), to: name)
  }

  /// Writes `bytes` to `name`, creating intermediate directories.
  public func write(_ bytes: [UInt8], to name: String) throws {
    let url = URL(fileURLWithPath: path(of: name))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// The UTF-8 contents of `name`.
  public func read(_ name: String) throws -> String {
    String(decoding: try readBytes(name), as: UTF8.self)
  }

  /// The bytes of `name`.
  public func readBytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path(of: name))))
  }

  /// The names of the directory's entries, sorted.
  public func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }
}
