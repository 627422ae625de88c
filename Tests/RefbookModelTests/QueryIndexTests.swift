import Testing
import VCard

@testable import RefbookModel

/// The index `refbook query` reads: matches in name order, each as a query
/// prints it, and nothing from an index of another version, of another
/// build, or damaged.
@Suite struct QueryIndexTests {
  static let persons = [
    Person(id: "1", formattedName: "Zoë Hart", emails: [TypedValue(value: "zoe@example.org"), TypedValue(value: "zh@example.com")], organization: ["Acme"]),
    Person(id: "2", formattedName: "Ana Lima", emails: [TypedValue(value: "ana@example.org")]),
    Person(id: "3", formattedName: "Émile Zola"),
    Person(id: "4", formattedName: "Zoe Adams", emails: [TypedValue(value: "adams@example.org")]),
  ].map(StoredPerson.init)
  static let version: [UInt8] = Array("device 1, inode 2".utf8)

  static func entries(_ archive: [UInt8], version: [UInt8] = version, matching text: String) -> [QueryIndex.Entry]? {
    archive.withUnsafeBytes { QueryIndex.entries(in: $0, version: version, matching: SearchQuery(text)) }
  }

  @Test func matchesComeInNameOrderAndOnlyWithAnEmail() throws {
    let archive = QueryIndex.archive(of: Self.persons, kept: KeptSearchTexts(), version: Self.version)
    #expect(QueryIndex.describes(version: Self.version, start: archive.prefix(QueryIndex.headerSize(version: Self.version))))
    let zoe = try #require(Self.entries(archive, matching: "zoe"))
    #expect(zoe.map(\.name) == ["Zoe Adams", "Zoë Hart"])
    #expect(zoe[1] == QueryIndex.Entry(Self.persons[0].person))
    #expect(zoe[1].emails == ["zoe@example.org", "zh@example.com"] && zoe[1].organization == "Acme")
    #expect(Self.entries(archive, matching: "emile") == [], "a match without an email is not indexed")
    #expect(Self.entries(archive, matching: "")?.count == 3)
    #expect(Self.entries(archive, version: Self.version + [0], matching: "zoe") == nil, "another version")
  }

  @Test func aDamagedIndexOrAnotherBuildsGivesNothing() {
    let archive = QueryIndex.archive(of: Self.persons, kept: KeptSearchTexts(), version: Self.version)
    #expect(QueryIndex.mark.marks(archive.prefix(QueryIndex.mark.size)))
    for position in [QueryIndex.mark.size - 1, archive.count / 2, archive.count - 30, archive.count - 1] {
      var damaged = archive
      damaged[position] ^= 1
      #expect(Self.entries(damaged, matching: "zoe") == nil, "byte \(position) of \(archive.count) flipped")
    }
    #expect(Self.entries(Array(archive.dropLast(5)), matching: "zoe") == nil)
    #expect(Self.entries([], matching: "zoe") == nil)
  }
}
