import Foundation
import RefbookSamples
import Testing
@testable import RefbookModel

/// `TextFolding` folds without Foundation; these tests hold it to what
/// Foundation's folding did (the tests may link Foundation, the program does not).
@Suite struct TextFoldingTests {
  /// Foundation's folding of `text`, the reference.
  static func foundationFolded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

  @Test(arguments: [
    ("Émile Zoë Ångström", "emile zoe angstrom"), ("Königstraße", "konigstrasse"), ("ẞ", "ss"),
    ("ΣΊΣΥΦΟΣ Αθηναίος", "σισυφοσ αθηναιοσ"), ("ς", "σ"), ("ΐ", "ι"), ("ᾼ", "α"),
    ("Фёдор Достоевский ЁЛКА Її", "федор достоевскии елка іі"),
    ("Nguyễn Thị Hồng Ánh Đặng", "nguyen thi hong anh dang"), ("Trần Văn Ệ", "tran van e"),
    ("ＡＢＣ ｶﾀｶﾅ １２３", "abc カタカナ 123"), ("ﬁﬂﬀﬃ ﬅ", "fiflffffi st"), ("Æsir Œuvre", "aesir oeuvre"),
    ("İstanbul Işık ılık", "istanbul isik ilik"), ("Øresund Łódź Þór Ħal", "oresund lodz thor hal"),
    ("e\u{301}", "e"), ("n\u{303}\u{301}", "n"), ("\u{B5} \u{212A} \u{2126}", "\u{3BC} k \u{3C9}"),
    ("张伟 が ガ 한국 בּ क़", "张伟 が ガ 한국 בּ क़"), ("Ꭰ", "ꭰ"), ("👍🏽 🇫🇷", "👍🏽 🇫🇷"),
  ])
  func foldsCaseMarksWidthAndLigatures(text: String, folded: String) {
    #expect(Self.scalars(TextFolding.fold(text)) == Self.scalars(folded))
  }

  /// `한` and its three jamo are equal as `Character`s but fold differently:
  /// folding one spelling first does not change how the other folds.
  @Test func equivalentSpellingsFoldEachAsFoundationFoldsIt() {
    let composed = "\u{D55C}", decomposed = "\u{1112}\u{1161}\u{11AB}"
    for text in [composed, decomposed, composed, decomposed] {
      #expect(Self.scalars(TextFolding.fold(text)) == Self.scalars(Self.foundationFolded(text)))
    }
    #expect(Self.scalars(TextFolding.fold(decomposed)) != Self.scalars(TextFolding.fold(composed)))
  }

  @Test func everyCharacterOfTheFirstPlanesFoldsAsFoundationFoldsIt() {
    var differing: [String] = []
    let ranges = [0x80...0xD7FF, 0xE000...0x1FFFF, 0xE0000...0xE01EF]
    for value in ranges.joined() {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let character = Character(scalar)
      if Self.scalars(TextFolding.foldedCharacter(character)) != Self.scalars(Self.foundationFolded(String(character))) {
        differing.append(String(value, radix: 16))
      }
    }
    #expect(differing.isEmpty, "U+\(differing.prefix(20))")
  }

  /// Each letter of many scripts followed by each mark: the marks dropped,
  /// kept and reordered as Foundation does.
  @Test func lettersWithEveryMarkFoldAsFoundationFoldsThem() {
    let marks = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
      $0.properties.isGraphemeExtend || $0.properties.isEmojiModifier
        || [.nonspacingMark, .spacingMark, .enclosingMark].contains($0.properties.generalCategory)
    }
    let letters: [UInt32] = [
      0x41, 0x65, 0xC9, 0x130, 0x131, 0x149, 0x1F0, 0x390, 0x3A3, 0x1FB3, 0x418, 0x51A, 0x5D0, 0x627, 0x7CF,
      0x915, 0xE01, 0x1C90, 0x1E9E, 0x2126, 0x212A, 0x24B6, 0x304B, 0x30AB, 0x4E00, 0xAC00, 0xFF21, 0xFF76,
      0xFFA1, 0x1F44D, 0x10400, 0x1E900, 0x301, 0x59F, 0x1AD0,
    ]
    var differing: [String] = []
    for letter in letters.compactMap(Unicode.Scalar.init) {
      for mark in marks {
        var text = String(letter)
        text.unicodeScalars.append(mark)
        guard let character = text.first, text.count == 1 else { continue }
        if Self.scalars(TextFolding.foldedCharacter(character)) != Self.scalars(Self.foundationFolded(text)) {
          differing.append(Self.scalars(text).map { String($0, radix: 16) }.joined(separator: "+"))
        }
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(20))")
  }

