import Foundation
import RefbookTestSupport
import Testing

@testable import RefbookStore

/// Reading a path whole: only a regular file, at most a limit.
@Suite struct RegularFileTests {
  @Test("a FIFO, a device or a socket is refused, saying what it is, and never read")
  func specialFilesAreRefused() throws {
    let folder = try TemporaryDirectory("regular")
    // A FIFO without a writer: opening it to read would block this test forever.
    #expect(mkfifo(folder.path(of: "pipe"), 0o600) == 0)
    symlink("/dev/zero", folder.path(of: "zero"))
    let socket = try UnixSocket(at: folder.path(of: "socket"))
    defer { socket.close() }
    for (name, what) in [("pipe", "a FIFO (named pipe)"), ("zero", "a character device"), ("socket", "a socket")] {
      #expect(throws: SystemError(code: EINVAL, detail: "it is \(what), not a regular file")) {
        try RegularFile.read(folder.path(of: name), atMost: 1 << 20)
      }
    }
    #expect(throws: SystemError(code: EISDIR)) { try RegularFile.read(folder.path, atMost: 1 << 20) }
  }

  @Test("a file of the limit is read; one byte more is refused, naming the limit")
  func theSizeLimit() throws {
    let folder = try TemporaryDirectory("regular")
    try folder.write([UInt8](repeating: 65, count: 2048), to: "file")
    #expect(try RegularFile.read(folder.path(of: "file"), atMost: 2048) == [UInt8](repeating: 65, count: 2048))
    #expect(throws: SystemError(code: EFBIG, detail: "it holds more than 2047 bytes, the most refbook reads of such a file")) {
      try RegularFile.read(folder.path(of: "file"), atMost: 2047)
    }
    #expect(throws: SystemError(code: EFBIG, detail: "it holds more than 1 KiB, the most refbook reads of such a file")) {
      try RegularFile.read(folder.path(of: "file"), atMost: 1024)
    }
    #expect(try RegularFile.read(folder.path(of: "missing"), atMost: 1) == nil)
  }

  @Test("a file whose size says nothing (/proc) is read to its end, and refused past the limit")
  func aFileReadPastItsSize() throws {
    let status = try #require(try RegularFile.contents(of: "/proc/self/status", atMost: 1 << 20))
    #expect(status.status.st_size == 0)
    #expect(String(decoding: status.bytes, as: UTF8.self).hasPrefix("Name:"))
    #expect(throws: SystemError.self) { try RegularFile.read("/proc/self/status", atMost: 16) }
  }
}

/// A listening Unix-domain socket bound at a path, for a test of what is not a file.
private struct UnixSocket {
  let descriptor: Int32

  init(at path: String) throws {
    descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: path.utf8.prefix($0.count - 1)) }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    guard descriptor >= 0, bound == 0 else { throw CocoaError(.fileWriteUnknown) }
  }

  func close() {
    _ = Glibc.close(descriptor)
  }
}
