#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decoding of value bytes into text, by the `CHARSET` parameter of vCard 2.1.
///
/// A declared charset is decoded with the C library's `iconv`, so any charset
/// it knows is read: Shift_JIS (read as its Windows superset CP932, which
/// Japanese phones write and in which `0x5C` is a backslash), Big5, GB18030,
/// EUC-KR, KOI8-R, ISO-8859-*x*, Windows-125*x*, … This happens before any
/// backslash unescaping, so a multi-byte character whose trail byte is `0x5C`
/// stays one character. Windows-1252 is decoded here, as the WHATWG encoding
/// standard defines it.
///
/// Nothing is ever dropped: a byte that cannot be read in the card's charset
/// (UTF-8 when none is declared) is read, that byte alone, as Windows-1252,
/// which maps every byte to one character (`caf\u{E9}` becomes `café`), and
/// the caller is told which bytes so it can warn. The rest of the value is
/// read in its charset. An unknown charset is read as UTF-8, with a warning.
enum VCardCharset {
  /// The text and, when it needed a repair, a message saying which.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func decode(_ bytes: some Collection<UInt8>, charset: String?) -> (text: String, warning: String?) {
    guard let charset else { return decodeUTF8(bytes) }
    switch normalized(charset) {
    case "UTF8", "USASCII", "ASCII":
      return decodeUTF8(bytes)
    case "WINDOWS1252", "CP1252":
      return (String(String.UnicodeScalarView(bytes.map(windows1252))), nil)
    default:
      let shown = printable(charset)
      if shown == charset, let (text, invalid) = iconvDecode(Array(bytes), charset: charset) {
        return (text, warning(invalid, charset: charset))
      }
      let (text, warning) = decodeUTF8(bytes)
      return (text, "unknown CHARSET \"\(shown)\" read as UTF-8" + (warning.map { "; \($0)" } ?? ""))
    }
  }

  private static func decodeUTF8(_ bytes: some Collection<UInt8>) -> (text: String, warning: String?) {
    if let text = bytes.withContiguousStorageIfAvailable(validUTF8) ?? String(validating: bytes, as: UTF8.self) {
      return (text, nil)
    }
    let bytes = Array(bytes)
    var scalars = String.UnicodeScalarView()
    var invalid: [UInt8] = []
    var index = 0
    while index < bytes.count {
      var parser = Unicode.UTF8.ForwardParser()
      var input = bytes[index...].makeIterator()
      if case .valid(let encoded) = parser.parseScalar(from: &input) {
        scalars.append(Unicode.UTF8.decode(encoded))
        index += encoded.count
      } else {
        invalid.append(bytes[index])
        scalars.append(windows1252(bytes[index]))
        index += 1
      }
    }
    return (String(scalars), warning(invalid, charset: "UTF-8"))
  }

  /// Whether `bytes` are valid UTF-8, as `String(validating:as:)` would
  /// find, with nothing allocated: for a reader that needs the answer only.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func isUTF8(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    var index = bytes.startIndex
    let end = bytes.endIndex
    while index < end {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      // RFC 3629 §4: the lead byte sets the length and the range of the second byte.
      let (length, second): (Int, ClosedRange<UInt8>) =
        switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: (0, 0...0)
        }
      guard length > 0, end - index >= length, second.contains(bytes[index + 1]) else { return false }
      for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return false }
      index += length
    }
    return true
  }

  /// The text of `bytes` when they are valid UTF-8. (The standard library's
  /// repairing decoder is the fast one; bytes that needed no repair come
  /// back unchanged.)
  private static func validUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var text = String(decoding: bytes, as: UTF8.self)
    let unchanged = text.withUTF8 { decoded in
      decoded.count == bytes.count && (bytes.isEmpty || memcmp(decoded.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
    }
    return unchanged ? text : nil
  }

  /// The bytes decoded from `charset` by `iconv`, each byte it cannot read
  /// taken as Windows-1252; `nil` when `iconv` does not know the charset.
  private static func iconvDecode(_ bytes: [UInt8], charset: String) -> (text: String, invalid: [UInt8])? {
    let converter = iconv_open("UTF-8", iconvName(charset))
    guard converter != iconv_t(bitPattern: -1) else { return nil }
    defer { iconv_close(converter) }
    var text = ""
    var invalid: [UInt8] = []
    var input = bytes
    var output = [UInt8](repeating: 0, count: 4 * bytes.count + 16)
    var start = 0
    while start < input.count {
      let (consumed, produced, failure) = input.withUnsafeMutableBytes { inBytes in
        output.withUnsafeMutableBytes { outBytes in
          var inPointer = inBytes.baseAddress.map { ($0 + start).assumingMemoryBound(to: CChar.self) }
          var inLeft = inBytes.count - start
          var outPointer = outBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
          var outLeft = outBytes.count
          let status = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
          return (inBytes.count - start - inLeft, outBytes.count - outLeft, status == -1 ? errno : 0)
        }
      }
      text += String(decoding: output[..<produced], as: UTF8.self)
      start += consumed
      switch failure {
      case 0:
        continue
      case E2BIG:
        if consumed == 0 { output += output }
      default:
        // EILSEQ or EINVAL: the byte at `start` begins no character of `charset`.
        invalid.append(input[start])
        text.unicodeScalars.append(windows1252(input[start]))
        start += 1
        iconv(converter, nil, nil, nil, nil)
      }
    }
    return (text, invalid)
  }

  /// The name to give `iconv`: Shift_JIS under any of its names becomes
  /// CP932, the superset phones write (where `0x5C` is `\`, not `¥`).
  private static func iconvName(_ charset: String) -> String {
    let shiftJIS: Set = ["SHIFTJIS", "SJIS", "XSJIS", "MSKANJI", "CSSHIFTJIS", "WINDOWS31J", "MS932"]
    return shiftJIS.contains(normalized(charset)) ? "CP932" : charset
  }

  private static func warning(_ invalid: [UInt8], charset: String) -> String? {
    guard !invalid.isEmpty else { return nil }
    let listed = invalid.prefix(4).map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: ", ")
    let bytes = invalid.count == 1 ? "a byte that is" : "\(invalid.count) bytes that are"
    return "\(bytes) not \(charset) (\(listed)\(invalid.count > 4 ? ", …" : "")) read as Windows-1252"
  }

  private static func normalized(_ name: String) -> String {
    String(name.uppercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
  }

  /// A charset name fit for a message (and for `iconv`, when it is the whole
  /// name): its ASCII letters, digits and `-_.:`, at most 24 characters.
  private static func printable(_ name: String) -> String {
    let allowed = "-_.:0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".unicodeScalars
    return String(String.UnicodeScalarView(name.unicodeScalars.prefix(24).filter(allowed.contains)))
  }

  private static func windows1252(_ byte: UInt8) -> Unicode.Scalar {
    (0x80...0x9F).contains(byte) ? Unicode.Scalar(windows1252High[Int(byte) - 0x80])! : Unicode.Scalar(byte)
  }

  /// Windows-1252 for 0x80…0x9F; its five unassigned bytes map to the C1
  /// control of the same number, as in the WHATWG encoding standard.
  private static let windows1252High: [UInt32] = [
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
    0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
  ]
}
