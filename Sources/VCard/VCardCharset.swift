/// Decoding of value bytes into text, by the `CHARSET` parameter of vCard 2.1.
///
/// Nothing is ever dropped: bytes that are not valid UTF-8 (in a card without
/// a `CHARSET`, or one that claims UTF-8) are read as Windows-1252, which maps
/// every byte to one character, and the caller is told so it can warn. Old
/// exports without a `CHARSET` are usually in that encoding, so the repair
/// mostly gives the text the user wrote.
enum VCardCharset {
  /// The text and, when it needed a repair, a message saying which.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func decode(_ bytes: some Collection<UInt8>, charset: String?) -> (text: String, warning: String?) {
    switch charset.map(normalized) {
    case nil, "UTF8", "USASCII", "ASCII":
      return decodeUTF8(bytes)
    case "ISO88591", "LATIN1":
      return (String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })), nil)
    case "WINDOWS1252", "CP1252":
      return (windows1252(bytes), nil)
    case _?:
      let (text, warning) = decodeUTF8(bytes)
      let name = String(charset?.unicodeScalars.prefix(24).filter(\.isASCII).map(Character.init) ?? [])
      return (text, "unknown CHARSET \"\(name)\" read as UTF-8" + (warning.map { "; \($0)" } ?? ""))
    }
  }

  private static func decodeUTF8(_ bytes: some Collection<UInt8>) -> (text: String, warning: String?) {
    if let text = String(validating: bytes, as: UTF8.self) { return (text, nil) }
    return (windows1252(bytes), "bytes that are not UTF-8 were read as Windows-1252")
  }

  private static func normalized(_ name: String) -> String {
    String(name.uppercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
  }

  private static func windows1252(_ bytes: some Collection<UInt8>) -> String {
    var scalars = String.UnicodeScalarView()
    for byte in bytes {
      let value = (0x80...0x9F).contains(byte) ? windows1252High[Int(byte) - 0x80] : UInt32(byte)
      scalars.append(Unicode.Scalar(value) ?? Unicode.Scalar(byte))
    }
    return String(scalars)
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
