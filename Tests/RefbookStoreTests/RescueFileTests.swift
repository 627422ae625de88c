import Foundation
import RefbookTestSupport
import Testing

@testable import RefbookStore

@Suite struct RescueFileTests {
  @Test func theHomeFolderIsHOMEWhenSetElseThePasswordDatabases() {
    #expect(UserFolders.home(environment: ["HOME": "/elsewhere"]) == "/elsewhere")
    let fromPasswordFile = String(cString: getpwuid(getuid()).pointee.pw_dir)
    #expect(UserFolders.home(environment: ["HOME": ""]) == fromPasswordFile)
    #expect(UserFolders.home(environment: [:]) == fromPasswordFile)
  }

  @Test func crashReportsGoToTheXDGStateFolder() {
    #expect(UserFolders.state(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/refbook")
    #expect(UserFolders.state(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/refbook")
    #expect(UserFolders.state(environment: ["HOME": "/h/"]) == "/h/.local/state/refbook")
  }

  @Test func theFirstFolderThatTakesTheFileHasItAndTheOthersSayWhy() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("taken", to: "rescue.vcf")
    let notAFolder = folder.path(of: "rescue.vcf")
    let target = folder.path(of: "second")
    let written = RescueFile.write(Array("BEGIN:VCARD\r\n".utf8), named: "rescue.vcf", inFirstOf: [folder.path, notAFolder, target])
    #expect(written.path == target + "/rescue.vcf")
    #expect(written.failures == ["\(folder.path): rescue.vcf exists", "\(notAFolder): \(String(cString: strerror(ENOTDIR)))"])
    #expect((try? folder.read("second/rescue.vcf")) == "BEGIN:VCARD\r\n")
    #expect((try? folder.read("rescue.vcf")) == "taken", "an existing file is never replaced")
    var status = stat()
    #expect(stat(target + "/rescue.vcf", &status) == 0 && status.st_mode & 0o777 == 0o600)
  }
}
