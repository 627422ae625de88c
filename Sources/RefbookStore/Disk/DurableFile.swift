import CRename
#if canImport(Glibc)
import Glibc
#endif

/// Replacing a file's content atomically and durably: after a crash at any
/// moment the file holds either all of its old content or all of the new
/// (a write without flushing, for a cache, is atomic for other processes
/// only: a crash may leave a damaged file).
public enum DurableFile {
  /// Writes `bytes` to a temporary file in the target's folder, flushes it to
  /// the disk, keeps the previous version as `PATH~` if asked, renames the
  /// temporary file over the target and flushes the folder.
  ///
  /// A symbolic link at `path` is followed and its final target replaced, so
  /// the link stays a link. A target that is not a regular file (a FIFO, a
  /// device such as `/dev/null`, a socket) is refused, saying what it is, and
  /// left as it is: a file never takes its place. Missing parent folders are created (mode 0700)
  /// when `creatingFolders` is set, and are an error otherwise.
  /// A new file gets mode 0600; an existing file keeps its mode, and, when
  /// written by root, its owner and group (see ``FileOwner``). On any
  /// failure (`EFBIG` under a file size limit included) the temporary file
  /// is removed and the target is untouched.
  ///
  /// Without `flushing` (for a cache, which is checked when read and made
  /// again when lost), nothing is flushed to the disk: the replacement is
  /// atomic for other processes, and a crash may leave the old content, the
  /// new, or a damaged file.
  ///
  /// - Returns: The path of the file actually written (the link's target).
  /// - Complexity: O(*n*) in the number of bytes, plus two `fsync` calls
  ///   when `flushing` (four when the backup has to be copied).
  @discardableResult
  public static func write(
    _ bytes: [UInt8], to path: String, keepingBackup: Bool, creatingFolders: Bool = true, flushing: Bool = true
  ) throws(StoreError) -> String {
    try write(
      pieces: [bytes[...]], to: path, keepingBackup: keepingBackup, creatingFolders: creatingFolders, flushing: flushing)
  }

  /// Writes the bytes of `pieces`, one after another, as
  /// ``write(_:to:keepingBackup:creatingFolders:flushing:)`` writes its bytes,
  /// without joining them first: a book's unchanged cards are written from
  /// where they lie.
  ///
  /// - Complexity: O(*n*) in the number of bytes, plus two `fsync` calls
  ///   when `flushing` (four when the backup has to be copied).
  @discardableResult
  public static func write(
    pieces: [ArraySlice<UInt8>], to path: String, keepingBackup: Bool, creatingFolders: Bool = true,
    flushing: Bool = true
  ) throws(StoreError) -> String {
    let target: String
    do { target = try SymbolicLink.target(of: path) } catch {
      throw .cannotWrite(path: path, reason: error.reason)
    }
    do {
      try replace(target, with: pieces, keepingBackup: keepingBackup, creatingFolders: creatingFolders, flushing: flushing)
    } catch {
      throw .cannotWrite(path: target, reason: error.reason)
    }
    return target
  }

  private static func replace(
    _ target: String, with pieces: [ArraySlice<UInt8>], keepingBackup: Bool, creatingFolders: Bool, flushing: Bool
  ) throws(SystemError) {
    let folder = SymbolicLink.folder(of: target)
    if creatingFolders { try createFolders(folder) }
    let existing = try RegularFile.status(target)
    let temporary = try stageFile(pieces, as: target, existing: existing, flushing: flushing)
    if keepingBackup, existing != nil {
      do throws(SystemError) { try backUp(target) } catch {
        unlink(temporary)
        throw error
      }
    }
    guard rename(temporary, target) == 0 else {
      let failure = SystemError.current
      unlink(temporary)
      throw failure
    }
    if flushing { try syncFolder(folder) }
  }

  /// What ``swap(_:into:expecting:keepingBackup:)`` found in the file's place.
  struct Swap: Sendable {
    /// The fingerprint of the file written, now in the target's place.
    let written: FileFingerprint
    /// Where the file found in the target's place went, when it was not
    /// the one expected (another program wrote it since it was read): a
    /// conflict copy beside the target (see ``ConflictCopy``), which the
    /// caller merges and then removes. `nil` when the expected file was
    /// replaced (or none was there, as expected, or the file was gone).
    let unexpected: String?
  }

