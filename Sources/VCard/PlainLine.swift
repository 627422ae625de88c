/// A content line of a plain card (see ``PlainCardReader``), read where it
/// lies in the file: its name and group are tokens, its header printable
/// ASCII without quotes, `CHARSET` or quoted-printable, its value UTF-8. It
/// is valid only during the ``PlainCardReader/read(_:)`` it is handed to.
public struct PlainLine {
  /// The line, without its line end.
  private let bytes: UnsafeBufferPointer<UInt8>
  private let colon: Int
  private let nameStart: Int
  private let nameEnd: Int

  /// The line `bytes` (without its line end); `nil` when it is not plain.
  init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard PlainContentLine.isPlain(bytes), let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
    var nameEnd = 0
    var nameStart = 0
    while nameEnd < colon, bytes[nameEnd] != UInt8(ascii: ";") {
      if bytes[nameEnd] == UInt8(ascii: "."), nameStart == 0 { nameStart = nameEnd + 1 }
      nameEnd += 1
    }
    (self.bytes, self.colon, self.nameStart, self.nameEnd) = (bytes, colon, nameStart, nameEnd)
  }

  /// Whether the property's name is `name` (upper-case ASCII), in any case.
  public func isNamed(_ name: StaticString) -> Bool {
    bytes[nameStart..<nameEnd].equalsASCIICaseInsensitive(name)
  }

  /// Whether anything but the name (a group, parameters) stands before the `:`.
  public var hasGroupOrParameters: Bool { nameStart > 0 || nameEnd < colon }

  /// The raw value, as ``VCardProperty/value`` holds it.
  public var value: String { String(decoding: UnsafeBufferPointer(rebasing: bytes[(colon + 1)...]), as: UTF8.self) }

  /// The line's group (`item1` in `item1.EMAIL`), if it has one.
  public var group: String? {
    nameStart > 0 ? String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(nameStart - 1)]), as: UTF8.self) : nil
  }

  /// Hands `body` each parameter's upper-cased name and values (split at
  /// `,`), as the parser reads them, in order, until it says `false`;
  /// `false` when a parameter is not `NAME=value` or the header holds a
  /// caret, which the parser reads otherwise, or when `body` said so.
  ///
  /// - Complexity: O(*n*) in the length of the header.
  public func forEachParameter(_ body: (_ name: String, _ values: [String]) -> Bool) -> Bool {
    let header = bytes[..<colon]
    guard !header.contains(UInt8(ascii: "^")) else { return false }
    var segment = nameEnd
    while segment < colon {
      let start = segment + 1
      segment = header[start...].firstIndex(of: UInt8(ascii: ";")) ?? colon
      guard start < segment else { continue }
      guard let equals = header[start..<segment].firstIndex(of: UInt8(ascii: "=")) else { return false }
      let values = header[(equals + 1)..<segment].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
      guard body(String(decoding: header[start..<equals], as: UTF8.self).asciiUppercaseName, values) else { return false }
    }
    return true
  }
}
