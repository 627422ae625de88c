#if canImport(Glibc)
import Glibc
#endif
import RefbookStore

/// Reading the config file's text.
enum SettingsFile {
  /// The most bytes of a config file refbook reads: 1 MiB, hundreds of
  /// times what a config file of every setting and many books holds.
  static let sizeLimit = 1 << 20

  /// The text of the file at `path`, or `nil` when there is no such file.
  /// A FIFO, a device or a socket (`/dev/zero` linked there, say) is
  /// refused unread, and so is a file of more than ``sizeLimit`` bytes (see
  /// ``RegularFile``): no command waits on the config file or fills memory
  /// with it.
  ///
  /// - Throws: ``SettingsError`` (line 0) when the file cannot be read (no
  ///   permission, a folder, not a regular file, too large), or at the first
  ///   line that is not UTF-8 text or holds a NUL character, which TOML forbids.
  /// - Complexity: O(*n*) in the size of the file.
  static func text(at path: String) throws(SettingsError) -> String? {
    let bytes: [UInt8]?
    do { bytes = try RegularFile.read(path, atMost: sizeLimit) } catch {
      throw SettingsError(path: path, line: 0, message: "cannot read the config file: \(error.reason)")
    }
    guard let bytes else { return nil }
    return try text(of: bytes, path: path)
  }

  /// `bytes` as text, checked line by line (a `\n` byte is never part of
  /// another character, so a line is valid UTF-8 when the whole is).
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  private static func text(of bytes: [UInt8], path: String) throws(SettingsError) -> String {
    for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
      guard String(validating: line, as: UTF8.self) != nil else {
        throw SettingsError(path: path, line: index + 1, message: "not UTF-8 text")
      }
      guard !line.contains(0) else {
        throw SettingsError(path: path, line: index + 1, message: "a NUL character, which TOML does not allow")
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether only its owner may read the file at `path` (no permission for
  /// group or others, as `chmod 600` leaves it).
  static func isPrivate(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & 0o077 == 0
  }
}