  /// Generated clusters of a letter and up to five marks, joiners, jamo and emoji.
  @Test func generatedClustersFoldAsFoundationFoldsThem() {
    var random = SeededGenerator(seed: 8)
    let parts: [UInt32] = [
      0x61, 0x49, 0xE9, 0x3A9, 0x439, 0x5D1, 0x915, 0x304B, 0x1100, 0x1161, 0x11A8, 0xAC00, 0x1F468, 0x1F469,
      0x1F1EB, 0x1F1F7, 0x200D, 0xFE0F, 0x1F3FD, 0x301, 0x308, 0x323, 0x345, 0x5B4, 0x5BC, 0x93C, 0x94D, 0xE33,
      0x3099, 0xFF9E, 0x20DD, 0x1AB0, 0x1DC0, 0xF73, 0x11839, 0x0CC0, 0x1AD0, 0xE0100,
    ]
    var differing: [String] = []
    for _ in 0..<20_000 {
      var text = ""
      for _ in 0...random.below(5) { text.unicodeScalars.append(Unicode.Scalar(random.pick(parts))!) }
      for character in text
      where Self.scalars(TextFolding.foldedCharacter(character)) != Self.scalars(Self.foundationFolded(String(character))) {
        differing.append(Self.scalars(String(character)).map { String($0, radix: 16) }.joined(separator: "+"))
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(20))")
  }
}

extension TextFoldingTests {
  /// Whole texts of ASCII mixed with marks, CR LF, jamo and emoji fold as
  /// their characters do one by one: the ASCII fast path never splits a
  /// character (an `e` and the U+0301 after it, CR and LF).
  @Test func textsFoldCharacterByCharacter() {
    var random = SeededGenerator(seed: 9)
    let parts: [UInt32] = [
      0x61, 0x45, 0x20, 0x0D, 0x0A, 0x2C, 0xE9, 0xD8, 0x3A3, 0x915, 0x94D, 0x1100, 0x1161, 0x11A8, 0xAC00,
      0x1F44D, 0x1F3FD, 0x200D, 0x301, 0x308, 0xFF21, 0xDF, 0x439, 0x483, 0x4E00, 0x30AB, 0x3099, 0x600, 0x85,
      0xAD, 0x1F1EB, 0x1F1F7, 0xFE0F, 0x2FF, 0x300,
    ]
    var differing: [String] = []
    for _ in 0..<20_000 {
      var text = ""
      for _ in 0...random.below(12) { text.unicodeScalars.append(Unicode.Scalar(random.pick(parts))!) }
      let oneByOne = text.map { TextFolding.fold(String($0)) }.joined()
      if Self.scalars(TextFolding.fold(text)) != Self.scalars(oneByOne) {
        differing.append(Self.scalars(text).map { String($0, radix: 16) }.joined(separator: "+"))
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(20))")
  }
}

@Suite struct WordFoldingTests {
  /// Eight ASCII bytes folded at once are each folded as alone: every
  /// ASCII byte, in every lane, beside every other in the next lane.
  @Test func aWordFoldsAsItsBytes() {
    for byte in UInt8(0)..<0x80 {
      for neighbour in UInt8(0)..<0x80 {
        let bytes = (0..<8).map { $0 % 2 == 0 ? byte : neighbour }
        let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        let folded = withUnsafeBytes(of: TextFolding.foldedASCII(word: word)) { Array($0) }
        #expect(folded == bytes.map(TextFolding.foldedASCII), "\(byte) \(neighbour)")
      }
    }
  }
}
