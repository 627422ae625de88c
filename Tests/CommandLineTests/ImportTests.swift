import Foundation
import Testing

@Suite("refbook import")
struct ImportTests {
  @Test("vCard 3.0 and 4.0, skipping a broken card with its line")
  func vCard() throws {
    let book = try TemporaryBook()
    let three = try book.write(Fixtures.vCard3, to: "apple.vcf")
    let four = try book.write(Fixtures.vCard4WithBrokenCard, to: "rfc.vcf")
    let result = try book.refbook("import", three, four)
    #expect(result.status == 0)
    #expect(result.stdout == "Imported 3 contacts\n")
    #expect(
      result.stderr
        == "refbook: \(four):11: card starting at line 8 skipped: it has no END:VCARD before the next BEGIN:VCARD\n")
    let list = try book.refbook("list")
    #expect(
      list.stdout == """
        Émile Zola\temile@example.org\t+33 6 12 34 56 78
        Tom Baker\t\t
        Zoë Hart\tzoe@example.com\t+1-555-555-0100

        """)
  }

  @Test("abook's file, with its skipped entry and line")
  func abook() throws {
    let book = try TemporaryBook()
    let file = try book.write(Fixtures.abook, to: "addressbook")
    let result = try book.refbook("import", file)
    #expect(result.status == 0)
    #expect(result.stdout == "Imported 1 contact\n")
    #expect(
      result.stderr == """
        refbook: \(file):12: entry [1] has no name and no email
        refbook: \(file):14: not a key=value line: garbage line

        """)
    let list = try book.refbook("list", "--json")
    let contacts = try #require(JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
    #expect(contacts.count == 1)
    #expect(contacts.first?["emails"] as? [String] == ["ana@example.br", "ana.lima@work.example"])
    #expect(contacts.first?["phones"] as? [String] == ["+55 11 5555 0000"])
  }

  @Test("Google and Outlook CSV, sniffed or named with --format")
  func csv() throws {
    let book = try TemporaryBook()
    let google = try book.write(Fixtures.googleCSV, to: "google.csv")
    let outlook = try book.write(Fixtures.outlookCSV, to: "outlook.txt")
    let result = try book.refbook("import", google)
    #expect(result.status == 0)
    #expect(result.stdout == "Imported 1 contact\n")
    #expect(result.stderr == "refbook: \(google):3: no name, organization or email\n")
    #expect(try book.refbook("import", "--format", "csv", outlook).stdout == "Imported 1 contact\n")
    #expect(
      try book.refbook("list").stdout == """
        Bo Chen\tbo@example.cn\t+86 10 5555 0000
        Kai Müller\tkai@example.de\t+49 30 555 0000

        """)
  }

  @Test("Outlook's Windows-1252 CSV is read in its encoding, with a warning at the first line that is not UTF-8")
  func windows1252CSV() throws {
    let book = try TemporaryBook()
    let file = try book.write("", to: "outlook.csv")
    try Data(Fixtures.outlookCSV.data(using: .windowsCP1252)!).write(to: URL(fileURLWithPath: file))
    let result = try book.refbook("import", file)
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("refbook: \(file):2: "), "\(result.stderr)")
    #expect(result.stderr.contains("Windows-1252"))
    #expect(try book.refbook("list").stdout == "Kai Müller\tkai@example.de\t+49 30 555 0000\n")
  }

  @Test("a contact whose UID is in the book is updated, not added again")
  func updateByUID() throws {
    let book = try TemporaryBook()
    let file = try book.write(Fixtures.vCard3, to: "apple.vcf")
    #expect(try book.refbook("import", file).status == 0)
    let renamed = try book.write(Fixtures.vCard3.replacingOccurrences(of: "FN:Émile Zola", with: "FN:Émile Z."), to: "b.vcf")
    #expect(try book.refbook("import", renamed).stdout == "Imported 1 contact (0 new, 1 updated by UID)\n")
    #expect(try book.refbook("list").stdout == "Émile Z.\temile@example.org\t+33 6 12 34 56 78\n")
  }

  @Test("two files of one import with one UID: both kept, the later card with a new UID, reported with both files")
  func uidRepeatedAcrossFiles() throws {
    let book = try TemporaryBook()
    let file = try book.write(Fixtures.vCard3, to: "apple.vcf")
    let renamed = try book.write(Fixtures.vCard3.replacingOccurrences(of: "FN:Émile Zola", with: "FN:Émile Z."), to: "b.vcf")
    let both = try book.refbook("import", file, renamed)
    #expect(both.stdout == "Imported 2 contacts\n")
    #expect(both.stderr.hasPrefix("refbook: \(renamed):1: UID "), "\(both.stderr)")
    #expect(both.stderr.contains(" is also in \(file); this card was given the new UID "))
    #expect(try book.refbook("list").stdout == "Émile Z.\temile@example.org\t+33 6 12 34 56 78\nÉmile Zola\temile@example.org\t+33 6 12 34 56 78\n")
  }

  @Test("a file whose format cannot be told is an error naming it")
  func unknownFormat() throws {
    let book = try TemporaryBook()
    let file = try book.write("just words\n", to: "notes.txt")
    let result = try book.refbook("import", file)
    #expect(result.status == 2)
    #expect(result.stderr.contains("\(file): cannot tell its format"))
    #expect(book.bookBytes().isEmpty)
  }

  @Test("every record skipped: exit 2 with the reasons, and no book made")
  func allSkipped() throws {
    let book = try TemporaryBook()
    let file = try book.write("[format]\nprogram=abook\n\n[0]\nnick=nobody\n", to: "addressbook")
    let result = try book.refbook("import", file)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("refbook: \(file):4: entry [0] has no name and no email\n"))
    #expect(result.stderr.hasSuffix("refbook: nothing imported: no contact in \(file) could be read\n"))
    #expect(!FileManager.default.fileExists(atPath: book.book.path))
  }

  @Test("two cards of one file with one UID: both imported, the second with a new UID, reported at its line")
  func repeatedUID() throws {
    let book = try TemporaryBook()
    let card = { (name: String) in "BEGIN:VCARD\nVERSION:4.0\nUID:same\nFN:\(name)\nEND:VCARD\n" }
    let file = try book.write(card("Ann") + card("Bob") + card("Cy"), to: "dup.vcf")
    let result = try book.refbook("import", file)
    #expect(result.status == 0)
    #expect(result.stdout == "Imported 3 contacts\n")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("refbook: \(file):6: UID same is also on the card at line 1; this card was given the new UID ") == true)
    #expect(lines.last?.hasPrefix("refbook: \(file):11: UID same is also on the card at line 1") == true)
    let list = try book.refbook("list", "--json")
    let contacts = try #require(JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
    #expect(contacts.compactMap { $0["name"] as? String } == ["Ann", "Bob", "Cy"])
    #expect(Set(contacts.compactMap { $0["id"] as? String }).count == 3)
    #expect(contacts.first?["id"] as? String == "same")
  }

  @Test("a folder of .vcf files (a vdir) imports each; hidden and other files are left out")
  func vdir() throws {
    let book = try TemporaryBook()
    let folder = book.folder.appendingPathComponent("vdir")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try book.write("BEGIN:VCARD\nVERSION:3.0\nUID:v1\nFN:Vee One\nEND:VCARD\n", to: "vdir/v1.vcf")
    try book.write("BEGIN:VCARD\nVERSION:3.0\nUID:v2\nFN:Vee Two\nEND:VCARD\n", to: "vdir/v2.VCF")
    try book.write("BEGIN:VCARD\nVERSION:3.0\nUID:v3\nFN:Hidden\nEND:VCARD\n", to: "vdir/.v3.vcf")
    try book.write("not a card", to: "vdir/README")
    let result = try book.refbook("import", folder.path + "/")
    #expect(result.status == 0)
    #expect(result.stdout == "Imported 2 contacts\n")
    #expect(result.stderr.isEmpty)
    #expect(try book.refbook("list").stdout == "Vee One\t\t\nVee Two\t\t\n")
  }

  @Test("a folder without .vcf files, or a missing file: exit 2 with a plain message")
  func badPaths() throws {
    let book = try TemporaryBook()
    let empty = book.folder.appendingPathComponent("empty").path
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let folder = try book.refbook("import", empty)
    #expect(folder.status == 2)
    #expect(folder.stderr == "refbook: \(empty): a folder with no .vcf file in it\n")
    let missing = try book.refbook("import", book.folder.appendingPathComponent("nope.vcf").path)
    #expect(missing.status == 2)
    #expect(missing.stderr.hasSuffix("nope.vcf: No such file or directory\n"))
    #expect(!FileManager.default.fileExists(atPath: book.book.path))
  }

  @Test("- reads standard input")
  func standardInput() throws {
    let book = try TemporaryBook()
    let result = try book.refbook("import", "-", stdin: Fixtures.vCard3)
    #expect(result.status == 0)
    #expect(result.stdout == "Imported 1 contact\n")
    #expect(try book.refbook("list").stdout == "Émile Zola\temile@example.org\t+33 6 12 34 56 78\n")
  }

  @Test("bytes that are not UTF-8 are reported with file and line")
  func invalidUTF8() throws {
    let book = try TemporaryBook()
    let url = book.folder.appendingPathComponent("latin1.vcf")
    try (Data("BEGIN:VCARD\nVERSION:3.0\nUID:l\nFN:Caf".utf8) + [0xE9] + Data("\nEND:VCARD\n".utf8)).write(to: url)
    let result = try book.refbook("import", url.path)
    #expect(result.status == 0)
    #expect(result.stdout == "Imported 1 contact\n")
    #expect(result.stderr.hasPrefix("refbook: \(url.path):4: "))
    #expect(result.stderr.contains("UTF-8"))
  }
}
