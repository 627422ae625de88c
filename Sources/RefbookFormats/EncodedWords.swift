import Foundation

/// RFC 2047 encoded words in mail headers: `=?UTF-8?B?w4ltaWxl?=`,
/// `=?ISO-8859-1?Q?=C9mile?=`.
enum EncodedWords {
  /// Decodes every encoded word in `text`. Whitespace between two adjacent
  /// encoded words is dropped, as the RFC requires. A word in an unknown
  /// charset, or malformed, is left as it was.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func decode(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    var pendingSpace = ""
    var lastWasEncoded = false
    while !rest.isEmpty {
      if rest.hasPrefix("=?"), let (decoded, after) = word(at: rest) {
        if !lastWasEncoded { result += pendingSpace }
        result += decoded
        pendingSpace = ""
        lastWasEncoded = true
        rest = after
      } else if let first = rest.first, first == " " || first == "\t" {
        pendingSpace.append(first)
        rest = rest.dropFirst()
      } else {
        result += pendingSpace
        pendingSpace = ""
        result.append(rest.removeFirst())
        lastWasEncoded = false
      }
    }
    return result + pendingSpace
  }

  /// Decodes the encoded word at the start of `text`, and returns the text after it.
  private static func word(at text: Substring) -> (String, Substring)? {
    let parts = text.dropFirst(2).split(separator: "?", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, parts[3].hasPrefix("="), !parts[2].contains(" ") else { return nil }
    let charset = parts[0].split(separator: "*").first.map { $0.lowercased() } ?? ""
    let bytes: [UInt8]?
    switch parts[1].uppercased() {
    case "B": bytes = base64(parts[2])
    case "Q": bytes = quotedPrintable(parts[2])
    default: bytes = nil
    }
    guard let bytes, let encoding = Self.encodings[charset],
      let decoded = String(data: Data(bytes), encoding: encoding)
    else { return nil }
    return (decoded, parts[3].dropFirst())
  }

  private static let encodings: [String: String.Encoding] = [
    "utf-8": .utf8, "utf8": .utf8, "us-ascii": .ascii, "iso-8859-1": .isoLatin1, "latin1": .isoLatin1,
    "iso-8859-2": .isoLatin2, "windows-1252": .windowsCP1252, "cp1252": .windowsCP1252,
  ]

  private static func base64(_ text: Substring) -> [UInt8]? {
    let padding = String(repeating: "=", count: (4 - text.count % 4) % 4)
    return Data(base64Encoded: String(text) + padding).map { Array($0) }
  }

  private static func quotedPrintable(_ text: Substring) -> [UInt8]? {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8).makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "_"): bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "="):
        guard let high = iterator.next(), let low = iterator.next(),
          let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
        else { return nil }
        bytes.append(value)
      default: bytes.append(byte)
      }
    }
    return bytes
  }
}
