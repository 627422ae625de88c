import Foundation
import RefbookConfig
import RefbookTestSupport
import Testing

/// The README and the pages of `docs/` hold up: their config file examples
/// are settings refbook accepts (a user who copies one gets no error), and
/// every link between them leads somewhere. (CommandLineTests'
/// `DocsShellExamplesTests` runs their shell examples.)
@Suite struct ReadmeExamplesTests {
  /// The text of every ```toml block of the README.
  static func tomlBlocks() throws -> [String] {
    try ProjectDoc(path: "README.md").blocks(in: "toml").map(\.text)
  }

  @Test func everyTOMLExampleOfTheReadmeReads() throws {
    let blocks = try Self.tomlBlocks()
    #expect(blocks.count >= 2)
    for block in blocks {
      #expect(throws: Never.self, "\(block)") { try AnnsConfigFile.parse(block) }
    }
  }

  @Test func everyTOMLExampleOfTheDocsReads() throws {
    let docs = try ProjectDoc.all().filter { $0.path.hasPrefix("docs/") }
    let blocks = docs.flatMap { doc in doc.blocks(in: "toml").map { (doc.path, $0) } }
    #expect(blocks.count >= 3)
    for (path, block) in blocks {
      #expect(throws: Never.self, "\(path):\(block.line)") { try AnnsConfigFile.parse(block.text) }
    }
  }

  @Test func theSettingsExampleSaysWhatItShows() throws {
    let blocks = try ProjectDoc.all().flatMap { $0.blocks(in: "toml") }.map(\.text)
    let example = try #require(blocks.first { $0.contains("mouse =") }, "the settings example")
    let settings = try AnnsConfigFile.parse(example)
    #expect(settings.mouse == false)
    #expect(settings.photos == false)
    #expect(settings.confirmDelete == true)
  }

  // MARK: Links

  @Test func everyLinkOfTheDocsResolves() throws {
    let docs = try ProjectDoc.all()
    #expect(docs.count >= 6, "the README and docs/*.md")
    #expect(docs.flatMap(\.links).filter { !ProjectDoc.isExternal($0.target) }.count >= 20)
    #expect(ProjectDoc.brokenLinks(in: docs) == [])
  }

  /// The check above can fail: a missing file, a missing heading in another
  /// page and in the page itself are each found; links that resolve, and
  /// links in code, are not.
  @Test func aLinkThatLeadsNowhereIsFound() {
    let doc = ProjectDoc(path: "docs/example.md", text: """
      # An example

      [gone](missing.md), [no heading](usage.md#no-such-heading), [not here](#nowhere).
      [fine](usage.md#keys), [fine too](../README.md), [this page](#an-example), [away](https://example.org/x).
      `[in code](missing.md)`

      ```
      [in a block](missing.md)
      ```
      """)
    let broken = ProjectDoc.brokenLinks(in: [doc])
    #expect(broken.count == 3, "\(broken)")
    #expect(broken.contains { $0.contains("missing.md") && $0.contains("no file docs/missing.md") })
    #expect(broken.contains { $0.contains("#no-such-heading in docs/usage.md") })
    #expect(broken.contains { $0.contains("#nowhere in docs/example.md") })
  }

  @Test func headingsMakeGitHubsAnchors() {
    #expect(ProjectDoc.slug("Sync, in short") == "sync-in-short")
    #expect(ProjectDoc.slug(" Many at once, and in your editor") == "many-at-once-and-in-your-editor")
    #expect(ProjectDoc.slug("`make bench` and [the table](x.md)") == "make-bench-and-the-table")
    #expect(ProjectDoc.slug("Émile's keys_2") == "émiles-keys_2")
    let doc = ProjectDoc(path: "x.md", text: "# Keys\n\n## Keys\n\n```\n# not a heading\n```\n")
    #expect(doc.anchors == ["keys", "keys-1"])
  }

  // MARK: Size

  @Test func theReadmeIsUnder300Lines() throws {
    let lines = try ProjectDoc(path: "README.md").text.filter { $0 == "\n" }.count
    #expect(lines < 300, "the README is for users; the rest goes to docs/")
  }
}