  /// Writes `pieces` as ``write(pieces:to:keepingBackup:creatingFolders:flushing:)``
  /// does, but puts the new file in place by compare-and-swap, so that a
  /// file another program wrote between our reading and our writing is
  /// never lost: `renameat2(RENAME_EXCHANGE)` swaps the new file in and
  /// hands back, in the same step, the file it replaced; when that is not
  /// the `expected` one, it is kept as a conflict copy and named in the
  /// result for the caller to merge. With `expected` `nil` (no file was
  /// there) the new file is put in place only if the name is still free,
  /// else swapped in the same way. On a file system without renameat2's
  /// flags, the file in place is first linked to a conflict copy, then
  /// replaced (a write landing between the two steps is lost there).
  ///
  /// The expected file replaced becomes `PATH~` when `keepingBackup`, and
  /// is removed otherwise. A target that is not a regular file is refused,
  /// as by ``write(pieces:to:keepingBackup:creatingFolders:flushing:)``.
  ///
  /// The new file's content is on the disk before it takes the target's
  /// place; the folder is flushed after (the new names made durable) unless
  /// `flushingFolder` is false: the caller then flushes it
  /// (``flushFolder(_:)``) once for all the files it wrote, and until then
  /// a crash may leave each target's old version or its new one.
  ///
  /// - Throws: ``StoreError/cannotWrite(path:reason:)``; the target is then
  ///   untouched.
  /// - Complexity: O(*n*) in the number of bytes, plus two `fsync` calls
  ///   (one without `flushingFolder`).
  static func swap(
    _ pieces: [ArraySlice<UInt8>], into path: String, expecting expected: FileFingerprint?, keepingBackup: Bool,
    flushingFolder: Bool = true
  ) throws(StoreError) -> Swap {
    let target: String
    do { target = try SymbolicLink.target(of: path) } catch {
      throw .cannotWrite(path: path, reason: error.reason)
    }
    do throws(SystemError) {
      let folder = SymbolicLink.folder(of: target)
      try createFolders(folder)
      let temporary = try stageFile(pieces, as: target, existing: try RegularFile.status(target), flushing: true)
      // The new file's identity, taken before it is in place: another
      // program may replace it there at once.
      var status = stat()
      let replaced: String?
      do throws(SystemError) {
        guard stat(temporary, &status) == 0 else { throw SystemError.current }
        replaced = try exchange(temporary, with: target)
      } catch {
        unlink(temporary)
        throw error
      }
      var unexpected: String?
      if let replaced {
        var old = stat()
        if let expected, lstat(replaced, &old) == 0, expected.matches(old) {
          if !keepingBackup || rename(replaced, target + "~") != 0 { unlink(replaced) }
        } else {
          unexpected = try ConflictCopy.move(replaced, beside: target)
        }
      }
      if flushingFolder { try syncFolder(folder) }
      return Swap(written: FileFingerprint(status: status), unexpected: unexpected)
    } catch {
      throw .cannotWrite(path: target, reason: error.reason)
    }
  }

  /// Puts `staged` in `target`'s place: swapped with the file there, or
  /// moved there when there is none.
  ///
  /// - Returns: The path now holding the file that was in the target's
  ///   place (`staged`, or a link made before a plain rename where the
  ///   file system cannot swap); `nil` when there was none.
  private static func exchange(_ staged: String, with target: String) throws(SystemError) -> String? {
    while true {
      if refbook_renameat2(AT_FDCWD, staged, AT_FDCWD, target, refbook_rename_exchange) == 0 { return staged }
      switch errno {
      case ENOENT:
        if refbook_renameat2(AT_FDCWD, staged, AT_FDCWD, target, refbook_rename_noreplace) == 0 { return nil }
        guard errno == EEXIST else { throw .current }  // created meanwhile: swap with it
      case EINVAL, ENOSYS:
        let held = staged + "-replaced"
        let linked = link(target, held) == 0
        guard linked || errno == ENOENT else { throw .current }
        guard rename(staged, target) == 0 else {
          let failure = SystemError.current
          if linked { unlink(held) }
          throw failure
        }
        return linked ? held : nil
      default: throw .current
      }
    }
  }

