import Foundation
import RefbookTestSupport
import Testing

/// `refbook export` into a folder: one `UID.vcf` per contact, named as the
/// vdir store names them, which refbook and Python's vobject read back.
@Suite("refbook export to a folder")
struct FolderExportTests {
  static let cards = [
    ("x-1", "Zoë Hart", "zoe@example.com"),
    ("urn:uuid:4f1c/../2", "张伟", "zhang.wei@example.cn"),
    (".hidden", "Émile Zola", "emile@example.fr"),
  ]

  /// A book holding ``cards``.
  static func book() throws -> TemporaryBook {
    let book = try TemporaryBook()
    let text = cards.map { uid, name, email in
      "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:\(uid)\r\nFN:\(name)\r\nEMAIL:\(email)\r\nEND:VCARD\r\n"
    }.joined()
    #expect(try book.refbook("import", book.write(text, to: "in.vcf")).status == 0)
    return book
  }

  /// The files in `folder`, sorted.
  static func files(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// FN and UID of every card of every file in `folder`, as vobject reads
  /// them: `name.vcf: FN <UID>` lines, one card a file.
  static func vobjectReading(_ folder: URL) throws -> String {
    let script = """
      import os, sys, vobject
      for name in sorted(os.listdir(sys.argv[1])):
          cards = list(vobject.readComponents(open(os.path.join(sys.argv[1], name), encoding="utf-8").read()))
          print(name + ": " + "; ".join(c.fn.value + " <" + c.uid.value + ">" for c in cards))
      """
    let outcome = try Subprocess.run(["/usr/bin/env", "python3", "-c", script, folder.path], capturesErrors: true)
    #expect(outcome.status == 0, "\(outcome.errors)")
    return outcome.output
  }

  @Test("--format vcf-folder makes the folder, one UID.vcf per contact, which vobject and refbook read back")
  func vcfFolder() throws {
    let book = try Self.book()
    let folder = book.folder.appendingPathComponent("out/phone")
    let export = try book.refbook("export", "--format", "vcf-folder", "--output", folder.path)
    #expect(export.status == 0, "\(export.stderr)")
    #expect(export.stdout.isEmpty)
    #expect(try Self.files(in: folder) == ["_.hidden.vcf", "urn_uuid_4f1c_.._2.vcf", "x-1.vcf"])
    #expect(try Self.vobjectReading(folder) == """
      _.hidden.vcf: Émile Zola <.hidden>
      urn_uuid_4f1c_.._2.vcf: 张伟 <urn:uuid:4f1c/../2>
      x-1.vcf: Zoë Hart <x-1>

      """)
    let again = try RefbookProcess.run(["export", "--book", folder.path + "/"], home: book.folder)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout == (try book.refbook("export").stdout), "the folder holds the book")
    let card = try String(contentsOf: folder.appendingPathComponent("x-1.vcf"), encoding: .utf8)
    #expect(card.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\n"))
  }

  @Test("a path ending in / or naming a folder gets a file per contact, in vCard 3.0 when asked; again, only what changed is written")
  func folderPath() throws {
    let book = try Self.book()
    let folder = book.folder.appendingPathComponent("three")
    #expect(try book.refbook("export", "--format", "vcard3", "--output", folder.path + "/").status == 0)
    let card = try String(contentsOf: folder.appendingPathComponent("x-1.vcf"), encoding: .utf8)
    #expect(card.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\n"))
    try book.write(try String(contentsOf: book.book, encoding: .utf8).replacingOccurrences(of: "zoe@example.com", with: "zoe@new.example"),
                   to: "contacts.vcf")
    #expect(try book.refbook("export", "--output", folder.path).status == 0, "an existing folder, without /")
    let four = try String(contentsOf: folder.appendingPathComponent("x-1.vcf"), encoding: .utf8)
    #expect(four.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\n"), "the changed contact's file replaced")
    let same = try String(contentsOf: folder.appendingPathComponent("_.hidden.vcf"), encoding: .utf8)
    #expect(same.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\n"), "a file holding its contact already is left alone")
    #expect(try Self.files(in: folder).count == 3)
  }

  @Test("exporting again replaces each contact's file and keeps the folder's other contacts")
  func exportAgain() throws {
    let book = try Self.book()
    let folder = book.folder.appendingPathComponent("out")
    #expect(try book.refbook("export", "--format", "vcf-folder", "--output", folder.path).status == 0)
    let other = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:khard-1\r\nFN:Grace Hopper\r\nEND:VCARD\r\n"
    try Data(other.utf8).write(to: folder.appendingPathComponent("grace.vcf"))
    try book.write(try String(contentsOf: book.book, encoding: .utf8).replacingOccurrences(of: "zoe@example.com", with: "zoe@new.example"),
                   to: "contacts.vcf")
    let export = try book.refbook("export", "--format", "vcf-folder", "--output", folder.path)
    #expect(export.status == 0, "\(export.stderr)")
    #expect(try Self.files(in: folder) == ["_.hidden.vcf", "grace.vcf", "urn_uuid_4f1c_.._2.vcf", "x-1.vcf"])
    #expect(try String(contentsOf: folder.appendingPathComponent("x-1.vcf"), encoding: .utf8).contains("zoe@new.example"))
    #expect(try String(contentsOf: folder.appendingPathComponent("grace.vcf"), encoding: .utf8) == other, "untouched")
  }

  @Test("a folder holding other files is refused, and so is a one-file format into a folder, writing nothing")
  func refusals() throws {
    let book = try Self.book()
    try book.write("notes", to: "notes.txt")
    let refused = try book.refbook("export", "--format", "vcf-folder", "--output", book.folder.path)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("it holds "), "\(refused.stderr)")
    #expect(refused.stderr.contains("which is no contact file; export into an empty or new folder"), "\(refused.stderr)")
    #expect(!(try Self.files(in: book.folder)).contains("x-1.vcf"))
    let empty = book.folder.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
    let csv = try book.refbook("export", "--format", "csv", "--output", empty.path)
    #expect(csv.status == 2)
    #expect(csv.stderr.contains("is a folder, and csv is one file: give a file name"), "\(csv.stderr)")
    #expect(try Self.files(in: empty).isEmpty)
    let noOutput = try book.refbook("export", "--format", "vcf-folder")
    #expect(noOutput.status != 0)
    #expect(noOutput.stderr.contains("--format vcf-folder needs --output FOLDER"))
  }
}
