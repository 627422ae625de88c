#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the config file's text.
enum SettingsFile {
  /// The text of the file at `path`, or `nil` when there is no such file.
  ///
  /// - Throws: ``SettingsError`` (line 0) when the file cannot be read (no
  ///   permission, a folder), or at the first line that is not UTF-8 text or
  ///   holds a NUL character, which TOML forbids.
  /// - Complexity: O(*n*) in the size of the file.
  static func text(at path: String) throws(SettingsError) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw SettingsError(path: path, line: 0, message: reason(errno))
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw SettingsError(path: path, line: 0, message: reason(errno))
      }
      bytes += chunk[..<count]
    }
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

  private static func reason(_ code: Int32) -> String {
    "cannot read the config file: \(String(cString: strerror(code)))"
  }
}
