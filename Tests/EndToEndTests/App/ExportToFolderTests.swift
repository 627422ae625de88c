import Foundation
import RefbookTestSupport
import Testing

@Suite("refbook: exporting to a folder")
struct ExportToFolderTests {
  @Test("x into a path ending in / writes the marked contacts as one vCard file each, which vobject reads")
  func exportMarkedToAFolder() async throws {
    let session = try await TmuxSession.refbook(columns: 120)
    session.sendKeys("*")
    try await session.waitForScreen("all marked") { $0.header.contains("4 marked") }
    session.sendKeys("x")
    try await session.waitFor("Export 4 contacts to")
    let folder = session.directory.path(of: "phone")
    session.type(folder + "/")
    session.sendKeys("Enter")
    try await session.waitForScreen("exported") {
      $0.status.hasPrefix("Exported 4 contacts as vCard 4.0 files, one per contact, to \(folder)/")
    }
    _ = try await session.quitAndReadBook()
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(files.count == 4 && files.allSatisfy { $0.hasSuffix(".vcf") }, "\(files)")
    let names = try Subprocess.run(
      ["/usr/bin/env", "python3", "-c",
       "import os, sys, vobject; print(sorted(vobject.readOne(open(os.path.join(sys.argv[1], f)).read()).fn.value"
         + " for f in os.listdir(sys.argv[1])))",
       folder],
      capturesErrors: true)
    #expect(names.output == "\(TestBook.names.sorted())\n".replacingOccurrences(of: "\"", with: "'"), "\(names.errors)")
  }
}
