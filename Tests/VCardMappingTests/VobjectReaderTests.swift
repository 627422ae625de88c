import Foundation
import PropertyBased
import RefbookModel
import RefbookTestSupport
import Testing
import VCard

/// Python's `vobject`, a reader refbook shares no code with, must parse every
/// file `refbook export` produces, read from it what was meant, and write it
/// again in a form it reads back the same.
@Suite struct VobjectReaderTests {
  /// What vobject reads from a file: per card FN, emails, phones, the
  /// components of every ADR, NOTE and the lines kept unread, as JSON.
  private static let script = """
    import json, sys, vobject
    def text(v): return v if isinstance(v, str) else ",".join(v)
    cards = []
    with open(sys.argv[1], encoding="utf-8", newline="") as f:
        for card in vobject.readComponents(f.read()):
            c = card.contents
            cards.append({
                "fn": card.fn.value,
                "emails": [e.value for e in c.get("email", [])],
                "tels": [t.value for t in c.get("tel", [])],
                "adrs": [[text(a.value.box), text(a.value.extended), text(a.value.street), text(a.value.city),
                          text(a.value.region), text(a.value.code), text(a.value.country)] for a in c.get("adr", [])],
                "note": c["note"][0].value if "note" in c else "",
                "unreadable": [u.value for u in c.get("x-refbook-unreadable", [])],
            })
    json.dump(cards, sys.stdout)
    """

  /// Reads every card of a file, serializes it and reads that again; prints
  /// the number of cards, or fails naming a line that changed.
  private static let reserializeScript = """
    import sys, vobject
    def lines(card):
        return sorted((l.group or "", l.name, sorted((k, tuple(v)) for k, v in l.params.items()), repr(l.value))
                      for l in card.lines())
    count = 0
    with open(sys.argv[1], encoding="utf-8", newline="") as f:
        for card in vobject.readComponents(f.read()):
            written = card.serialize()
            read, again = lines(card), lines(vobject.readOne(written))
            if read != again:
                sys.exit("changed by re-serializing: %r became %r in\\n%s"
                         % ([l for l in read if l not in again], [l for l in again if l not in read], written))
            count += 1
    print(count)
    """

  private struct ReadCard: Decodable, Equatable {
    var fn: String
    var emails: [String]
    var tels: [String]
    var adrs: [[String]]
    var note: String
    var unreadable: [String]
  }

  private static let persons: [Person] = [
    Person(
      id: "1", formattedName: "张伟 😀", name: PersonName(family: "张", given: "伟"),
      emails: [TypedValue(value: "zhang.wei@example.cn", types: ["work"], isPreferred: true)],
      phones: [TypedValue(value: "+86 138 0013 8000", types: ["cell"])],
      note: "第一行\n第二行 with emoji 👩‍👩‍👧 and a flag 🇫🇷"),
    Person(
      id: "2", formattedName: "Doe, John; Jr.", name: PersonName(family: "Doe", given: "John", suffix: "Jr."),
      emails: [TypedValue(value: "john@example.com"), TypedValue(value: "j.doe@example.org", types: ["home"])],
      phones: [TypedValue(value: "+1-418-656-9254;ext=102", extra: PropertyExtras(uriScheme: "tel"))],
      addresses: [
        PostalAddress(street: "1 Main St; Apt 2", locality: "Springfield, North", postalCode: "12345", country: "USA", types: ["home"]),
        PostalAddress(poBox: "PO 9", extended: "Building \\ B", street: "2 Work Rd", locality: "Shelbyville", region: "IL", types: ["work"]),
      ],
      note: "Commas, semicolons; backslashes \\ and\nnew lines."),
    Person(
      id: "3", formattedName: "Émile Zola",
      addresses: [PostalAddress(street: String(repeating: "Très longue rue des Écoles ", count: 8), locality: "Paris")],
      note: String(repeating: "长的笔记，", count: 60),
      otherProperties: [
        VCardProperty(name: "PHOTO", parameters: [VCardParameter(name: "ENCODING", values: ["BASE64"])], value: "/9j/4AAQ"),
        VCardProperty(name: "LABEL", value: #"Rue des Écoles\nParis"#),
        VCardProperty(name: "PRODID", value: "-//Apple Inc.//iPhone OS 17.0//EN"),
        // A line the reader could not read, kept verbatim (no name, the line as value).
        VCardProperty(name: "", value: "X-BROKEN no colon; \\ at all"),
      ]),
  ]

  @Test(arguments: VCardVersion.allCases)
  func vobjectReadsWhatWasMeant(version: VCardVersion) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("refbook-vobject-\(version.rawValue)-\(UUID()).vcf")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(Person.vCardExport(for: Self.persons, version: version).utf8).write(to: file)

    let (status, output, errors) = try python(["-c", Self.script, file.path])
    try #require(status == 0, "vobject could not parse the written file: \(errors)")
    let read = try JSONDecoder().decode([ReadCard].self, from: output)
    let meant = Self.persons.map { person in
      ReadCard(
        fn: person.formattedName, emails: person.emails.map(\.value),
        tels: person.phones.map { (version == .v4 ? $0.extra.uriScheme.map { $0 + ":" } ?? "" : "") + $0.value },
        adrs: person.addresses.map { [$0.poBox, $0.extended, $0.street, $0.locality, $0.region, $0.postalCode, $0.country] },
        note: person.note, unreadable: person.otherProperties.filter { $0.name.isEmpty }.map(\.value))
    }
    #expect(read == meant)
  }

  @Test func vobjectReadsAndWritesAgainEveryExport() async throws {
    await propertyCheck(count: 4, input: Gen.person.array(of: 25...25)) { persons in
      for version in VCardVersion.allCases {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("refbook-vobject-\(UUID()).vcf")
        defer { try? FileManager.default.removeItem(at: file) }
        let text = Person.vCardExport(for: persons, version: version)
        do {
          try Data(text.utf8).write(to: file)
          let (status, output, errors) = try python(["-c", Self.reserializeScript, file.path])
          #expect(status == 0, "\(version.rawValue): \(errors)")
          #expect(String(decoding: output, as: UTF8.self) == "\(persons.count)\n", "\(version.rawValue)")
        } catch {
          Issue.record("\(version.rawValue): \(error)")
        }
      }
    }
  }

  private struct MissingReader: Error {}

  /// Runs python3; a missing `vobject` fails the test with what to install.
  private func python(_ arguments: [String]) throws -> (Int32, Data, String) {
    let check = try run(["-c", "import vobject"])
    guard check.0 == 0 else {
      Issue.record("Python's vobject is missing: run `make test-deps` or `python3 -m pip install vobject` (\(check.2))")
      throw MissingReader()
    }
    return try run(arguments)
  }

  private func run(_ arguments: [String]) throws -> (Int32, Data, String) {
    let outcome = try Subprocess.run(["/usr/bin/env", "python3"] + arguments, capturesErrors: true)
    return (outcome.status, Data(outcome.output.utf8), outcome.errors)
  }
}
