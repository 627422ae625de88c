import Foundation
import RefbookModel
import RefbookTestSupport
import Testing

@testable import RefbookStore

/// Hostile files and faults around the book: what is not a regular file,
/// the leftovers of a killed save, a lock file that outlives its holder,
/// and root editing another user's book.
@Suite struct BookStoreFaultTests {
  let codec = LineEncoding()

  func open(_ path: String, _ access: BookStore.Access = .readWrite) throws(StoreError) -> BookStore {
    try BookStore.open(BookLocation(path: path), encoding: codec.encoding, access: access)
  }

  @Test("a device or a FIFO is refused, named, never read, and no lock is taken beside it",
        arguments: [BookStore.Access.readOnly, .readWrite])
  func notARegularFile(access: BookStore.Access) throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let fifo = folder.path(of: "pipe.vcf")
    #expect(mkfifo(fifo, 0o600) == 0)
    // A FIFO without a writer: reading it would block this test forever.
    #expect(throws: StoreError.unreadable(
      path: fifo, reason: "it is a FIFO (named pipe), not a regular file; a book must be a regular file")) {
      try open(fifo, access)
    }
    symlink("/dev/zero", folder.path(of: "zero.vcf"))
    #expect(throws: StoreError.unreadable(
      path: folder.path(of: "zero.vcf"), reason: "it is a character device, not a regular file; a book must be a regular file")) {
      try open(folder.path(of: "zero.vcf"), access)
    }
    #expect(throws: StoreError.self) { try open("/dev/null", access) }
    #expect(!FileManager.default.fileExists(atPath: "/dev/null.lock"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["pipe.vcf", "zero.vcf"])
  }

  @Test("a book file of more than 1 GiB is refused unread, naming the limit", arguments: [BookStore.Access.readOnly, .readWrite])
  func aFileLargerThanABookMayBe(access: BookStore.Access) throws {
    let folder = try TemporaryDirectory("store")
    let book = folder.path(of: "huge.vcf")
    // Sparse: it takes no room on the disk, and reading it would take 1 GiB of memory.
    #expect(FileManager.default.createFile(atPath: book, contents: nil))
    #expect(truncate(book, off_t(BookStore.fileSizeLimit) + 1) == 0)
    #expect(throws: StoreError.unreadable(path: book, reason: "it holds more than 1 GiB, the most refbook reads of such a file")) {
      try open(book, access)
    }
  }

  @Test func theLockFileExistsOnlyWhileTheLockIsHeld() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let book = folder.path(of: "contacts.vcf")
    let store = try open(book)
    #expect((try? folder.read("contacts.vcf.lock")) == "\(getpid())\n")
    store.close()
    #expect((try? folder.read("contacts.vcf.lock")) == nil)
    _ = try open(book, .readOnly)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test func aLockWhoseFileWasRemovedByItsReleasingHolderIsTakenOnTheNewFile() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let book = folder.path(of: "contacts.vcf")
    let first = try BookLock.acquire(forBookAt: book)
    // What a second process sees in the race: it opened the lock file, and
    // the holder then released it (removing it).
    let stale = Glibc.open(first.path, O_RDWR | O_CLOEXEC)
    defer { close(stale) }
    first.release()
    #expect(flock(stale, LOCK_EX | LOCK_NB) == 0, "the old file is lockable, but nobody else can find it")
    let second = try BookLock.acquire(forBookAt: book)
    defer { second.release() }
    var named = stat()
    var old = stat()
    #expect(stat(second.path, &named) == 0 && fstat(stale, &old) == 0)
    #expect(named.st_ino != old.st_ino, "the second lock is on a file others can find")
  }

  @Test func temporaryFilesOfDeadProcessesAreRemovedWhenTheBookIsOpened() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n", to: "contacts.vcf")
    let dead = "999999999"
    let abandoned = [".contacts.vcf.\(dead)-1a2b", ".contacts.vcf~.\(dead)-zz", ".contacts.vcf.refbook-conflict-20240131T235959Z.\(dead)-9"]
    let kept = [
      ".contacts.vcf.\(getppid())-1a2b",  // a running process's save
      ".contacts.vcf.\(dead)-",  // not our form
      ".contacts.vcf2.\(dead)-1a2b",  // another book's
      ".contacts.vcf.notes.\(dead)-1a2b",
      "contacts.vcf.\(dead)-1a2b",
    ]
    for name in abandoned + kept { try folder.write("x", to: name) }
    _ = try open(folder.path(of: "contacts.vcf"), .readOnly)
    #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)).isSuperset(of: abandoned),
            "a reader removes nothing")
    let store = try open(folder.path(of: "contacts.vcf"))
    defer { store.close() }
    #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
      == Set(kept + ["contacts.vcf", "contacts.vcf.lock"]))
  }

  @Test(
    "root saving another user's book keeps its owner and group; the lock is theirs too",
    .enabled(if: geteuid() == 0, "only root can give files away"))
  func foreignOwnerIsKept() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let book = folder.path(of: "contacts.vcf")
    try folder.write("1|Ann\n", to: "contacts.vcf")
    #expect(chown(folder.path, 65_534, 65_533) == 0 && chown(book, 65_534, 65_533) == 0 && chmod(book, 0o640) == 0)
    let store = try open(book)
    #expect(owner(of: book + ".lock") == [65_534, 65_533])
    #expect(try store.save([person("1", "Ann"), person("2", "Bob")]) == .written)
    store.close()
    #expect((try? folder.read("contacts.vcf")) == "1|Ann\n2|Bob\n")
    #expect(owner(of: book) == [65_534, 65_533])
    var status = stat()
    #expect(stat(book, &status) == 0 && status.st_mode & 0o777 == 0o640)
    // A book created in the user's folder is the user's too.
    let created = folder.path(of: "new.vcf")
    let second = try open(created)
    #expect(try second.save([person("1", "Ann")]) == .written)
    second.close()
    #expect(owner(of: created) == [65_534, 65_533])
  }

  private func owner(of path: String) -> [UInt32] {
    var status = stat()
    guard stat(path, &status) == 0 else { return [] }
    return [status.st_uid, status.st_gid]
  }
}
