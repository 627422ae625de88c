#if canImport(Glibc)
import Glibc
#endif

/// Reading a file whole that must be a regular file of at most a given
/// size: the one way refbook reads a path (the book, the config file, a file
/// to import, the text back from an editor, its own files).
///
/// A FIFO, a device or a socket is refused by its status before it is
/// opened, with an error naming what it is (see ``FileKind``): reading a
/// FIFO would wait for a writer forever, `/dev/zero` would be read until
/// memory runs out. A file larger than the limit is refused before anything
/// is read, and one that grows past it while it is read as soon as it does:
/// what is read whole never takes more memory than its limit.
///
/// ```swift
/// let bytes = try RegularFile.read(path, atMost: 1 << 20)   // nil: no such file
/// ```
public enum RegularFile {
  /// The bytes of the file at `path`, following symbolic links; `nil` when
  /// there is no file.
  ///
  /// - Throws: ``SystemError``: `EINVAL` saying what the file is when it is
  ///   not a regular file (`EISDIR` for a folder), `EFBIG` saying the limit
  ///   when it holds more than `limit` bytes, or the system's error.
  /// - Complexity: O(*n*) in the size of the file, at most `limit`.
  public static func read(_ path: String, atMost limit: Int) throws(SystemError) -> [UInt8]? {
    try contents(of: path, atMost: limit)?.bytes
  }

  /// The bytes of the file at `path` as ``read(_:atMost:)`` reads them, its
  /// status once open, and its status once read (after the last byte).
  ///
  /// - Complexity: O(*n*) in the size of the file, at most `limit`.
  static func contents(
    of path: String, atMost limit: Int
  ) throws(SystemError) -> (bytes: [UInt8], status: stat, statusAfter: stat)? {
    guard let known = try status(path) else { return nil }
    try requireSize(known, atMost: limit)
    // Without blocking (a FIFO put in its place since) and without becoming
    // the controlling terminal (a tty): checked again once open.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    if fd < 0 {
      if errno == ENOENT { return nil }
      throw .current
    }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw .current }
    try FileKind.requireRegular(status)
    try requireSize(status, atMost: limit)
    // Read where the bytes stay, as many as the file held; then whatever it
    // grew by since, in chunks, up to the limit.
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: Int(status.st_size)) { buffer, count in
      while count < buffer.count {
        let read = readSome(fd, into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count...])))
        failed = read < 0
        if read <= 0 { break }
        count += read
      }
    }
    if failed { throw .current }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { readSome(fd, into: $0) }
      if count < 0 { throw .current }
      if count == 0 { break }
      guard count <= limit - bytes.count else { throw tooLarge(limit) }
      bytes.append(contentsOf: chunk[..<count])
    }
    var after = stat()
    guard fstat(fd, &after) == 0 else { throw .current }
    return (bytes, status, after)
  }

  /// The status of the file at `path`, following links; `nil` when there is
  /// none. Anything but a regular file is refused, its `role` (`a book`), if
  /// given, named in the error (see ``FileKind/requireRegular(_:as:)``).
  ///
  /// - Complexity: O(1) system calls.
  static func status(_ path: String, as role: String? = nil) throws(SystemError) -> stat? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw .current
    }
    try FileKind.requireRegular(status, as: role)
    return status
  }

  private static func requireSize(_ status: stat, atMost limit: Int) throws(SystemError) {
    if status.st_size > limit { throw tooLarge(limit) }
  }

  private static func tooLarge(_ limit: Int) -> SystemError {
    SystemError(code: EFBIG, detail: "it holds more than \(size(limit)), the most refbook reads of such a file")
  }

  /// `bytes` in the largest binary unit that counts it whole: `1 MiB`.
  private static func size(_ bytes: Int) -> String {
    let units = ["bytes", "KiB", "MiB", "GiB", "TiB"]
    var (count, unit) = (bytes, 0)
    while unit < units.count - 1, count >= 1024, count % 1024 == 0 { (count, unit) = (count / 1024, unit + 1) }
    return "\(count) \(units[unit])"
  }

  /// Reads what `fd` gives into `buffer`, trying again when interrupted:
  /// the count read, 0 at the end of the file, -1 on a failure (`errno`
  /// says which).
  private static func readSome(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    while true {
      let count = Glibc.read(fd, buffer.baseAddress, buffer.count)
      if count >= 0 || errno != EINTR { return count }
    }
  }
}
