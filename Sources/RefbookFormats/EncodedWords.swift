#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    guard let bytes, let encoding = Self.encodings[charset], let decoded = Self.text(of: bytes, in: encoding) else {
      return nil
    }
    return (decoded, parts[3].dropFirst())
  }

  private static let encodings: [String: String.Encoding] = [
    "utf-8": .utf8, "utf8": .utf8, "us-ascii": .ascii, "iso-8859-1": .isoLatin1, "latin1": .isoLatin1,
    "iso-8859-2": .isoLatin2, "windows-1252": .windowsCP1252, "cp1252": .windowsCP1252,
  ]

  /// `bytes` read in `encoding`; `nil` when they are not text in it.
  /// FoundationEssentials reads Unicode, ASCII and Latin-1; the C library's
  /// `iconv` reads the others.
  private static func text(of bytes: [UInt8], in encoding: String.Encoding) -> String? {
    switch encoding {
    case .isoLatin2: iconvText(of: bytes, in: "ISO-8859-2")
    case .windowsCP1252: iconvText(of: bytes, in: "CP1252")
    default: String(bytes: bytes, encoding: encoding)
    }
  }

  /// `bytes` converted from `charset` by `iconv`; `nil` when a byte is not
  /// text in `charset` (one byte is at most three bytes of UTF-8 in the
  /// single-byte charsets asked for).
  private static func iconvText(of bytes: [UInt8], in charset: String) -> String? {
    let converter = iconv_open("UTF-8", charset)
    guard converter != iconv_t(bitPattern: -1) else { return nil }
    defer { iconv_close(converter) }
    var input = bytes
    var output = [UInt8](repeating: 0, count: 3 * bytes.count)
    let produced = input.withUnsafeMutableBytes { inBytes in
      output.withUnsafeMutableBytes { outBytes -> Int? in
        var inPointer = inBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
        var inLeft = inBytes.count
        var outPointer = outBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
        var outLeft = outBytes.count
        guard iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1, inLeft == 0 else { return nil }
        return outBytes.count - outLeft
      }
    }
    return produced.map { String(decoding: output[..<$0], as: UTF8.self) }
  }

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
