import Foundation
import RefbookTestSupport
import Testing

@Suite("refbook: changes that cannot be saved are not lost")
struct UnsavedChangesTests {
  @Test("a read-only session with changes writes them beside the book at exit and says where")
  func readOnlyChangesAreRescued() async throws {
    let folder = try TestBook.folder()
    let original = try folder.read(TestBook.file)
    let session = try await TmuxSession.refbook(on: folder, ["--read-only"], columns: 200)
    session.sendKeys("G", "d")
    try await session.waitForScreen("王小明 deleted") { !$0.listNames.contains("王小明") }
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 2)
    #expect(session.terminalIsRestored())
    let message = session.programOutput().joined()
    #expect(message.hasPrefix("refbook: your changes could not be saved to"))
    #expect(message.contains("(it was open read-only); they are in"))
    #expect(try folder.read(TestBook.file) == original)
    let rescued = try #require(folder.entries().first { $0.hasPrefix("contacts.vcf.refbook-unsaved-") })
    let text = try folder.read(rescued)
    #expect(Set(TestBook.formattedNames(in: text)) == ["Émile Zola", "Grace Hopper", "Zoë Ångström"])
  }

  @Test("a read-only session without changes exits 0 and writes nothing")
  func readOnlyWithoutChanges() async throws {
    let session = try await TmuxSession.refbook(["--read-only"], columns: 200)
    session.sendKeys("j", "q")
    #expect(try await session.waitForExit() == 0)
    #expect(!(try session.directory.entries()).contains { $0.contains("refbook-unsaved") })
  }
}