  /// Writes `pieces` durably to a new temporary file beside `target` (mode
  /// 0600), to be moved elsewhere by the caller.
  ///
  /// - Returns: The temporary file's path.
  static func stage(_ pieces: [ArraySlice<UInt8>], beside target: String) throws(StoreError) -> String {
    do throws(SystemError) {
      try createFolders(SymbolicLink.folder(of: target))
      return try stageFile(pieces, as: target, existing: nil, flushing: true)
    } catch {
      throw .cannotWrite(path: target, reason: error.reason)
    }
  }

  /// Writes `pieces` to a new temporary file beside `target`, with the
  /// mode (and, written by root, the owner) of the `existing` target, or
  /// mode 0600; flushed to the disk when asked. Removed on failure.
  private static func stageFile(
    _ pieces: [ArraySlice<UInt8>], as target: String, existing: stat?, flushing: Bool
  ) throws(SystemError) -> String {
    let folder = SymbolicLink.folder(of: target)
    let (fd, temporary) = try createTemporary(beside: target, in: folder)
    do throws(SystemError) {
      try writeAll(pieces, to: fd)
      FileOwner.ofReplaced(target, in: folder)?.give(fd)
      let mode = existing.map { $0.st_mode & 0o7777 } ?? 0o600
      guard fchmod(fd, mode) == 0, !flushing || fsync(fd) == 0 else { throw SystemError.current }
      let closed = close(fd)
      guard closed == 0 else { throw SystemError.current }
    } catch {
      close(fd)
      unlink(temporary)
      throw error
    }
    return temporary
  }

  /// Creates a new, empty file `.NAME.PID-RANDOM` (mode 0600) in `folder`.
  private static func createTemporary(beside target: String, in folder: String) throws(SystemError) -> (Int32, String) {
    let prefix = folder + "/." + SymbolicLink.fileName(of: target) + ".\(getpid())-"
    while true {
      let path = prefix + String(UInt32.random(in: .min ... .max), radix: 36)
      let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      if fd >= 0 { return (fd, path) }
      if errno != EEXIST { throw .current }
    }
  }

  /// Removes the temporary files that writes of `target` left in its folder
  /// when their process died mid-save (`kill -9`, a power cut): the
  /// `.NAME.PID-RANDOM` of the book, `.NAME~.PID-RANDOM` of a copied backup
  /// and `.NAME.refbook-conflict-STAMP.PID-RANDOM` of a conflict copy, whose
  /// process PID no longer runs. Those of running processes are left alone
  /// (another refbook may be writing a conflict copy). Failures are ignored:
  /// this only tidies up.
  ///
  /// - Returns: The paths removed.
  /// - Complexity: O(*f*) in the number of files in the folder.
  @discardableResult
  static func removeAbandonedTemporaries(of target: String) -> [String] {
    let prefix = "." + SymbolicLink.fileName(of: target)
    return removeAbandonedTemporaries(in: SymbolicLink.folder(of: target)) { name in
      name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : nil
    }
  }

  /// Removes, as ``removeAbandonedTemporaries(of:)`` does, those left by
  /// writes of every `.vcf` file in `folder` (a book that is a folder).
  @discardableResult
  static func removeAbandonedTemporaries(inFolder folder: String) -> [String] {
    removeAbandonedTemporaries(in: folder) { name in
      guard name.hasPrefix("."), let vcf = name.firstRange(of: ".vcf") else { return nil }
      return String(name[vcf.upperBound...])
    }
  }

