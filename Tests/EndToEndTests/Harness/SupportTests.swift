import Foundation
import RefbookTestSupport
import Testing

@Suite("Harness: products and temporary folders")
struct SupportTests {
  @Test("built products are found next to the tests")
  func product() throws {
    let tour = try Product.path("StructRefTour")
    #expect(FileManager.default.isExecutableFile(atPath: tour))
    #expect(throws: Product.Missing.self) { try Product.path("no-such-product") }
  }

  @Test("a temporary folder holds files and is removed with its contents")
  func temporaryDirectory() throws {
    var folder: TemporaryDirectory? = try TemporaryDirectory()
    let path = folder!.path
    try folder!.write("BEGIN:VCARD\n", to: "book/a.vcf")
    #expect(try folder!.read("book/a.vcf") == "BEGIN:VCARD\n")
    #expect(try folder!.entries() == ["book"])
    folder = nil
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("releasing a session ends its program and server and removes its folders")
  func released() async throws {
    var session: TmuxSession? = try TmuxSession(["sleep", "100"])
    let pid = try await session!.pid()
    let (socket, folder) = (session!.socket, session!.directory.path)
    session = nil
    #expect(processHasEnded(pid))
    #expect(!FileManager.default.fileExists(atPath: socket))
    #expect(!FileManager.default.fileExists(atPath: folder))
  }
}
