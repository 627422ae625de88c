import Foundation
import RefbookConfig
import Testing

/// The README's config file examples are settings refbook accepts: a user
/// who copies one gets no error.
@Suite struct ReadmeExamplesTests {
  /// The text of every ```toml block of the README (or of `page`, a path
  /// from the package's root).
  static func tomlBlocks(of page: String = "README.md") throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    return text.components(separatedBy: "```toml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
  }

  @Test func everyTOMLExampleOfTheReadmeReads() throws {
    let blocks = try Self.tomlBlocks()
    #expect(blocks.count >= 2)
    for block in blocks {
      #expect(throws: Never.self, "\(block)") { try AnnsConfigFile.parse(block) }
    }
  }

  @Test func theSettingsExampleSaysWhatItShows() throws {
    let example = try #require(try Self.tomlBlocks(of: "docs/usage.md").first { $0.contains("mouse =") }, "the settings example")
    let settings = try AnnsConfigFile.parse(example)
    #expect(settings.mouse == false)
    #expect(settings.confirmDelete == true)
  }
}
