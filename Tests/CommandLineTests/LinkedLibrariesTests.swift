import Foundation
import Testing

/// refbook's own modules use FoundationEssentials where it exists: full
/// Foundation brings its ICU tables and about 6 MiB more memory to every
/// run. Since the config file is read with TOMLKit, which imports full
/// Foundation, the binary links it all the same (see the README's
/// figures); these tests keep our own code from adding to that, so that the
/// day TOMLKit uses FoundationEssentials the cost goes away.
@Suite struct LinkedLibrariesTests {
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
