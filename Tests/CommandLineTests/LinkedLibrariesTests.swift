import RefbookTestSupport
import Testing

/// refbook loads FoundationEssentials only: full Foundation would bring its
/// ICU tables and about 6 MiB more memory to every run. A module that
/// writes `import Foundation` (rather than the `canImport(FoundationEssentials)`
/// pattern) brings it back, and this test says so.
@Suite struct LinkedLibrariesTests {
  @Test func refbookLinksNeitherFoundationNorICU() throws {
    let libraries = try Subprocess.run(["ldd", Product.path("refbook")]).output
    #expect(libraries.contains("libFoundationEssentials"), "ldd lists the libraries")
    #expect(!libraries.contains("libFoundation.so"))
    #expect(!libraries.contains("ICU"))
  }
}
