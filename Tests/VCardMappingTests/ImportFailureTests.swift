import RefbookModel
import Testing
import VCard

/// Each way real exports used to lose cards or change values, on a
/// synthesized file: every card is imported with every readable property
/// (the same persons as the file written cleanly), each unreadable line is
/// kept verbatim and reported with its line number, and what was read is
/// written back and read again unchanged.
@Suite struct ImportFailureTests {
  /// A synthesized file, the same cards written cleanly, and what the file
  /// should cost.
  struct Failure: Sendable, CustomTestStringConvertible {
    var name: String
    var file: [UInt8]
    var clean: String
    /// The lines reported, each with a warning.
    var warnedLines: [Int] = []
    /// The lines kept verbatim because they could not be read.
    var keptLines: [String] = []
    var testDescription: String { name }
  }

  /// A card (`UID:a`, `FN`, `N`, `EMAIL`, then `middle` from line 7, then
  /// `TEL`, `NOTE`) followed by a second card (`UID:b`), with `lineEnd`.
  static func file(version: String = "3.0", middle: [[UInt8]], lineEnd: String = "\r\n") -> [UInt8] {
    let head = ["BEGIN:VCARD", "VERSION:\(version)", "UID:a", "FN:Ann Example", "N:Example;Ann;;;", "EMAIL;TYPE=work:ann@example.com"]
    let tail = ["TEL;TYPE=cell:+1 555 0100", "NOTE:after the middle", "END:VCARD", "BEGIN:VCARD", "VERSION:3.0", "UID:b", "FN:Bob", "END:VCARD"]
    let lines = head.map { Array($0.utf8) } + middle + tail.map { Array($0.utf8) }
    return Array(lines.joined(separator: Array(lineEnd.utf8))) + Array(lineEnd.utf8)
  }

  static func file(version: String = "3.0", middle: String...) -> [UInt8] {
    file(version: version, middle: middle.map { Array($0.utf8) })
  }

  static func text(version: String = "3.0", middle: String...) -> String {
    String(decoding: file(version: version, middle: middle.map { Array($0.utf8) }), as: UTF8.self)
  }

