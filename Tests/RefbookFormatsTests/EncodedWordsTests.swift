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
}
