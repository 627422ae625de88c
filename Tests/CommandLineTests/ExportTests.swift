import Foundation
import Testing

@Suite("refbook export")
struct ExportTests {
  static let card = "BEGIN:VCARD\nVERSION:4.0\nUID:x-1\nFN:Zoë Hart\nN:Hart;Zoë;;;\nEMAIL;TYPE=work:zoe@example.com\n"
    + "TEL;TYPE=cell:+1 555 0100\nORG:Acme\nEND:VCARD\n"

  /// A book holding ``card``.
  static func book() throws -> TemporaryBook {
    let book = try TemporaryBook()
    #expect(try book.refbook("import", book.write(card, to: "in.vcf")).status == 0)
    return book
  }

  static let vCardLines = [
    "FN:Zoë Hart", "N:Hart;Zoë;;;", "ORG:Acme", "EMAIL;TYPE=work:zoe@example.com", "TEL;TYPE=cell:+1 555 0100",
    "UID:x-1", "END:VCARD",
  ]

  @Test("vCard 4.0 by default, 3.0 on request, CRLF")
  func vCard() throws {
    let book = try Self.book()
    let four = try book.refbook("export")
    #expect(four.status == 0)
    #expect(four.stdout == (["BEGIN:VCARD", "VERSION:4.0", Self.productID] + Self.vCardLines).map { $0 + "\r\n" }.joined())
    let three = try book.refbook("export", "--format", "vcard3")
    #expect(three.stdout == (["BEGIN:VCARD", "VERSION:3.0", Self.productID] + Self.vCardLines).map { $0 + "\r\n" }.joined())
  }

  static let productID = "PRODID:-//refbook//refbook//EN"

  @Test("a second export copies the cards the first found to be their own export: the same text; a card changed since is exported anew")
  func cardsKnownAreCopied() throws {
    let book = try Self.book()
    let first = try book.refbook("export")
    let kept = book.folder.appendingPathComponent(".cache/refbook/verbatim")
    let files = try FileManager.default.contentsOfDirectory(atPath: kept.path)
    #expect(files.count == 1, "the cards of the export are kept")
    let second = try book.refbook("export")
    #expect(second.status == 0)
    #expect(second.stdout == first.stdout)
    // Another program changes the card and writes a name in lower case, which
    // refbook's export does not: the card is no longer its own export.
    let changed = String(decoding: book.bookBytes(), as: UTF8.self).replacing("FN:", with: "fn:").replacing("Acme", with: "Initech")
    #expect(changed.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\n"))
    try book.write(changed, to: "contacts.vcf")
    let third = try book.refbook("export")
    #expect(third.stdout == first.stdout.replacing("ORG:Acme", with: "ORG:Initech"))
  }

  @Test("each vCard version gets its own forms; the book keeps the card as read")
  func versionForms() throws {
    let book = try TemporaryBook()
    let card = """
      BEGIN:VCARD
      VERSION:2.1
      PRODID:-//Apple Inc.//iPhone OS 17.0//EN
      FN:Zoë Hart
      N:Hart;Zoë;;;
      PHOTO;BASE64:
       /9j/4AAQ

      ADR;HOME:;;1 Main St;Springfield;;;
      LABEL;HOME:1 Main St\\nSpringfield
      X-ANNIVERSARY:2001-02-03
      END:VCARD

      """
    #expect(try book.refbook("import", book.write(card, to: "in.vcf")).status == 0)
    let lines = { (format: String) in
      try book.refbook("export", "--format", format).stdout.components(separatedBy: "\r\n").filter { $0.contains(":") }
    }
    let four = try lines("vcard")
    #expect(four.contains("PHOTO:data:image/jpeg;base64,/9j/4AAQ"))
    #expect(four.contains(#"ADR;TYPE=home;LABEL="1 Main St^nSpringfield":;;1 Main St;Springfield;;;"#))
    #expect(four.contains("ANNIVERSARY:2001-02-03"))
    #expect(four.filter { $0.hasPrefix("PRODID") } == [Self.productID])
    let three = try lines("vcard3")
    #expect(three.contains("PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ"))
    #expect(three.contains("ADR;TYPE=home:;;1 Main St;Springfield;;;"))
    #expect(three.contains(#"LABEL;TYPE=HOME:1 Main St\nSpringfield"#))
    #expect(three.contains("X-ANNIVERSARY:2001-02-03"))
    #expect(three.filter { $0.hasPrefix("PRODID") } == [Self.productID])
    #expect(try String(contentsOf: book.book, encoding: .utf8).contains("PRODID:-//Apple Inc.//iPhone OS 17.0//EN"))
  }

  @Test("CSV in Google's columns")
  func csv() throws {
    let result = try Self.book().refbook("export", "--format", "csv")
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "Name,Given Name,Additional Name,Family Name,Name Prefix,Name Suffix,Nickname,Birthday,Notes,"
        + "Group Membership,Organization 1 - Name,Organization 1 - Department,Organization 1 - Title,"
        + "E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value\r\n"
        + "Zoë Hart,Zoë,,Hart,,,,,,,Acme,,,Work,zoe@example.com,Cell,+1 555 0100\r\n")
  }

  @Test("abook's file")
  func abook() throws {
    let result = try Self.book().refbook("export", "--format", "abook")
    #expect(
      result.stdout == """
        # abook addressbook file

        [format]
        program=refbook
        version=0.6.1


        [0]
        name=Zoë Hart
        email=zoe@example.com
        mobile=+1 555 0100

        """)
  }

  @Test("--output writes the file, and nothing to standard output")
  func output() throws {
    let book = try Self.book()
    let target = book.folder.appendingPathComponent("out.vcf")
    let result = try book.refbook("export", "--output", target.path)
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(try String(contentsOf: target, encoding: .utf8) == book.refbook("export").stdout)
  }

  @Test("--output into a missing folder is an error naming the file")
  func outputFailure() throws {
    let book = try Self.book()
    let target = book.folder.appendingPathComponent("missing/out.vcf").path
    let result = try book.refbook("export", "--output", target)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("refbook: cannot write \(target)"))
  }

  @Test("--output is written as the book is: a new file private (0600), an existing one keeping its mode, a link staying a link")
  func outputIsDurable() throws {
    let book = try Self.book()
    let fresh = book.folder.appendingPathComponent("fresh.vcf").path
    #expect(try book.refbook("export", "--output", fresh).status == 0)
    #expect(try FileManager.default.attributesOfItem(atPath: fresh)[.posixPermissions] as? Int == 0o600)
    let shared = book.folder.appendingPathComponent("shared.vcf").path
    #expect(FileManager.default.createFile(atPath: shared, contents: Data("old".utf8), attributes: [.posixPermissions: 0o644]))
    let link = book.folder.appendingPathComponent("link.vcf").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: shared)
    #expect(try book.refbook("export", "--output", link).status == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == shared)
    #expect(try FileManager.default.attributesOfItem(atPath: shared)[.posixPermissions] as? Int == 0o644)
    #expect(try String(contentsOfFile: shared, encoding: .utf8) == book.refbook("export").stdout)
  }
}
