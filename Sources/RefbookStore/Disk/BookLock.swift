#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The process that holds a book's lock.
public struct LockHolder: Hashable, Sendable, CustomStringConvertible {
  public var pid: Int32
  /// The holder's program name from `/proc/PID/comm`, when readable.
  public var program: String?

  public init(pid: Int32, program: String?) {
    self.pid = pid
    self.program = program
  }

  public var description: String {
    program.map { "\($0) (process \(pid))" } ?? "process \(pid)"
  }
}

/// An exclusive lock on a book, so that one process at a time writes it.
///
/// The lock is a `flock` on the sidecar file `BOOK.lock` (a book kept as a
/// folder: `.refbook.lock` in it), which holds the owner's pid so that a
/// second process can say who has the book. The file
/// exists only while the lock is held: ``release()`` removes it (while still
/// holding it), and ``acquire(forBookAt:)`` checks, once it holds a lock,
/// that the file it locked is still the one named `BOOK.lock`, and starts
/// over if a releasing holder removed it meanwhile — so two processes never
/// hold locks on two different files. The kernel releases the lock when its
/// owner exits, however it exits, so a lock file left behind by a dead
/// process (`kill -9`) never blocks; the next holder takes it over and
/// removes it in turn.
///
/// Run as root on another user's book (`sudo refbook`), the lock file gets
/// the book's owner and group (its folder's, when the book does not exist
/// yet), so that a lock file left by a crash never locks the owner out.
public final class BookLock: Sendable {
  /// The lock file's path.
  public let path: String
  private let descriptor: Mutex<Int32?>

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = Mutex(descriptor)
  }

  /// Takes the lock of the book at `bookPath`, without waiting.
  ///
  /// - Throws: ``StoreError/inUse(path:holder:)`` naming the holder when
  ///   another open file holds it (another process, or another store in this
  ///   one); ``StoreError/cannotLock(path:reason:)`` when the lock file cannot
  ///   be created.
  /// - Complexity: O(1) system calls (a few more in the rare race with a
  ///   holder that is releasing).
  public static func acquire(forBookAt bookPath: String) throws(StoreError) -> BookLock {
    try acquire(file: bookPath + ".lock", of: bookPath)
  }

  /// Takes the lock of the book kept as the folder `folder` (its file
  /// `.refbook.lock`), without waiting; the errors name the folder.
  ///
  /// - Throws: as ``acquire(forBookAt:)``.
  /// - Complexity: as ``acquire(forBookAt:)``.
  public static func acquire(forFolderAt folder: String) throws(StoreError) -> BookLock {
    try acquire(file: folder + "/.refbook.lock", of: folder)
  }

  /// Takes the lock file `path` of the book at `book`, which the errors name.
  private static func acquire(file path: String, of book: String) throws(StoreError) -> BookLock {
    let folder = SymbolicLink.folder(of: path)
    do { try DurableFile.createFolders(folder) } catch {
      throw .cannotLock(path: book, reason: error.reason)
    }
    for _ in 0..<100 {
      let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
      guard fd >= 0 else { throw .cannotLock(path: book, reason: SystemError.current.reason) }
      guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
        let failure = SystemError.current
        let holder = failure.code == EWOULDBLOCK ? readHolder(fd) : nil
        close(fd)
        if let holder { throw .inUse(path: book, holder: holder) }
        throw .cannotLock(path: book, reason: failure.reason)
      }
      guard isStillNamed(path, fd) else {
        close(fd)
        continue
      }
      FileOwner.ofReplaced(book, in: folder)?.give(fd)
      let record = Array("\(getpid())\n".utf8)
      _ = ftruncate(fd, 0)
      _ = record.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
      return BookLock(path: path, descriptor: fd)
    }
    throw .cannotLock(path: book, reason: "its lock file keeps being replaced")
  }

  /// Gives the lock up and removes the lock file; later calls do nothing.
  ///
  /// - Complexity: O(1).
  public func release() {
    descriptor.withLock { fd in
      if let open = fd {
        // Removed while still held: a process that opened the file
        // meanwhile sees, once it gets the lock, that it is no longer named.
        // A lock file someone removed and another refbook made anew is theirs.
        if Self.isStillNamed(path, open) { unlink(path) }
        close(open)
      }
      fd = nil
    }
  }

  /// Whether the file open as `fd` is still the one at `path`.
  private static func isStillNamed(_ path: String, _ fd: Int32) -> Bool {
    var held = stat()
    var named = stat()
    guard fstat(fd, &held) == 0, stat(path, &named) == 0 else { return false }
    return held.st_dev == named.st_dev && held.st_ino == named.st_ino
  }

  deinit {
    release()
  }

  private static func readHolder(_ fd: Int32) -> LockHolder {
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
    let text = String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
    let pid = Int32(text.split(whereSeparator: \.isNewline).first.map(String.init) ?? "") ?? 0
    return LockHolder(pid: pid, program: pid > 0 ? programName(of: pid) : nil)
  }

  private static func programName(of pid: Int32) -> String? {
    guard let file = try? BookFile.read("/proc/\(pid)/comm") else { return nil }
    let name = String(decoding: file.bytes, as: UTF8.self).trimmingSuffix { $0.isNewline }
    return name.isEmpty ? nil : name
  }
}

extension String {
  fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
    var result = self
    while let last = result.last, predicate(last) { result.removeLast() }
    return result
  }
}
