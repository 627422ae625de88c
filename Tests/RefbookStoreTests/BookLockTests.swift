import Foundation
import RefbookTestSupport
import Testing

@testable import RefbookStore

@Suite struct BookLockTests {
  @Test func aSecondLockSeesTheHoldersPidAndProgram() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let book = folder.path(of: "contacts.vcf")
    let first = try BookLock.acquire(forBookAt: book)
    let program = try String(contentsOfFile: "/proc/self/comm", encoding: .utf8).trimmingCharacters(in: .newlines)
    #expect(throws: StoreError.inUse(path: book, holder: LockHolder(pid: getpid(), program: program))) {
      try BookLock.acquire(forBookAt: book)
    }
    first.release()
    let second = try retryingWhileInUse { () throws(StoreError) in try BookLock.acquire(forBookAt: book) }
    #expect(second.path == book + ".lock")
  }

  @Test func anotherProcessHoldingTheLockIsNamedAndItsDeathFreesTheLock() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let book = folder.path(of: "contacts.vcf")
    let lock = book + ".lock"
    // Like refbook, the holder writes its pid only once it holds the lock.
    let holder = try spawnInOwnGroup(
      ["/bin/sh", "-c", "exec flock '\(lock)' sh -c 'echo $PPID > \"$0\"; exec sleep 30' '\(lock)'"])
    defer {
      kill(-holder, SIGKILL)
      var status: Int32 = 0
      waitpid(holder, &status, 0)
    }
    // Wait for the pid before trying: flock(1) does not check, as refbook
    // does, that the file it locked is still there, and a lock taken and
    // released meanwhile removes the file.
    for _ in 0..<500 where (try? folder.read("contacts.vcf.lock")) != "\(holder)\n" {
      usleep(10_000)
    }
    var seen: StoreError?
    do { try BookLock.acquire(forBookAt: book).release() } catch { seen = error }
    #expect(seen == .inUse(path: book, holder: LockHolder(pid: holder, program: "flock")))
    #expect(seen?.description == "\(book) is in use by flock (process \(holder)); open it read-only or quit the other program")

    kill(-holder, SIGKILL)
    var status: Int32 = 0
    waitpid(holder, &status, 0)
    let mine = try retryingWhileInUse { () throws(StoreError) in try BookLock.acquire(forBookAt: book) }
    #expect(try String(contentsOfFile: lock, encoding: .utf8) == "\(getpid())\n")
    mine.release()
  }

  @Test func aStaleLockFileOfADeadProcessDoesNotBlock() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("999999999\n", to: "contacts.vcf.lock")
    let lock = try BookLock.acquire(forBookAt: folder.path(of: "contacts.vcf"))
    #expect((try? folder.read("contacts.vcf.lock")) == "\(getpid())\n")
    lock.release()
    #expect((try? folder.read("contacts.vcf.lock")) == nil, "released, the lock file is removed")
  }

  /// Starts `arguments` in a new process group with default signal handling.
  private func spawnInOwnGroup(_ arguments: [String]) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, arguments[0], nil, &attributes, argv, nil)
    guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result)!) }
    return pid
  }
}
