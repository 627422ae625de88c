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
  /// - Complexity: O(*n*), where *n* is the length of the line.
  static func isPlain(_ line: ArraySlice<UInt8>) -> Bool {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return false }
    let header = line[..<colon]
    guard header.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") }),
      !header.containsASCIICaseInsensitive("CHARSET"), !header.containsASCIICaseInsensitive("QUOTED")
    else { return false }
    var segments = header.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)[...]
    guard let nameSegment = segments.popFirst() else { return false }
    let nameParts = nameSegment.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
    guard nameParts.allSatisfy(ContentLineParser.isToken),
      let name = nameParts.last, !name.equalsASCIICaseInsensitive("BEGIN"), !name.equalsASCIICaseInsensitive("END")
    else { return false }
    for segment in segments where !segment.isEmpty {
      let parameterName = segment.firstIndex(of: UInt8(ascii: "=")).map { segment[..<$0] } ?? segment
      guard ContentLineParser.isToken(parameterName) else { return false }
    }
    let value = line[(colon + 1)...]
    return value.allSatisfy { $0 < 0x80 } || String(validating: value, as: UTF8.self) != nil
  }
}
