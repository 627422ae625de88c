import Foundation
import RefbookModel
import RefbookTestSupport
import Testing

@testable import RefbookStore

@Suite struct BookStoreTests {
  let codec = LineEncoding()

  func open(_ folder: TemporaryDirectory, _ access: BookStore.Access = .readWrite) throws(StoreError) -> BookStore {
    try BookStore.open(BookLocation(path: folder.path(of: "contacts.vcf")), encoding: codec.encoding, access: access)
  }

  @Test func aMissingBookIsEmptyAndCreatedOnTheFirstSaveWithSomethingInIt() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let store = try open(folder)
    #expect(store.persons == [])
    #expect(try store.save([]) == .unchanged)
    #expect((try? folder.read("contacts.vcf")) == nil)
    #expect(try store.save([person("1", "Ann")]) == .written)
    #expect((try? folder.read("contacts.vcf")) == "1|Ann\n")
  }

  @Test func anUnchangedBookIsNotRewritten() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n2|Bob\n", to: "contacts.vcf")
    let before = try FileManager.default.attributesOfItem(atPath: folder.path(of: "contacts.vcf"))
    let store = try open(folder)
    #expect(store.persons == [person("1", "Ann"), person("2", "Bob")])
    #expect(try store.save(store.book) == .unchanged)
    let after = try FileManager.default.attributesOfItem(atPath: folder.path(of: "contacts.vcf"))
    #expect(codec.encodeCount == 0)
    #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
    #expect((try? folder.read("contacts.vcf~")) == nil)
  }

  @Test func savingKeepsTheBackupOfThePreviousVersion() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n", to: "contacts.vcf")
    let store = try open(folder)
    #expect(try store.save([person("1", "Ann"), person("2", "Bob")]) == .written)
    #expect(try store.save([person("2", "Bob")]) == .written)
    #expect((try? folder.read("contacts.vcf")) == "2|Bob\n")
    #expect((try? folder.read("contacts.vcf~")) == "1|Ann\n2|Bob\n")
  }

  @Test func anUndecodableBookIsNeverOverwritten() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let original = "1|Ann\ngarbage\n2|Bob\n"
    try folder.write(original, to: "contacts.vcf")
    let store = try open(folder)
    #expect(store.problems == [LineProblem(line: 2, message: "no '|' in \"garbage\"")])
    let path = folder.path(of: "contacts.vcf")
    #expect(throws: StoreError.undecodable(path: path, problems: store.problems)) {
      try store.save([person("3", "Cy")])
    }
    #expect((try? folder.read("contacts.vcf")) == original)
    #expect(StoreError.undecodable(path: path, problems: store.problems).description
      == "\(path):2: no '|' in \"garbage\"\n\(path) was not understood completely, so refbook will not save over it")
  }

  @Test func aBookThatBecameUndecodableOnDiskIsNotOverwritten() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n", to: "contacts.vcf")
    let store = try open(folder)
    try folder.write("1|Ann\n\n???\n", to: "contacts.vcf")
    #expect(throws: StoreError.undecodable(
      path: folder.path(of: "contacts.vcf"), problems: [LineProblem(line: 2, message: "no '|' in \"???\"")])) {
      try store.save([person("1", "Ann Lee")])
    }
    #expect((try? folder.read("contacts.vcf")) == "1|Ann\n\n???\n")
  }

  @Test func anUnreadableBookIsAnErrorNamingIt() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.path(of: "contacts.vcf"), withIntermediateDirectories: true)
    #expect(throws: StoreError.unreadable(path: folder.path(of: "contacts.vcf"), reason: SystemError(code: EISDIR).reason)) {
      try open(folder, .readOnly)
    }
  }

  @Test func aSecondStoreIsToldTheBookIsInUseAndCanOpenReadOnly() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n", to: "contacts.vcf")
    let first = try open(folder)
    #expect {
      try open(folder)
    } throws: { error in
      guard case .inUse(let path, let holder) = error as? StoreError else { return false }
      return path == folder.path(of: "contacts.vcf") && holder.pid == getpid()
    }
    let reader = try open(folder, .readOnly)
    #expect(reader.persons == [person("1", "Ann")])
    #expect(throws: StoreError.readOnly(path: folder.path(of: "contacts.vcf"))) { try reader.save([]) }
    first.close()
    #expect(try retryingWhileInUse { () throws(StoreError) in try open(folder) }.persons == [person("1", "Ann")])
  }

  @Test func aSaveEncodesOnlyThePersonsThatChanged() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n2|Bob\n3|Cy\n", to: "contacts.vcf")
    let store = try open(folder)
    var book = store.book
    book[id: "2"]?.formattedName = "Bob Roe"
    #expect(try store.save(book) == .written)
    #expect(codec.encodeCount == 1)
    book[id: "3"]?.formattedName = "Cy Doe"
    #expect(try store.save(book) == .written)
    #expect(codec.encodeCount == 2)
    #expect((try? folder.read("contacts.vcf")) == "1|Ann\n2|Bob Roe\n3|Cy Doe\n")
  }

  @Test func changesOnDiskThatDoNotCollideAreMerged() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n2|Bob\n", to: "contacts.vcf")
    let store = try open(folder)
    try folder.write("1|Ann\n2|Bob Roe\n3|Cy\n", to: "contacts.vcf")
    let merged: Addressbook = [person("1", "Ann Lee"), person("2", "Bob Roe"), person("3", "Cy")]
    #expect(try store.save([person("1", "Ann Lee"), person("2", "Bob")]) == .merged(merged))
    #expect((try? folder.read("contacts.vcf")) == "1|Ann Lee\n2|Bob Roe\n3|Cy\n")
    // Whether or not the app adopted the merge, later edits apply on top of it.
    #expect(try store.save([person("1", "Ann Lee"), person("2", "Bob")]) == .merged(merged))
    var later = merged
    later.insert(person("4", "Dee"))
    #expect(try store.save(later) == .written)
    #expect((try? folder.read("contacts.vcf")) == "1|Ann Lee\n2|Bob Roe\n3|Cy\n4|Dee\n")
  }

  @Test func aBookWithARepeatedIDListsEveryCardAndNamesTheID() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n2|Bob\n1|Twin\n", to: "contacts.vcf")
    let store = try open(folder, .readOnly)
    #expect(store.persons == [person("1", "Ann"), person("2", "Bob"), person("1", "Twin")])
    #expect(store.repeatedIDs == ["1"])
    #expect(store.book.count == 2)
  }

  @Test func aFileChangedToRepeatAnIDIsAConflictNotALoss() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n", to: "contacts.vcf")
    let store = try open(folder)
    try folder.write("1|Ann\n1|Twin\n", to: "contacts.vcf")
    guard case .savedBeside(_, let conflicts) = try store.save([person("1", "Ann"), person("2", "Bob")]) else {
      Issue.record("expected a conflict")
      return
    }
    #expect(conflicts == ["1"])
    #expect((try? folder.read("contacts.vcf")) == "1|Ann\n1|Twin\n")
  }

  @Test func collidingChangesOnDiskKeepTheirsAndPutOursBesideInCopiesThatNeverCollide() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n2|Bob\n", to: "contacts.vcf")
    let store = try open(folder)
    try folder.write("1|Ann Roe\n2|Bob\n", to: "contacts.vcf")
    let ours: Addressbook = [person("1", "Ann Lee"), person("2", "Bob"), person("3", "Cy")]
    guard case .mergedKeepingOursBeside(let merged, let paths, let conflicts) = try store.save(ours) else {
      Issue.record("expected a conflict")
      return
    }
    #expect(conflicts == ["1"])
    #expect(merged == [person("1", "Ann Roe"), person("2", "Bob"), person("3", "Cy")])
    #expect(paths.count == 1 && paths[0].hasPrefix(folder.path(of: "contacts.vcf.refbook-conflict-")))
    #expect((try? folder.read("contacts.vcf")) == "1|Ann Roe\n2|Bob\n3|Cy\n")
    #expect(try String(contentsOfFile: paths[0], encoding: .utf8) == "1|Ann Lee\n")
    // The same collision again, at once: a second copy, the first kept.
    try folder.write("1|Ann Poe\n2|Bob\n3|Cy\n", to: "contacts.vcf")
    guard case .mergedKeepingOursBeside(_, let again, _) = try store.save([person("1", "Ann Lee 2"), person("2", "Bob"), person("3", "Cy")]) else {
      Issue.record("expected a second conflict")
      return
    }
    #expect(again.count == 1 && again[0] != paths[0])
    #expect(try String(contentsOfFile: paths[0], encoding: .utf8) == "1|Ann Lee\n")
    #expect(try String(contentsOfFile: again[0], encoding: .utf8) == "1|Ann Lee 2\n")
  }

  @Test func adoptingAMergeWhileTheFileChangesAgainTakesTheNewChangeWithoutACopy() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n", to: "contacts.vcf")
    let store = try open(folder)
    try folder.write("1|Ann Roe\n", to: "contacts.vcf")
    guard case .mergedKeepingOursBeside(let merged, _, _) = try store.save([person("1", "Ann Lee")]) else {
      Issue.record("expected a conflict")
      return
    }
    try folder.write("1|Ann Poe\n", to: "contacts.vcf")
    #expect(try store.save(merged) == .merged([person("1", "Ann Poe")]))
    #expect((try? folder.read("contacts.vcf")) == "1|Ann Poe\n")
  }

  /// Another program read the book just before our write and wrote its
  /// version just after, made from the file as it was: its change is
  /// taken in, and ours, which its file undoes, is kept.
  @Test func aWriteMadeFromTheFileBeforeOurLastWriteDoesNotUndoIt() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n2|Bob\n", to: "contacts.vcf")
    let store = try open(folder)
    let ours: Addressbook = [person("1", "Ann Lee"), person("2", "Bob")]
    #expect(try store.save(ours) == .written)
    try folder.write("1|Ann\n2|Bob Roe\n", to: "contacts.vcf")
    #expect(try store.save(ours) == .merged([person("1", "Ann Lee"), person("2", "Bob Roe")]))
    #expect((try? folder.read("contacts.vcf")) == "1|Ann Lee\n2|Bob Roe\n")
  }

  /// Another program read the book just before our write and wrote its
  /// version just after, changing what our write changed: a conflict (it
  /// may not have seen our write), so its version stays and ours is kept
  /// beside the book, never silently undone.
  @Test func aWriteMadeFromTheFileBeforeOurLastWriteThatChangesTheSamePersonIsAConflict() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n2|Bob\n", to: "contacts.vcf")
    let store = try open(folder)
    let ours: Addressbook = [person("1", "Ann Lee"), person("2", "Bob")]
    #expect(try store.save(ours) == .written)
    try folder.write("1|Ann Roe\n2|Bob\n", to: "contacts.vcf")
    guard case .mergedKeepingOursBeside(let merged, let paths, let conflicts) = try store.save(ours) else {
      Issue.record("expected a conflict")
      return
    }
    #expect(merged == [person("1", "Ann Roe"), person("2", "Bob")] && conflicts == ["1"])
    #expect((try? folder.read("contacts.vcf")) == "1|Ann Roe\n2|Bob\n")
    #expect(try paths.count == 1 && String(contentsOfFile: paths[0], encoding: .utf8) == "1|Ann Lee\n")
  }

  /// The store of `folder`'s book whose encoding lets `land` write there
  /// each time it encodes a person, with the number of that encoding (from
  /// 1): another program writing between a save's reading and its writing.
  func open(_ folder: TemporaryDirectory, landingBeforeEncode land: @escaping @Sendable (Int) -> Void) throws -> BookStore {
    let encodes = Counter()
    var encoding = codec.encoding
    let encode = encoding.encode
    encoding.encode = { person, former in
      encodes.increment()
      land(encodes.value)
      return encode(person, former)
    }
    return try BookStore.open(BookLocation(path: folder.path(of: "contacts.vcf")), encoding: encoding, access: .readWrite)
  }

  /// Another program rewrites the book after the save read it and before
  /// it puts its file in place (here, while the save encodes): the swap hands
  /// its version back, which is merged and written in its turn.
  @Test func aWriteLandingBetweenOurReadAndOurWriteIsMergedNotLost() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n2|Bob\n", to: "contacts.vcf")
    let store = try open(folder) { if $0 == 1 { try? folder.write("1|Ann\n2|Bob Roe\n", to: "contacts.vcf") } }
    #expect(try store.save([person("1", "Ann Lee"), person("2", "Bob")]) == .merged([person("1", "Ann Lee"), person("2", "Bob Roe")]))
    #expect((try? folder.read("contacts.vcf")) == "1|Ann Lee\n2|Bob Roe\n")
    let copies = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("conflict") }
    #expect(copies == [])
  }

  /// Another program rewrites the book before each of our first three
  /// writes: first from the file as read, then from its own version (read
  /// just before our write replaced it), then from what we wrote. Each of
  /// its versions is counted from the file it replaced, whichever it was
  /// made from: every change it made is kept, and ours.
  @Test func aBookRewrittenBeforeEachOfOurWritesKeepsEveryVersionsChange() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n2|Bob\n3|Cy\n4|Di\n", to: "contacts.vcf")
    let store = try open(folder) { encode in
      switch encode {
      case 1: try? folder.write("1|Ann\n2|Bob Roe\n3|Cy\n4|Di\n", to: "contacts.vcf")
      case 2: try? folder.write("1|Ann\n2|Bob Roe\n3|Cy Fox\n4|Di\n", to: "contacts.vcf")  // from its own version
      case 3:  // from ours on disk
        let ours = (try? folder.read("contacts.vcf")) ?? ""
        try? folder.write(ours.replacingOccurrences(of: "4|Di\n", with: "4|Di Gray\n"), to: "contacts.vcf")
      default: break
      }
    }
    _ = try store.save([person("1", "Ann Lee"), person("2", "Bob"), person("3", "Cy"), person("4", "Di")])
    #expect((try? folder.read("contacts.vcf")) == "1|Ann Lee\n2|Bob Roe\n3|Cy Fox\n4|Di Gray\n")
  }

  /// Another program writes, between our reading and our writing, a
  /// version that already holds our change and one of its own: the merge
  /// is its version, and it is written over ours all the same (the swap
  /// left ours in the file), with no conflict copy left.
  @Test func aWriteHoldingOurChangeLandingBeforeOursIsWrittenNotLeftAside() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n2|Bob\n", to: "contacts.vcf")
    let store = try open(folder) { if $0 == 1 { try? folder.write("1|Ann Lee\n2|Bob Roe\n", to: "contacts.vcf") } }
    #expect(try store.save([person("1", "Ann Lee"), person("2", "Bob")]) == .merged([person("1", "Ann Lee"), person("2", "Bob Roe")]))
    #expect((try? folder.read("contacts.vcf")) == "1|Ann Lee\n2|Bob Roe\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("conflict") } == [])
  }

  @Test func aTouchedButUnchangedFileIsNotAChange() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n", to: "contacts.vcf")
    let store = try open(folder)
    try folder.write("1|Ann\n", to: "contacts.vcf")
    #expect(try store.save([person("1", "Ann Lee")]) == .written)
    #expect((try? folder.read("contacts.vcf")) == "1|Ann Lee\n")
  }

  @Test func aBookRemovedOnDiskIsRecreatedFromOurs() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n", to: "contacts.vcf")
    let store = try open(folder)
    try FileManager.default.removeItem(atPath: folder.path(of: "contacts.vcf"))
    #expect(try store.save([person("1", "Ann")]) == .written)
    #expect((try? folder.read("contacts.vcf")) == "1|Ann\n")
  }

  @Test func aSymlinkedBookIsReadAndWrittenThroughItsLink() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n", to: "real.vcf")
    symlink("real.vcf", folder.path(of: "contacts.vcf"))
    let store = try open(folder)
    #expect(store.persons == [person("1", "Ann")])
    #expect(try store.save([person("1", "Ann"), person("2", "Bob")]) == .written)
    #expect((try? folder.read("real.vcf")) == "1|Ann\n2|Bob\n")
    #expect((try? folder.read("real.vcf~")) == "1|Ann\n")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path(of: "contacts.vcf")) == "real.vcf")
    #expect(FileManager.default.fileExists(atPath: folder.path(of: "real.vcf.lock")))
  }
}
