import Foundation
import RefbookFormats
import RefbookModel
import Testing

/// mutt alias files, out and in: what refbook writes NeoMutt expands to the
/// same name and address, and an alias file as persons keep them is read
/// into contacts.
@Suite struct MuttAliasesTests {
  static let persons: [Person] = {
    var zoe = Person(id: "z", formattedName: "Zoë Ångström")
    zoe.emails = [TypedValue(value: "zoe@example.se"), TypedValue(value: "zoe@home.example")]
    var zola = Person(id: "e", formattedName: "Zola, \"Émile\"")
    zola.emails = [TypedValue(value: "emile@example.org")]
    zola.nicknames = ["Mimile"]
    var noEmail = Person(id: "n", formattedName: "No Email")
    noEmail.phones = [TypedValue(value: "1")]
    var wang = Person(id: "w", formattedName: "王小明")
    wang.emails = [TypedValue(value: "xiaoming@example.cn")]
    var eve = Person(id: "v", formattedName: "Eve `touch /tmp/refbook-pwned` $HOME")
    eve.emails = [TypedValue(value: "eve@example.org"), TypedValue(value: "x`id`@example.org")]
    return [zoe, zola, noEmail, wang, eve]
  }()

  @Test func eachAddressGetsAKeyAndTheNameQuoted() {
    #expect(MuttAliases.write(Self.persons) == """
      alias zoe-angstrom "Zoë Ångström" <zoe@example.se>
      alias zoe-angstrom-2 "Zoë Ångström" <zoe@home.example>
      alias mimile "Zola, \\\\"Émile\\\\"" <emile@example.org>
      alias w "王小明" <xiaoming@example.cn>
      alias eve-touch-tmp-refbook-pwned-home "Eve \\`touch /tmp/refbook-pwned\\` \\$HOME" <eve@example.org>

      """)
  }

  @Test func anAliasFileIsReadIntoContacts() {
    let text = """
      # my aliases
      set alias_file = ~/.mutt/aliases
      alias ann Ann Archer <ann@example.org>
      alias -group work -group friends bob "Baker, Bob" <bob@example.org>, bob@home.example (Bob at home)
      alias carl carl@example.org
      alias nobody
      """
    var ids = 0
    let read = MuttAliases.read(text) { ids += 1; return "id\(ids)" }
    #expect(read.persons.map(\.formattedName) == ["Ann Archer", "Baker, Bob", ""])
    #expect(read.persons.map(\.nicknames) == [["ann"], ["bob"], ["carl"]])
    #expect(read.persons[1].emails.map(\.value) == ["bob@example.org", "bob@home.example"])
    #expect(read.persons[1].categories == ["work", "friends"])
    #expect(read.skipped == [LineProblem(line: 6, message: "alias nobody has no address")])
    #expect(BookFormat.sniff(text) == .mutt)
  }

  @Test func whatRefbookWritesReadsBackToTheSameNamesAndAddresses() {
    let read = MuttAliases.read(MuttAliases.write(Self.persons))
    #expect(read.persons.map(\.formattedName) == ["Zoë Ångström", "Zoë Ångström", "Zola, \"Émile\"", "王小明", "Eve `touch /tmp/refbook-pwned` $HOME"])
    #expect(read.persons.flatMap { $0.emails.map(\.value) } == Self.persons.flatMap { $0.emails.map(\.value) }.filter { !$0.contains("`") })
  }

  @Test func neoMuttExpandsEveryAliasToItsNameAndAddress() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/neomutt") else {
      Issue.record("NeoMutt is missing: run `make test-deps` (as root) or `apt-get install neomutt`")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refbook-mutt-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try MuttAliases.write(Self.persons).write(to: folder.appendingPathComponent("aliases"), atomically: true, encoding: .utf8)
    try "source \(folder.appendingPathComponent("aliases").path)\n".write(
      to: folder.appendingPathComponent("muttrc"), atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/neomutt")
    process.arguments = [
      "-n", "-F", folder.appendingPathComponent("muttrc").path, "-A", "zoe-angstrom", "zoe-angstrom-2", "mimile", "w",
      "eve-touch-tmp-refbook-pwned-home",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = folder.path
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let expanded = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(expanded == """
      Zoë Ångström <zoe@example.se>
      Zoë Ångström <zoe@home.example>
      "Zola, \\"Émile\\"" <emile@example.org>
      王小明 <xiaoming@example.cn>
      Eve `touch /tmp/refbook-pwned` $HOME <eve@example.org>

      """)
    #expect(!FileManager.default.fileExists(atPath: "/tmp/refbook-pwned"), "no command ran")
  }
}