  static let failures: [Failure] = [
    Failure(
      name: "CR CR LF line ends, folded (iOS)",
      // With a UID: without one, its id is generated from its bytes, which folding changes.
      file: Array("BEGIN:VCARD\r\r\nVERSION:3.0\r\r\nUID:f\r\r\nFN:Folded\r\r\nNOTE:first\r\r\n second\r\r\nEND:VCARD\r\r\n".utf8)
        + file(middle: [Array("NOTE:one\r\r\n two".utf8)], lineEnd: "\r\r\n"),
      clean: "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:f\r\nFN:Folded\r\nNOTE:firstsecond\r\nEND:VCARD\r\n"
        + text(middle: "NOTE:onetwo")),
    Failure(
      name: "a line without a colon", file: file(middle: "X-BROKEN"), clean: text(),
      warnedLines: [7], keptLines: ["X-BROKEN"]),
    Failure(
      name: "a # comment line", file: file(middle: "# exported by a tool", "X-OK:yes"), clean: text(middle: "X-OK:yes"),
      warnedLines: [7], keptLines: ["# exported by a tool"]),
    Failure(
      name: "Android's backslash line continuation",
      file: file(version: "2.1", middle: #"NOTE:first line\"#, "second line", #"X-ANDROID-CUSTOM:vnd\"#, "more"),
      clean: text(version: "2.1", middle: #"NOTE:first line\"#, #"X-ANDROID-CUSTOM:vnd\"#),
      warnedLines: [8, 10], keptLines: ["second line", "more"]),
    Failure(
      name: "a nested vCard 2.1 AGENT",
      file: file(version: "2.1", middle: "AGENT:BEGIN:VCARD", "VERSION:2.1", "FN:Agent;Smith", "END:VCARD"),
      clean: text(version: "2.1", middle: #"AGENT:BEGIN:VCARD\nVERSION:2.1\nFN:Agent\;Smith\nEND:VCARD"#)),
    Failure(
      name: "CHARSET=SHIFT_JIS, a trail byte 0x5C in N",
      file: file(version: "2.1", middle: [
        Array("N;CHARSET=SHIFT_JIS:".utf8) + [0x83, 0x5C, 0x83, 0x6A, 0x81, 0x5B, 0x3B, 0x95, 0x5C, 0x3B, 0x3B, 0x3B],
        Array("X-PHONETIC-LAST-NAME;CHARSET=SHIFT_JIS;ENCODING=QUOTED-PRINTABLE:=83=5C=83=6A=81=5B".utf8),
      ]),
      clean: text(version: "2.1", middle: "N:ソニー;表;;;", "X-PHONETIC-LAST-NAME:ソニー")),
    Failure(
      name: "CHARSET=BIG5, GB18030, EUC-KR, KOI8-R, ISO-8859-2, WINDOWS-1251",
      file: file(version: "2.1", middle: [
        Array("ORG;CHARSET=BIG5:".utf8) + [0xB3, 0x5C, 0xA5, 0x5C, 0xBB, 0x5C],
        Array("TITLE;CHARSET=GB18030:".utf8) + [0xD5, 0xC5, 0xCE, 0xB0],
        Array("NICKNAME;CHARSET=EUC-KR:".utf8) + [0xB1, 0xE8, 0xC3, 0xB6, 0xBC, 0xF6],
        Array("X-KOI8;CHARSET=KOI8-R:".utf8) + [0xE9, 0xD7, 0xC1, 0xCE],
        Array("ADR;CHARSET=ISO-8859-2:;;;".utf8) + [0xA3, 0xF3, 0x64, 0xBC] + Array(";;;".utf8),
        Array("X-CP1251;CHARSET=WINDOWS-1251:".utf8) + [0xCF, 0xB8, 0xF2, 0xF0],
      ]),
      clean: text(version: "2.1", middle: "ORG:許功蓋", "TITLE:张伟", "NICKNAME:김철수", "X-KOI8:Иван", "ADR:;;;Łódź;;;",
        "X-CP1251:Пётр")),
    Failure(
      name: #"3.0 \" (Apple, Gmail)"#, file: file(middle: #"ORG:the \"Firm\""#, #"TITLE:the \"boss\""#),
      clean: text(middle: "ORG:the \"Firm\"", "TITLE:the \"boss\"")),
    Failure(
      name: "an invalid UTF-8 byte in a quoted-printable value",
      file: file(version: "2.1", middle: "TITLE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C3=91and=FCber=C3=B1"),
      clean: text(version: "2.1", middle: "TITLE:Ñandüberñ"), warnedLines: [7]),
    Failure(
      name: "an invalid UTF-8 byte in a plain value",
      file: file(middle: [Array("TITLE:Zo".utf8) + [0xEB] + Array(" – déjà".utf8)]),
      clean: text(middle: "TITLE:Zoë – déjà"), warnedLines: [7]),
  ]

  @Test(arguments: failures)
  func everyCardIsImportedWithEveryReadableProperty(failure: Failure) {
    let (persons, problems) = Person.persons(fromVCard: failure.file)
    let (expected, cleanProblems) = Person.persons(fromVCard: Array(failure.clean.utf8))
    #expect(cleanProblems.isEmpty, "the clean file: \(cleanProblems)")
    #expect(persons.count == expected.count)
    for (person, wanted) in zip(persons, expected) {
      var read = person
      read.otherProperties.removeAll(where: \.isUnreadableLine)
      #expect(differences(read, wanted) == [], "\(person.formattedName)")
    }
    #expect(persons.flatMap(\.otherProperties).filter(\.isUnreadableLine).map(\.value) == failure.keptLines)
    #expect(problems.map(\.line) == failure.warnedLines, "\(problems)")
    #expect(problems.allSatisfy { $0.severity == .warning }, "\(problems)")
  }

  @Test(arguments: failures, VCardVersion.allCases)
  func whatWasImportedIsWrittenBackAndReadAgainUnchanged(failure: Failure, version: VCardVersion) {
    let persons = Person.persons(fromVCard: failure.file).persons
    let (reread, problems) = Person.persons(fromVCard: Array(Person.vCardText(for: persons, version: version).utf8))
    #expect(reread == persons)
    #expect(problems.count == failure.keptLines.count, "\(problems)")
  }
}
