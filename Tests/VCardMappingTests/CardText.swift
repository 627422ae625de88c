import Foundation
import RefbookModel
import VCard

/// Persons read from vCard text in a test.
enum CardText {
  /// The persons in `text`; every problem fails the test.
  static func persons(_ text: String) -> [Person] {
    let (persons, problems) = Person.persons(fromVCard: Array(text.utf8))
    precondition(problems.allSatisfy { $0.severity == .warning }, "\(problems)")
    return persons
  }

  /// The one person in a card made of `lines` (between BEGIN and END).
  static func person(_ lines: String...) -> Person? {
    persons((["BEGIN:VCARD", "VERSION:4.0"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n")).first
  }

  /// The shared fixture files of the VCard tests.
  static let fixtureDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("VCardTests/Fixtures")

  static var fixtureNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: fixtureDirectory.path)) ?? [])
      .filter { $0.hasSuffix(".vcf") }.sorted()
  }

  static func fixture(_ name: String) -> [UInt8] {
    (try? Array(Data(contentsOf: fixtureDirectory.appendingPathComponent(name)))) ?? []
  }

  static func fixturePeople(_ name: String) -> [Person] {
    Person.persons(fromVCard: fixture(name)).persons
  }
}
