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
  /// - Complexity: O(*n*), where *n* is the length of the line; nothing
  ///   is allocated for an ASCII line.
  static func isPlain(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    isPlain(line[...])
  }

  private static func isPlain(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return false }
    let header = line[..<colon]
    guard header.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") }),
      !header.containsASCIICaseInsensitive("CHARSET"), !header.containsASCIICaseInsensitive("QUOTED")
    else { return false }
    // The name, after its group if any, ends at the first `;`; each parameter's name at its `=`.
    let nameEnd = header.firstIndex(of: UInt8(ascii: ";")) ?? header.endIndex
    let nameSegment = header[..<nameEnd]
    let dot = nameSegment.firstIndex(of: UInt8(ascii: "."))
    let name = dot.map { nameSegment[($0 + 1)...] } ?? nameSegment
    guard dot.map({ ContentLineParser.isToken(nameSegment[..<$0]) }) ?? true, ContentLineParser.isToken(name),
      !name.equalsASCIICaseInsensitive("BEGIN"), !name.equalsASCIICaseInsensitive("END")
    else { return false }
    var segmentStart = nameEnd
    while segmentStart < header.endIndex {
      segmentStart += 1
      let segmentEnd = header[segmentStart...].firstIndex(of: UInt8(ascii: ";")) ?? header.endIndex
      let segment = header[segmentStart..<segmentEnd]
      let parameterName = segment.firstIndex(of: UInt8(ascii: "=")).map { segment[..<$0] } ?? segment
      guard segment.isEmpty || ContentLineParser.isToken(parameterName) else { return false }
      segmentStart = segmentEnd
    }
    let value = line[(colon + 1)...]
    return value.allSatisfy { $0 < 0x80 } || VCardCharset.isUTF8(value)
  }
}
