import Foundation
import RefbookTestSupport
import Testing

/// refbook uses FoundationEssentials, never full Foundation: that brings
/// ICU's tables and its own protocol conformances, which every run pays for
/// (at 1,000 contacts 3.7 MiB more memory and 2 ms more start). Our modules
/// import it only as a fallback, and no dependency may bring it back (the
/// config file's TOML is read by toml++).
/// Nor does refbook link the network stack: `refbook sync` and `refbook
/// carddav` run `refbook-carddav`, found beside it, which does.
@Suite struct LinkedLibrariesTests {
  @Test func theProgramNeedsNoFullFoundation() throws {
    // The dynamic section's names, as the loader reads them (NUL-terminated),
    // are near the start of the file.
    let binary = try Data(contentsOf: RefbookProcess.executable).prefix(4 << 20)
    #expect(binary.firstRange(of: Data("libFoundationEssentials.so\0".utf8)) != nil, "the check below would see no library names")
    for library in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"] {
      #expect(binary.firstRange(of: Data((library + "\0").utf8)) == nil, "refbook links \(library)")
    }
  }

  /// libcurl and libxml2 bring 34 more libraries (TLS, Kerberos, LDAP, …),
  /// which every start would load, and only the CardDAV commands use.
  @Test func onlyTheCardDAVProgramLinksTheNetworkStack() throws {
    let refbook = try Data(contentsOf: RefbookProcess.executable).prefix(4 << 20)
    let carddav = try Data(contentsOf: URL(fileURLWithPath: Product.path("refbook-carddav"))).prefix(4 << 20)
    for library in ["libcurl.so", "libxml2.so"] {
      #expect(carddav.firstRange(of: Data(library.utf8)) != nil, "the check below would not see \(library)")
      #expect(refbook.firstRange(of: Data(library.utf8)) == nil, "refbook links \(library)")
    }
  }

  @Test func withoutTheCardDAVProgramSyncSaysSo() throws {
    let alone = try TemporaryDirectory("alone")
    try FileManager.default.copyItem(atPath: RefbookProcess.executable.path, toPath: alone.path(of: "refbook"))
    let result = try Subprocess.run(
      [alone.path(of: "refbook"), "sync"], environment: ["PATH": "/usr/bin:/bin", "HOME": alone.path], capturesErrors: true)
    #expect(result.status == 2)
    #expect(result.errors == "refbook: refbook-carddav is missing: it is neither in \(alone.path) nor on $PATH (make install puts it beside refbook)\n")
  }

  @Test func everyFoundationImportOfOursFallsBackFromFoundationEssentials() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardized
    let files = FileManager.default.enumerator(atPath: sources.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    var checked = 0
    for file in files where !file.hasPrefix("StructRefTesting/") {
      let lines = try String(contentsOfFile: sources.path + "/" + file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() where line == "import Foundation" {
        checked += 1
        #expect(index >= 3 && lines[index - 1] == "#else" && lines[index - 3] == "#if canImport(FoundationEssentials)",
                "\(file):\(index + 1) imports Foundation without trying FoundationEssentials first")
      }
    }
    #expect(checked > 5)
  }
}
