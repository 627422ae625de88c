#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Content lines that read without a word to say: a reader that passes a
/// line over unread (see ``PropertyNameFilter``) still hears every warning
/// reading it would have given, by reading the lines that are not plain.
enum PlainContentLine {
  /// Whether `line` surely reads as a property with no warning: its name
  /// (and group) and parameter names are tokens, its name is not `BEGIN` or
  /// `END`, its header is printable ASCII without quotes, `CHARSET` or
  /// quoted-printable, and its value is UTF-8. `false` says nothing: the line
  /// may read cleanly too.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the line, in one pass
  ///   over the header; nothing is allocated.
  static func isPlain(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = line.baseAddress, let found = memchr(base, Int32(UInt8(ascii: ":")), line.count) else { return false }
    let colon = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    let header = UnsafeBufferPointer(rebasing: line[..<colon])
    guard let name = HeaderScan(header).name,
      !name.equalsASCIICaseInsensitive("BEGIN"), !name.equalsASCIICaseInsensitive("END")
    else { return false }
    return isUTF8(UnsafeBufferPointer(rebasing: line[(colon + 1)...]))
  }

  /// Whether `bytes` are UTF-8, telling ASCII eight bytes at a time.
  private static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let raw = UnsafeRawBufferPointer(bytes)
    var index = 0
    while index + 8 <= raw.count {
      guard raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 else {
        return VCardCharset.isUTF8(bytes[index...])
      }
      index += 8
    }
    return bytes[index...].allSatisfy { $0 < 0x80 } || VCardCharset.isUTF8(bytes[index...])
  }
}

/// One pass over a content line's header (`group.NAME;PARAM=value;…`),
/// checking what ``PlainContentLine/isPlain(_:)`` asks of it.
private struct HeaderScan {
  /// Where the name lies, after its group, when the header is plain.
  private(set) var name: Slice<UnsafeBufferPointer<UInt8>>?

  init(_ header: UnsafeBufferPointer<UInt8>) {
    let count = header.count
    var index = 0
    var mayHoldMarker = false
    // The group and the name, tokens, up to the first `;`.
    var nameStart = 0
    var afterDot = false
    while index < count, header[index] != UInt8(ascii: ";") {
      let byte = header[index]
      if byte == UInt8(ascii: "."), !afterDot, index > nameStart {
        afterDot = true
        nameStart = index + 1
      } else {
        guard Self.isToken(byte) else { return }
        mayHoldMarker = mayHoldMarker || Self.mayStartMarker(byte)
      }
      index += 1
    }
    let nameEnd = index
    guard nameEnd > nameStart else { return }
    // Each parameter: a token up to its `=` (or its `;`), then printable ASCII without quotes.
    while index < count {
      index += 1
      let parameterStart = index
      while index < count, header[index] != UInt8(ascii: ";"), header[index] != UInt8(ascii: "=") {
        guard Self.isToken(header[index]) else { return }
        mayHoldMarker = mayHoldMarker || Self.mayStartMarker(header[index])
        index += 1
      }
      guard index < count, header[index] == UInt8(ascii: "=") else { continue }
      guard index > parameterStart else { return }
      index += 1
      while index < count, header[index] != UInt8(ascii: ";") {
        let byte = header[index]
        guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\"") else { return }
        mayHoldMarker = mayHoldMarker || Self.mayStartMarker(byte)
        index += 1
      }
    }
    guard !mayHoldMarker
      || (!header.containsASCIICaseInsensitive("CHARSET") && !header.containsASCIICaseInsensitive("QUOTED"))
    else { return }
    name = header[nameStart..<nameEnd]
  }

  /// ``ContentLineParser/isTokenByte(_:)`` as bits of two words: `-` and
  /// the digits among bytes 0–63; the letters and `_` among 64–127.
  private static func isToken(_ byte: UInt8) -> Bool {
    byte < 64 ? 0x03FF_2000_0000_0000 >> byte & 1 != 0 : byte < 128 && 0x07FF_FFFE_87FF_FFFE >> (byte - 64) & 1 != 0
  }

  /// Whether `byte` is a C or a Q, with which `CHARSET` and `QUOTED` start.
  private static func mayStartMarker(_ byte: UInt8) -> Bool {
    byte | 0x20 == UInt8(ascii: "c") || byte | 0x20 == UInt8(ascii: "q")
  }
}