  /// Removes the files of `folder` whose name `rest` cuts down to what
  /// follows the target's name in a temporary file of a process gone.
  private static func removeAbandonedTemporaries(in folder: String, rest: (String) -> String?) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var removed: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      guard let rest = rest(name), let pid = temporaryOwner(rest), !isRunning(pid) else { continue }
      let path = folder + "/" + name
      if unlink(path) == 0 { removed.append(path) }
    }
    return removed
  }

  /// The pid in `rest` (what follows `.NAME` in a file name) when it has the
  /// form of one of our temporary files: `[~|.refbook-conflict-STAMP].PID-RANDOM`.
  private static func temporaryOwner(_ rest: String) -> pid_t? {
    guard let dot = rest.lastIndex(of: ".") else { return nil }
    let middle = rest[..<dot]
    guard middle.isEmpty || middle == "~" || middle.hasPrefix(".refbook-conflict-") else { return nil }
    let parts = rest[rest.index(after: dot)...].split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, !parts[1].isEmpty,
      parts[1].allSatisfy({ $0.isASCII && ($0.isNumber || $0.isLowercase) })
    else { return nil }
    return pid
  }

  /// Whether process `pid` exists (this one included; `EPERM`: another user's).
  private static func isRunning(_ pid: pid_t) -> Bool {
    pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
  }

  /// Writes all of `bytes` to `fd`, retrying after interruptions.
  static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(SystemError) {
    try writeAll([bytes[...]], to: fd)
  }

  /// Writes all of `pieces`, one after another, to `fd` with `writev`,
  /// pieces that continue one another in memory (a file's unchanged cards)
  /// as one; retrying after interruptions and short writes.
  static func writeAll(_ pieces: [ArraySlice<UInt8>], to fd: Int32) throws(SystemError) {
    try withExtendedLifetime(pieces) { () throws(SystemError) in
      // Where the pieces lie; an array slice's storage does not move while `pieces` holds it.
      var spans: [iovec] = []
      for piece in pieces where !piece.isEmpty {
        piece.withUnsafeBytes { buffer in
          let base = UnsafeMutableRawPointer(mutating: buffer.baseAddress!)
          if let last = spans.last, last.iov_base! + last.iov_len == base {
            spans[spans.count - 1].iov_len += buffer.count
          } else {
            spans.append(iovec(iov_base: base, iov_len: buffer.count))
          }
        }
      }
      var next = 0
      while next < spans.count {
        let written = spans[next..<Swift.min(next + 1_024, spans.count)].withUnsafeBufferPointer { batch in
          writev(fd, batch.baseAddress, Int32(batch.count))
        }
        if written < 0 {
          if errno == EINTR { continue }
          throw .current
        }
        var left = written
        while next < spans.count, left >= spans[next].iov_len {
          left -= spans[next].iov_len
          next += 1
        }
        if left > 0 {
          spans[next].iov_base! += left
          spans[next].iov_len -= left
        }
      }
    }
  }

  /// Makes `PATH~` the current version of `target`: a hard link where the
  /// file system allows it, a copy otherwise.
  private static func backUp(_ target: String) throws(SystemError) {
    let backup = target + "~"
    if unlink(backup) != 0, errno != ENOENT { throw .current }
    if link(target, backup) == 0 { return }
    guard let current = try BookFile.read(target) else { return }
    try replace(backup, with: [current.bytes[...]], keepingBackup: false, creatingFolders: false, flushing: true)
  }

  /// Flushes `folder` to the disk: the names of the files written into it
  /// (renamed, removed) are durable.
  ///
  /// - Throws: ``StoreError/cannotWrite(path:reason:)``.
  public static func flushFolder(_ folder: String) throws(StoreError) {
    do { try syncFolder(folder) } catch { throw .cannotWrite(path: folder, reason: error.reason) }
  }

  /// ``flushFolder(_:)``, throwing the system's error.
  static func syncFolder(_ folder: String) throws(SystemError) {
    let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw .current }
    defer { close(fd) }
    if fsync(fd) != 0, errno != EINVAL { throw .current }
  }

  /// Creates `folder` and its missing parents with mode 0700.
  static func createFolders(_ folder: String) throws(SystemError) {
    var status = stat()
    if stat(folder, &status) == 0 { return }
    if errno != ENOENT { throw .current }
    let parent = SymbolicLink.folder(of: folder)
    if parent != folder { try createFolders(parent) }
    if mkdir(folder, 0o700) != 0, errno != EEXIST { throw .current }
  }
}
