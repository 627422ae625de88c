import PropertyBased
import RefbookModel
import Testing
import VCard

/// Raw values as other programs write them (escapes, commas, case, combining
/// marks) read as the straightforward reading reads them: components split,
/// then unescaped; types split at commas and lower-cased. The reader takes
/// shortcuts for plain values; these properties hold them to it.
@Suite struct RawValueReadingTests {
  /// Pieces of a component; a lone backslash is left out, as it would escape the `;` after it.
  private static let componentPieces = [
    "a", "Z", " ", ",", "\\,", "\\;", "\\n", "\\\\", "\\x", "é", "e\u{301}", ",\u{301}", "张", "😀",
  ]
  private static let typePieces = ["home", "WORK", "pref", "PREF", ",", "é", "E\u{301}", ",\u{301}", "x"]

  private static func texts(_ count: Int, of pieces: [String]) -> Generator<[String], Shrink.None<[String]>> {
    Generator { source in
      (0..<count).map { _ in
        (0..<Int.random(in: 0...4, using: &source)).map { _ in pieces.randomElement(using: &source)! }.joined()
      }
    }
  }

  private static func person(version: String, _ line: String) -> Person? {
    CardText.persons("BEGIN:VCARD\r\nVERSION:\(version)\r\nFN:x\r\n\(line)\r\nEND:VCARD\r\n").first
  }

  @Test func addressComponentsReadAsSplitThenUnescapedAndAreWrittenBackAsRead() async {
    await propertyCheck(count: 300, input: Self.texts(7, of: Self.componentPieces)) { components in
      let raw = components.joined(separator: ";")
      for version in ["2.1", "3.0", "4.0"] {
        guard let address = Self.person(version: version, "ADR:" + raw)?.addresses.first else {
          Issue.record("no address in \(raw)")
          continue
        }
        let read = [
          address.poBox, address.extended, address.street, address.locality, address.region, address.postalCode,
          address.country,
        ]
        #expect(read == components.map(VCardValue.unescape), "\(version): \(raw)")
      }
      for version in VCardVersion.allCases {
        let person = Self.person(version: version.rawValue, "ADR:" + raw)
        let written = person?.vCard(version: version).properties.first { $0.name == "ADR" }
        #expect(written.map(VCardWriter.contentLine) == "ADR:" + raw, "\(version.rawValue): \(raw)")
      }
    }
  }

  @Test func nameComponentsReadAsSplitThenUnescaped() async {
    await propertyCheck(count: 300, input: Self.texts(5, of: Self.componentPieces)) { components in
      let raw = components.joined(separator: ";")
      for version in ["2.1", "3.0", "4.0"] {
        let name = Self.person(version: version, "N:" + raw)?.name
        let read = name.map { [$0.family, $0.given, $0.additional, $0.prefix, $0.suffix] }
        #expect(read == components.map(VCardValue.unescape), "\(version): \(raw)")
      }
    }
  }

  @Test func typesAreTheParameterValuesSplitAtCommasAndLowerCased() async {
    await propertyCheck(count: 300, input: Self.texts(3, of: Self.typePieces)) { values in
      let line = "EMAIL" + values.map { ";TYPE=\"\($0)\"" }.joined() + ":x@example.org"
      let card = VCardParser.parse("BEGIN:VCARD\r\nVERSION:3.0\r\n\(line)\r\nEND:VCARD\r\n").cards.first
      let parsed = card?.properties.first?.parameters.flatMap(\.values) ?? []
      let items = parsed.flatMap { $0.split(separator: ",") }.map { $0.lowercased() }
      let email = Self.person(version: "3.0", line)?.emails.first
      #expect(email?.types == items.filter { $0 != "pref" }, "\(line)")
      #expect(email?.isPreferred == items.contains("pref"), "\(line)")
    }
  }
}
