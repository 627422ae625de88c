import Foundation
import RefbookModel
import RefbookTestSupport
import Testing

@testable import RefbookStore

/// A book that is a folder with one vCard file per contact (a vdir): each
/// change touches its own file only, what refbook cannot save over is never
/// written, and changes made in the folder meanwhile are merged.
@Suite struct FolderStoreTests {
  /// A folder `book` holding a.vcf and b.vcf, written as vdirsyncer would.
  func makeBook() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory("vdir")
    try TestBook.vdir("book", in: folder, [("a", "Ann"), ("b", "Bob")])
    return folder
  }

  func open(_ folder: TemporaryDirectory, _ access: BookAccess = .readWrite) throws(StoreError) -> any BookStorage {
    try retryingWhileInUse { () throws(StoreError) in
      try BookLocation(path: folder.path(of: "book")).open(encoding: .vCard(), access: access)
    }
  }

  func inode(_ folder: TemporaryDirectory, _ name: String) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: folder.path(of: "book/" + name))[.systemFileNumber] as? Int
  }

  @Test func aFolderOpensAsAFolderStoreWithEveryContactFile() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    try folder.write("not a contact", to: "book/notes.txt")
    try folder.write(TestBook.card("hidden", "Hidden"), to: "book/.hidden.vcf")
    try FileManager.default.createDirectory(atPath: folder.path(of: "book/sub"), withIntermediateDirectories: false)
    let store = try open(folder)
    defer { store.close() }
    #expect(store is FolderStore)
    #expect(store.persons.map(\.formattedName) == ["Ann", "Bob"])
    #expect(store.problems.isEmpty)
    #expect(store.warnings.map { $0.located(in: "book") } == [
      "book/notes.txt: not a .vcf file; left alone", "book/sub: a subfolder; not read (a contact is a .vcf file)",
    ])
    #expect(store.isSavable)
  }

  @Test("an edit of a contact file rewrites the edited line only, twice over: its order (UID first) and other lines kept")
  func anEditKeepsTheFilesOrder() throws {
    let folder = try makeBook()
    let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:c\r\nFN:Cy\r\nN:;Cy;;;\r\nTEL;TYPE=CELL:+1 555 0100\r\nX-FOO:bar\r\nEND:VCARD\r\n"
    // The edited line is written as refbook writes it (its type in lower case).
    let edited = card.replacing("TEL;TYPE=CELL:+1 555 0100", with: "TEL;TYPE=cell:+1 555 0199")
    try folder.write(card, to: "book/c.vcf")
    let store = try open(folder)
    defer { store.close() }
    var book = store.book
    book[id: "c"]?.phones[0].value = "+1 555 0199"
    #expect(try store.save(book) == .written)
    #expect(try folder.read("book/c.vcf") == edited)
    book[id: "c"]?.formattedName = "Cyrus"
    #expect(try store.save(book) == .written)
    #expect(try folder.read("book/c.vcf") == edited.replacing("FN:Cy\r\n", with: "FN:Cyrus\r\n"))
  }

  @Test func anEditRewritesThatFileOnlyAndADeleteRemovesOnlyThat() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    let store = try open(folder)
    defer { store.close() }
    let bBefore = try inode(folder, "b.vcf")
    var book = store.book
    book[id: "a"]?.note = "edited"
    #expect(try store.save(book) == .written)
    #expect(try folder.read("book/a.vcf").contains("NOTE:edited"))
    #expect(try inode(folder, "b.vcf") == bBefore)
    #expect(try folder.read("book/b.vcf") == TestBook.card("b", "Bob"))

    book[id: "a"] = nil
    #expect(try store.save(book) == .written)
    #expect(try folder.entries().sorted() == ["book"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path(of: "book")).filter { !$0.hasPrefix(".") } == ["b.vcf"])
    #expect(try store.save(book) == .unchanged)
  }

  @Test func aNewContactIsWrittenAsItsUIDMadeSafe() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    let store = try open(folder)
    defer { store.close() }
    var book = store.book
    book[id: "urn:uuid:1/2"] = Person(id: "urn:uuid:1/2", formattedName: "Zoë")
    book[id: ".dot"] = Person(id: ".dot", formattedName: "Dot")
    #expect(try store.save(book) == .written)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path(of: "book")).filter { !$0.hasPrefix(".") }
    #expect(names.sorted() == ["_.dot.vcf", "a.vcf", "b.vcf", "urn_uuid_1_2.vcf"])
    let reopened = BookEncoding.vCard().decode(Array(try folder.read("book/urn_uuid_1_2.vcf").utf8))
    #expect(reopened.stored.map(\.id) == ["urn:uuid:1/2"])
  }

  @Test func filesRefbookCannotSaveOverAreNeverWrittenAndTheRestIsSaved() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    let broken = "BEGIN:VCARD\r\nUID:c\r\nFN:Cut\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:no end\r\n"
    try folder.write(broken, to: "book/c.vcf")
    try folder.write(TestBook.card("b", "Bob again"), to: "book/b2.vcf")
    let store = try open(folder)
    defer { store.close() }
    #expect(store.problems.map { $0.located(in: "book") } == [
      "book/c.vcf:5: card starting at line 5 skipped: it has no END:VCARD before the end of the file",
    ])
    #expect(store.warnings.contains { $0.message.contains("UID b is in 2 files (b.vcf, b2.vcf)") })
    #expect(store.isSavable)
    var book = store.book
    book[id: "c"]?.note = "lost?"
    book[id: "b"]?.note = "which file?"
    book[id: "a"]?.note = "saved"
    #expect(throws: StoreError.cannotWrite(path: folder.path(of: "book/b2.vcf"), reason: "another file holds its UID b, so refbook will not save over it")) {
      try store.save(book)
    }
    #expect(try folder.read("book/c.vcf") == broken)
    #expect(try folder.read("book/b.vcf") == TestBook.card("b", "Bob"))
    #expect(try folder.read("book/b2.vcf") == TestBook.card("b", "Bob again"))
    #expect(try folder.read("book/a.vcf").contains("NOTE:saved"))
  }

  @Test func changesMadeInTheFolderMeanwhileAreMergedByUID() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    let store = try open(folder)
    defer { store.close() }
    var book = store.book
    // Another program (a sync) changes b, adds c, and removes nothing.
    try folder.write(TestBook.card("b", "Bob Synced"), to: "book/b.vcf")
    try folder.write(TestBook.card("c", "Cy"), to: "book/c.vcf")
    book[id: "a"]?.note = "ours"
    guard case .merged(let merged) = try store.save(book) else {
      Issue.record("expected a merge")
      return
    }
    #expect(merged.changedIDs(since: book) == ["b", "c"], "only what changed on disk; ours kept as it is")
    #expect(merged[id: "a"]?.note == "ours")
    #expect(merged[id: "b"]?.formattedName == "Bob Synced")
    #expect(merged[id: "c"]?.formattedName == "Cy")
    #expect(try folder.read("book/b.vcf") == TestBook.card("b", "Bob Synced"))
    // The app adopts the merged book, which it saves in turn: nothing to write.
    #expect(try store.save(merged) == .unchanged)
    // The sync deletes c: the next save of the merged book takes that in.
    try FileManager.default.removeItem(atPath: folder.path(of: "book/c.vcf"))
    guard case .merged(let again) = try store.save(merged) else {
      Issue.record("expected a merge")
      return
    }
    #expect(again[id: "c"] == nil)
    #expect(again.count == 2)
  }

  @Test func aCollisionKeepsTheirVersionInTheBookAndOursBesideIt() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    let store = try open(folder)
    defer { store.close() }
    var book = store.book
    try folder.write(TestBook.card("b", "Bob Theirs"), to: "book/b.vcf")
    book[id: "b"]?.formattedName = "Bob Ours"
    guard case .mergedKeepingOursBeside(let merged, let paths, let conflicts) = try store.save(book) else {
      Issue.record("expected a collision")
      return
    }
    #expect(conflicts == ["b"])
    #expect(merged[id: "b"]?.formattedName == "Bob Theirs")
    #expect(try folder.read("book/b.vcf") == TestBook.card("b", "Bob Theirs"))
    #expect(paths.count == 1 && paths[0].hasPrefix(folder.path(of: "book/b.vcf.refbook-conflict-")))
    #expect(try String(contentsOfFile: paths[0], encoding: .utf8).contains("FN:Bob Ours"))
    // The copy is not a contact: reopening finds the two contacts only.
    store.close()
    let reopened = try open(folder, .readOnly)
    #expect(reopened.persons.map(\.formattedName) == ["Ann", "Bob Theirs"])
  }

  /// Another program read a contact's file just before our write and wrote
  /// its version just after, changing what we changed: its version stays,
  /// ours goes beside it, and the save says so.
  @Test func aFileWrittenFromTheVersionBeforeOurWriteThatChangesTheSameIsAConflict() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    let store = try open(folder)
    defer { store.close() }
    var book = store.book
    book[id: "b"]?.formattedName = "Bob Ours"
    #expect(try store.save(book) == .written)
    try folder.write(TestBook.card("b", "Bob Theirs"), to: "book/b.vcf")
    guard case .mergedKeepingOursBeside(let merged, let paths, let conflicts) = try store.save(book) else {
      Issue.record("expected a conflict")
      return
    }
    #expect(conflicts == ["b"] && merged[id: "b"]?.formattedName == "Bob Theirs")
    #expect(try folder.read("book/b.vcf") == TestBook.card("b", "Bob Theirs"))
    #expect(try paths.count == 1 && String(contentsOfFile: paths[0], encoding: .utf8).contains("FN:Bob Ours"))
  }

  /// The folder store opened with an encoding that, the first time it
  /// encodes, lets `land` write in the folder: another program writing
  /// between the save's reading of the folder and its putting a file in place.
  func open(_ folder: TemporaryDirectory, landing land: @escaping @Sendable () -> Void) throws -> any BookStorage {
    try open(folder, landingBeforeEncode: { if $0 == 1 { land() } })
  }

  /// The folder store opened with an encoding that lets `land` write in the
  /// folder each time it encodes, with the number of that encoding (from 1).
  func open(_ folder: TemporaryDirectory, landingBeforeEncode land: @escaping @Sendable (Int) -> Void) throws -> any BookStorage {
    let encodes = Counter()
    var encoding = BookEncoding.vCard()
    let encode = encoding.encode
    encoding.encode = { person, former in
      encodes.increment()
      land(encodes.value)
      return encode(person, former)
    }
    return try BookLocation(path: folder.path(of: "book")).open(encoding: encoding, access: .readWrite)
  }

  /// Another program rewrites a contact file before each of our first three
  /// writes of it: first from the file as read, then from its own version
  /// (read just before our write replaced it), then from what we wrote.
  /// Each of its versions is counted from the file it replaced, whichever
  /// it was made from: every email it added is kept, and our note.
  @Test func aFileRewrittenBeforeEachOfOurWritesKeepsEveryVersionsChange() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    let card = { @Sendable (emails: [String], note: String?) in
      "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:b\r\nFN:Bob\r\n" + emails.map { "EMAIL:\($0)\r\n" }.joined()
        + (note.map { "NOTE:\($0)\r\n" } ?? "") + "END:VCARD\r\n"
    }
    let store = try open(folder, landingBeforeEncode: { (encode: Int) in
      switch encode {
      case 1: try? folder.write(card(["1@x"], nil), to: "book/b.vcf")
      case 2: try? folder.write(card(["1@x", "2@x"], nil), to: "book/b.vcf")  // from its own version
      case 3:  // from ours on disk
        guard let ours = try? folder.read("book/b.vcf"), let end = ours.range(of: "END:VCARD") else { return }
        try? folder.write(ours.replacingCharacters(in: end, with: "EMAIL:3@x\r\nEND:VCARD"), to: "book/b.vcf")
      default: break
      }
    })
    defer { store.close() }
    var book = store.book
    book[id: "b"]?.note = "ours"
    _ = try store.save(book)
    let file = try folder.read("book/b.vcf")
    #expect(["NOTE:ours", "EMAIL:1@x", "EMAIL:2@x", "EMAIL:3@x"].allSatisfy(file.contains), "\(file)")
  }

  @Test func aContactFileRewrittenBetweenOurReadAndOurWriteIsMergedNotLost() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    let store = try open(folder) { try? folder.write(TestBook.card("b", "Bob", email: "bob@theirs.org"), to: "book/b.vcf") }
    defer { store.close() }
    var book = store.book
    book[id: "b"]?.note = "ours"
    guard case .merged(let merged) = try store.save(book) else {
      Issue.record("expected a merge")
      return
    }
    #expect(merged[id: "b"]?.note == "ours")
    #expect(merged[id: "b"]?.emails.map(\.value) == ["bob@theirs.org"])
    let file = try folder.read("book/b.vcf")
    #expect(file.contains("NOTE:ours") && file.contains("bob@theirs.org"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path(of: "book")).sorted() == [".refbook.lock", "a.vcf", "b.vcf"])
  }

  @Test func anOverlappingRewriteBetweenOurReadAndOurWriteIsPutBackAndOursKeptBeside() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    let store = try open(folder) { try? folder.write(TestBook.card("b", "Bob Theirs"), to: "book/b.vcf") }
    defer { store.close() }
    var book = store.book
    book[id: "b"]?.formattedName = "Bob Ours"
    guard case .mergedKeepingOursBeside(let merged, let paths, let conflicts) = try store.save(book) else {
      Issue.record("expected a collision")
      return
    }
    #expect(conflicts == ["b"] && merged[id: "b"]?.formattedName == "Bob Theirs")
    #expect(try folder.read("book/b.vcf") == TestBook.card("b", "Bob Theirs"))
    #expect(try paths.count == 1 && String(contentsOfFile: paths[0], encoding: .utf8).contains("FN:Bob Ours"))
  }

  /// Another program writes a contact's file again while the save puts
  /// its overlapping version back (here, while ours is encoded for the
  /// conflict copy): the newest version goes back in place, and the only
  /// copy left is ours, named.
  @Test func aVersionWrittenWhileTheirsIsPutBackIsPutBackInItsTurn() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    let store = try open(folder, landingBeforeEncode: { encode in
      switch encode {
      case 1: try? folder.write(TestBook.card("b", "Bob Theirs"), to: "book/b.vcf")
      case 2: try? folder.write(TestBook.card("b", "Bob Newest"), to: "book/b.vcf")
      default: break
      }
    })
    defer { store.close() }
    var book = store.book
    book[id: "b"]?.formattedName = "Bob Ours"
    guard case .mergedKeepingOursBeside(let merged, let paths, _) = try store.save(book) else {
      Issue.record("expected a collision")
      return
    }
    #expect(merged[id: "b"]?.formattedName == "Bob Newest")
    #expect(try folder.read("book/b.vcf") == TestBook.card("b", "Bob Newest"))
    let copies = try FileManager.default.contentsOfDirectory(atPath: folder.path(of: "book")).filter { $0.contains(".refbook-conflict-") }
    #expect(paths.map { ($0 as NSString).lastPathComponent } == copies, "every copy named")
    #expect(try paths.count == 1 && String(contentsOfFile: paths[0], encoding: .utf8).contains("FN:Bob Ours"))
  }

  /// Another program writing a contact's file in place had just emptied
  /// it when the save read the folder, and finishes it before our write:
  /// the contact is written to its own file, merged with that version,
  /// never to a second file holding the same UID.
  @Test func aContactFileCaughtEmptyMidWriteIsWrittenInItsPlaceNotBesideIt() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    let store = try open(folder) { try? folder.write(TestBook.card("b", "Bob", email: "bob@theirs.org"), to: "book/b.vcf") }
    defer { store.close() }
    var book = store.book
    try folder.write("", to: "book/b.vcf")
    book[id: "b"]?.note = "ours"
    _ = try store.save(book)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path(of: "book")).sorted() == [".refbook.lock", "a.vcf", "b.vcf"])
    let file = try folder.read("book/b.vcf")
    #expect(file.contains("NOTE:ours") && file.contains("bob@theirs.org"), "\(file)")
  }

  /// Another program's version made from the file before our write and
  /// written just after it is told by the file's time, not by when the save
  /// reads it: read 2 s later (a loaded machine, a slow watcher), its
  /// change is still applied to what we wrote, not taken for an undoing of
  /// our edit.
  @Test func aVersionMadeBeforeOurWriteAndReadLateKeepsOurEdit() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    let store = try open(folder)
    defer { store.close() }
    var book = store.book
    book[id: "b"]?.formattedName = "Bob Ours"
    #expect(try store.save(book) == .written)
    try folder.write(TestBook.card("b", "Bob", email: "bob@theirs.org"), to: "book/b.vcf")
    Thread.sleep(forTimeInterval: 2.1)
    book[id: "a"]?.note = "ours"
    guard case .merged(let merged) = try store.save(book) else {
      Issue.record("expected a merge")
      return
    }
    #expect(merged[id: "b"]?.formattedName == "Bob Ours" && merged[id: "b"]?.emails.map(\.value) == ["bob@theirs.org"])
    let file = try folder.read("book/b.vcf")
    #expect(file.contains("FN:Bob Ours") && file.contains("bob@theirs.org"), "\(file)")
  }

  @Test func aContactDeletedHereAndChangedThereMeanwhileIsKeptChanged() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    let store = try open(folder) { try? folder.write(TestBook.card("b", "Bob Changed"), to: "book/b.vcf") }
    defer { store.close() }
    var book = store.book
    book[id: "b"] = nil
    book[id: "a"]?.note = "ours"  // encoded first: the other program writes b before b is removed
    guard case .merged(let merged) = try store.save(book) else {
      Issue.record("expected a merge")
      return
    }
    #expect(merged[id: "b"]?.formattedName == "Bob Changed")
    #expect(try folder.read("book/b.vcf") == TestBook.card("b", "Bob Changed"))
  }

  @Test func aReadOnlyStoreTakesInChangesWithoutWriting() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    let store = try open(folder, .readOnly)
    #expect(try store.reload(store.book) == .unchanged)
    try folder.write(TestBook.card("a", "Ann Changed"), to: "book/a.vcf")
    guard case .merged(let merged) = try store.reload(store.book) else {
      Issue.record("expected a merge")
      return
    }
    #expect(merged[id: "a"]?.formattedName == "Ann Changed")
    #expect(merged.changedIDs(since: store.book) == ["a"])
    #expect(throws: StoreError.readOnly(path: folder.path(of: "book"))) { try store.save(merged) }
  }

  @Test func aFileThatDisappearsBetweenListingAndReadingIsNotInTheBook() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    try FileManager.default.createSymbolicLink(atPath: folder.path(of: "book/gone.vcf"), withDestinationPath: "nowhere.vcf")
    let store = try open(folder, .readOnly)
    #expect(store.persons.count == 2)
    #expect(store.problems.isEmpty && store.warnings.isEmpty)
  }

  @Test func aSecondWriterIsRefusedByTheLockInTheFolderAndToldTheFolderIsInUse() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    let store = try open(folder)
    defer { store.close() }
    #expect(FileManager.default.fileExists(atPath: folder.path(of: "book/.refbook.lock")))
    let book = folder.path(of: "book")
    #expect {
      try BookLocation(path: book).open(encoding: .vCard(), access: .readWrite)
    } throws: { error in
      guard case StoreError.inUse(let path, let holder) = error else { return false }
      return path == book && holder.pid == getpid()
        && "\(error)".hasPrefix("\(book) is in use by ")
    }
  }

  @Test func aMissingFolderNamedWithASlashIsMadeAndFilled() throws {
    let folder = try TemporaryDirectory("vdir")
    defer { folder.remove() }
    let store = try BookLocation(path: folder.path(of: "new/")).open(encoding: .vCard(), access: .readWrite)
    defer { store.close() }
    var book = store.book
    book[id: "n"] = Person(id: "n", formattedName: "New")
    #expect(try store.save(book) == .written)
    #expect(try folder.read("new/n.vcf").contains("FN:New"))
  }

  @Test func aFIFONamedLikeAContactIsNamedAndNeverOpened() throws {
    let folder = try makeBook()
    defer { folder.remove() }
    #expect(mkfifo(folder.path(of: "book/pipe.vcf"), 0o600) == 0)
    let store = try open(folder)
    defer { store.close() }
    #expect(store.persons.count == 2)
    #expect(store.warnings.map { $0.located(in: "book") } == ["book/pipe.vcf: not a regular file; not read (a contact is a .vcf file)"])
    var book = store.book
    book[id: "a"]?.note = "saved"
    #expect(try store.save(book) == .written)
  }
}
