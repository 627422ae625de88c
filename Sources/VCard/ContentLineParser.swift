/// Why a content line could not be read.
struct ContentLineError: Error {
  var message: String
}

/// A content line read into a property, with any repairs made on the way.
struct ParsedContentLine {
  var property: VCardProperty
  var warnings: [String]
}

/// Reads one logical line (`group.NAME;PARAM=value:raw value`) into a
/// ``VCardProperty``.
///
/// A value is decoded by its `CHARSET` (see ``VCardCharset``) before anything
/// else reads it; since it is then plain text, the `CHARSET` parameter is
/// dropped. Quoted-printable values are decoded first, their
/// `ENCODING=QUOTED-PRINTABLE` dropped too, and line breaks the encoding
/// carried become `\n` escapes. Base64 values are kept verbatim with their
/// parameters.
enum ContentLineParser {
  /// Reads `line`, the line's bytes. Nothing read keeps a reference to
  /// them: the property's texts are strings of their own.
  ///
  /// - Complexity: O(*n*) in the length of the line.
  static func parse(_ line: [UInt8]) throws(ContentLineError) -> ParsedContentLine {
    try line.withUnsafeBufferPointer { line throws(ContentLineError) in try parse(line) }
  }

  /// Reads `line` where it lies (a line of a file read in place), cutting
  /// it into nothing but the strings of the property.
  ///
  /// - Complexity: O(*n*) in the length of the line.
  static func parse(_ line: UnsafeBufferPointer<UInt8>) throws(ContentLineError) -> ParsedContentLine {
    let (colon, openQuote) = ContentLineHeader.colonIndex(in: line)
    guard let colon else {
      throw ContentLineError(message: openQuote
        ? "a quoted parameter value is not closed"
        : "no ':' between the property name and its value")
    }
    var segments = ContentLineHeader.Pieces(of: line[..<colon], at: UInt8(ascii: ";"))
    let (group, name) = try groupAndName(segments.next()!)
    var warnings: [String] = []
    var parameters: [VCardParameter] = []
    while let segment = segments.next() {
      guard !segment.isEmpty else { continue }
      parameters.append(try parameter(segment, warnings: &warnings))
    }

    let charset = parameters.first { $0.name == "CHARSET" }?.values.first
    let isQuotedPrintable = parameters.contains {
      $0.name == "ENCODING" && $0.values.contains { $0.uppercased() == "QUOTED-PRINTABLE" }
    }
    var value: String
    var warning: String?
    if isQuotedPrintable {
      let (bytes, isMalformed) = QuotedPrintable.decode(line[(colon + 1)...])
      if isMalformed { warnings.append("a malformed quoted-printable escape was kept as written") }
      (value, warning) = VCardCharset.decode(bytes, charset: charset)
      if LineBreaks.occur(in: value.utf8) { value = String(decoding: LineBreaks.escaped(value.utf8), as: UTF8.self) }
      parameters.removeAll { $0.name == "CHARSET" || ($0.name == "ENCODING" && $0.values.count == 1) }
    } else {
      (value, warning) = VCardCharset.decode(UnsafeBufferPointer(rebasing: line[(colon + 1)...]), charset: charset)
      if charset != nil { parameters.removeAll { $0.name == "CHARSET" } }
    }
    if let warning { warnings.append(warning) }
    return ParsedContentLine(
      property: VCardProperty(group: group, name: name, parameters: parameters, value: value),
      warnings: warnings)
  }

  private typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

  private static func groupAndName(_ bytes: Bytes) throws(ContentLineError) -> (String?, String) {
    let dot = bytes.firstIndex(of: UInt8(ascii: "."))
    let nameBytes = dot.map { bytes[($0 + 1)...] } ?? bytes
    let groupBytes = dot.map { bytes[..<$0] }
    guard isToken(nameBytes), groupBytes.map(isToken) ?? true else {
      throw ContentLineError(message: "invalid property name \(excerpt(bytes))")
    }
    return (groupBytes.map(ascii), ascii(nameBytes))
  }

  private static func parameter(_ segment: Bytes, warnings: inout [String]) throws(ContentLineError) -> VCardParameter {
    guard let equals = segment.firstIndex(of: UInt8(ascii: "=")) else {
      let bare = ascii(segment).trimmingASCIISpaces()
      guard isToken(bare.utf8[...]) else { throw ContentLineError(message: "invalid parameter \(excerpt(segment))") }
      let isEncoding = ["QUOTED-PRINTABLE", "BASE64", "B", "8BIT", "7BIT"].contains(bare.uppercased())
      return VCardParameter(name: isEncoding ? "ENCODING" : "TYPE", values: [bare])
    }
    let name = segment[..<equals]
    guard isToken(name) else { throw ContentLineError(message: "invalid parameter name \(excerpt(name))") }
    var values: [String] = []
    var pieces = ContentLineHeader.Pieces(of: segment[(equals + 1)...], at: UInt8(ascii: ","))
    while let raw = pieces.next() {
      let (text, warning) = VCardCharset.decode(UnsafeBufferPointer(rebasing: unquoted(raw)), charset: nil)
      if let warning { warnings.append(warning) }
      values.append(ParameterValue.decodeCaret(text))
    }
    return VCardParameter(name: ascii(name), values: values)
  }

  private static func unquoted(_ raw: Bytes) -> Bytes {
    guard raw.count >= 2, raw.first == UInt8(ascii: "\""), raw.last == UInt8(ascii: "\"") else { return raw }
    return raw.dropFirst().dropLast()
  }

  /// Names are letters, digits, `-` and `_` (the last is not in the RFCs
  /// but common in `X-` extensions).
  static func isToken(_ bytes: some Collection<UInt8>) -> Bool {
    !bytes.isEmpty && bytes.allSatisfy(isTokenByte)
  }

  /// Whether `byte` may stand in a name (see ``isToken(_:)``).
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default:
      false
    }
  }

  private static func ascii(_ bytes: some Collection<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// A short, printable rendering of bytes for a message: quoted, at most 24
  /// characters, anything but printable ASCII shown as `?`.
  private static func excerpt(_ bytes: some Collection<UInt8>) -> String {
    let printable = bytes.prefix(24).map { (0x20..<0x7F).contains($0) ? Character(Unicode.Scalar($0)) : "?" }
    return "\"" + String(printable) + (bytes.count > 24 ? "…" : "") + "\""
  }
}

extension String {
  func trimmingASCIISpaces() -> String {
    let scalars = unicodeScalars
    let start = scalars.firstIndex { $0 != " " && $0 != "\t" } ?? scalars.endIndex
    let end = scalars.lastIndex { $0 != " " && $0 != "\t" }.map { scalars.index(after: $0) } ?? start
    return String(scalars[start..<max(start, end)])
  }
}
