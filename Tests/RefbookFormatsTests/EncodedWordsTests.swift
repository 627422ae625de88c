import Foundation
import Testing

@testable import RefbookFormats

@Suite struct EncodedWordsTests {
  @Test func decodesBAndQInKnownCharsetsAndJoinsAdjacentWords() {
    #expect(EncodedWords.decode("=?UTF-8?B?w4k=?= =?UTF-8?B?bWlsZQ?=") == "Émile")
    #expect(EncodedWords.decode("=?windows-1252?Q?=80_5?=") == "€ 5")
    #expect(EncodedWords.decode("a =?utf-8*en?Q?b?= c") == "a b c")
  }

  @Test func leavesUnknownCharsetsAndBrokenWordsAlone() {
    #expect(EncodedWords.decode("=?KOI8-R?B?aGk=?=") == "=?KOI8-R?B?aGk=?=")
    #expect(EncodedWords.decode("=?UTF-8?Q?=ZZ?=") == "=?UTF-8?Q?=ZZ?=")
    #expect(EncodedWords.decode("=?UTF-8?B?") == "=?UTF-8?B?")
  }

  /// Every byte, and runs of bytes, in each charset decode as Foundation's
  /// `String(data:encoding:)` decoded them (the program no longer loads
  /// Foundation; the test compares with it).
  @Test(arguments: [
    ("utf-8", String.Encoding.utf8), ("us-ascii", .ascii), ("iso-8859-1", .isoLatin1), ("iso-8859-2", .isoLatin2),
    ("windows-1252", .windowsCP1252),
  ])
  func everyByteDecodesAsFoundationDecodedIt(charset: String, encoding: String.Encoding) {
    let runs = (0...255).map { [UInt8($0)] } + [[0xC3, 0xA9], [0xEF, 0xBB, 0xBF, 0x41], [0xE9, 0x80, 0xB1, 0x81], []]
    for bytes in runs {
      let word = "=?\(charset)?Q?" + bytes.map { "=" + String(format: "%02X", $0) }.joined() + "?="
      let expected = String(data: Data(bytes), encoding: encoding) ?? word
      #expect(EncodedWords.decode(word).unicodeScalars.elementsEqual(expected.unicodeScalars), "\(word)")
    }
  }
}
