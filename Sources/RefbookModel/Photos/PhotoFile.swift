#if canImport(Glibc)
import Glibc
#endif

/// A photo the card links to on this computer: a `file:` URI's file.
enum PhotoFile {
  /// The absolute path a `file:` URI names on this computer (`file:///p`,
  /// `file://localhost/p`, `file:/p`), percent-decoded; `nil` for any
  /// other URI, another host's file, or a path holding a NUL.
  ///
  /// - Complexity: O(*n*) in the length of the URI.
  static func path(ofFileURI uri: String) -> String? {
    guard uri.utf8.count > 5, uri.prefix(5).lowercased() == "file:" else { return nil }
    var rest = Substring(uri.dropFirst(5))
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let host = rest.prefix { $0 != "/" }
      guard host.isEmpty || host.lowercased() == "localhost" else { return nil }
      rest = rest.dropFirst(host.count)
    }
    guard rest.hasPrefix("/"), let path = percentDecoded(rest.prefix { $0 != "?" && $0 != "#" }), !path.contains("\0") else {
      return nil
    }
    return path
  }

  /// The bytes of the regular file at `path` when it has at most `limit`;
  /// `nil` for anything else (a folder, a device, a pipe, which is never
  /// waited on) or a file that cannot be read.
  ///
  /// - Complexity: O(*n*) in the size of the file.
  static func read(_ path: String, atMost limit: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= limit else { return nil }
    // One byte more than the limit is asked for, to notice a file that grew meanwhile.
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
    var count = 0
    while count < bytes.count {
      let read = bytes[count...].withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if read < 0 && errno == EINTR { continue }
      guard read >= 0 else { return nil }
      if read == 0 { break }
      count += read
    }
    guard count <= limit else { return nil }
    return Array(bytes[..<count])
  }

  /// `text` with its `%XX` escapes decoded as UTF-8; `nil` for a broken escape.
  private static func percentDecoded(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var utf8 = text.utf8.makeIterator()
    while let byte = utf8.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = utf8.next().flatMap(hexValue), let low = utf8.next().flatMap(hexValue) else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
