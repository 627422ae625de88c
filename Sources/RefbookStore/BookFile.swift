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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .current
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    return BookFile(bytes: bytes, fingerprint: FileFingerprint(status: status))
  }

  /// The status of the file at `path`, following links; `nil` when absent.
  static func status(_ path: String) throws(SystemError) -> stat? {
    var status = stat()
    if stat(path, &status) == 0 { return status }
    if errno == ENOENT { return nil }
    throw .current
  }
}
