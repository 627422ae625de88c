import Foundation
import VCard

/// The fixture cards in `Fixtures/`, written after the RFCs' examples and
/// after what Apple Contacts, Google Contacts, Thunderbird, Android and
/// Outlook export.
enum Fixtures {
  static var directory: URL {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
  }

  static var names: [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?
      .filter { $0.hasSuffix(".vcf") }.sorted() ?? []
  }

  static func bytes(_ name: String) -> [UInt8] {
    (try? Array(Data(contentsOf: directory.appendingPathComponent(name)))) ?? []
  }

  static func parse(_ name: String) -> VCardParseResult {
    VCardParser.parse(bytes(name))
  }
}

extension Card {
  /// The properties named `name`.
  func all(_ name: String) -> [VCardProperty] {
    properties.filter { $0.name == name }
  }

  /// The first property named `name`.
  func first(_ name: String) -> VCardProperty? {
    properties.first { $0.name == name }
  }
}
