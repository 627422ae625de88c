import Foundation
import RefbookTestSupport
import Testing

@testable import RefbookStore

/// A file another program writes in place (truncating it, then writing) is
/// read once it is finished, not empty or cut short in between.
@Suite struct SettledReadTests {
  @Test func aFileBeingWrittenInPlaceIsReadOnceFinished() throws {
    let folder = try TemporaryDirectory("settled")
    defer { folder.remove() }
    let path = folder.path(of: "contacts.vcf")
    try folder.write("", to: "contacts.vcf")  // truncated: the writer has yet to write
    let writer = Thread {
      usleep(20_000)
      try? Data("BEGIN:VCARD\r\nEND:VCARD\r\n".utf8).write(to: URL(fileURLWithPath: path))
    }
    writer.start()
    #expect(try BookFile.read(path)?.bytes == [], "read at once: empty")
    #expect(try BookFile.readSettled(path)?.bytes == Array("BEGIN:VCARD\r\nEND:VCARD\r\n".utf8))
  }

  @Test func aMissingFileIsNone() throws {
    let folder = try TemporaryDirectory("settled")
    defer { folder.remove() }
    #expect(try BookFile.readSettled(folder.path(of: "none.vcf")) == nil)
  }
}
