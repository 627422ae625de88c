#if canImport(Glibc)
import Glibc
#endif

/// One version of the book's file as read from disk.
struct BookFile: Sendable {
  var bytes: [UInt8]
  var fingerprint: FileFingerprint

  /// Reads the whole file at `path`, following symbolic links; `nil` when
  /// there is no file (a book not yet created). Anything but a regular file
  /// is refused (see ``FileKind``): it is opened without blocking (a FIFO)
  /// and without becoming the controlling terminal (a tty), and never read.
  ///
  /// - Complexity: O(*n*) in the size of the file.
  static func read(_ path: String) throws(SystemError) -> BookFile? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    if fd < 0 {
      if errno == ENOENT { return nil }
      throw .current
    }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw .current }
    try FileKind.requireRegular(status)
    // Read where the bytes stay, as many as the file held; then whatever it
    // grew by since, in chunks.
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
      bytes.append(contentsOf: chunk[..<count])
    }
    return BookFile(bytes: bytes, fingerprint: FileFingerprint(status: status))
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

  /// The status of the file at `path`, following links; `nil` when absent.
  static func status(_ path: String) throws(SystemError) -> stat? {
    var status = stat()
    if stat(path, &status) == 0 { return status }
    if errno == ENOENT { return nil }
    throw .current
  }
}
