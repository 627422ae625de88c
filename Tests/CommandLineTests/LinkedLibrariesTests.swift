import Foundation
import Testing

/// refbook uses FoundationEssentials, never full Foundation: that brings
/// ICU's tables and its own protocol conformances, which every run pays for
/// (at 1,000 contacts 3.7 MiB more memory and 2 ms more start; see the
/// README's figures). Our modules import it only as a fallback, and no
/// dependency may bring it back (the config file's TOML is read by toml++).
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
