import RefbookSamples
import Testing
@testable import RefbookModel

/// `trimmingWhitespace()` and `isBlank` take a shortcut when the text begins
/// and ends with ASCII that is no white space; they must agree with
/// `Character.isWhitespace` on every text.
@Suite struct WhitespaceTests {
  /// The text trimmed character by character, the reference.
  static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }), let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }

  @Test func generatedTextsTrimAndBlankAsCharactersSay() {
    var random = SeededGenerator(seed: 11)
    let parts: [UInt32] = [0x61, 0x5A, 0x31, 0x20, 0x09, 0x0A, 0x0D, 0x1C, 0x7F, 0xA0, 0x85, 0x3000, 0x301, 0x600, 0x200D, 0xE9, 0x4E00]
    var differing: [String] = []
    for _ in 0..<20_000 {
      var text = ""
      for _ in 0...random.below(6) { text.unicodeScalars.append(Unicode.Scalar(random.pick(parts))!) }
      if text.trimmingWhitespace() != Self.trimmed(text) || text.isBlank != text.allSatisfy(\.isWhitespace) {
        differing.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "+"))
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(20))")
  }

  @Test func namesKeepTheirInsideSpaces() {
    #expect("  Zoë Ångström\t".trimmingWhitespace() == "Zoë Ångström")
    #expect("Ann  Archer".trimmingWhitespace() == "Ann  Archer")
    #expect(" \u{3000}\u{A0}".isBlank)
    #expect(!" x ".isBlank)
  }
}
