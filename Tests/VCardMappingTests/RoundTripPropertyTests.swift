import PropertyBased
import RefbookModel
import Testing
import VCard

/// Write → parse → map gives back the very person, in both versions.
@Suite struct RoundTripPropertyTests {
  @Test func writingThenReadingGivesTheSamePerson() async {
    await propertyCheck(count: 400, input: Gen.person) { person in
      for version in VCardVersion.allCases {
        let text = Person.vCardText(for: [person], version: version)
        let (persons, problems) = Person.persons(fromVCard: Array(text.utf8))
        #expect(problems.isEmpty)
        #expect(persons.count == 1)
        if let read = persons.first, read != person {
          Issue.record("\(version.rawValue): \(differences(person, read))\n\(text)")
        }
      }
    }
  }

  @Test func manyPersonsInOneFileComeBackInOrder() async {
    await propertyCheck(count: 20, input: Gen.person.array(of: 0...40)) { persons in
      let text = Person.vCardText(for: persons)
      #expect(Person.persons(fromVCard: Array(text.utf8)).persons == persons)
    }
  }
}

/// `refbook export` in either version: valid for the version it declares,
/// what it means read back unchanged, and what the version cannot hold kept
/// in a form the other version turns back into the original.
@Suite struct ExportRoundTripTests {
  @Test func everyPropertyAndParameterIsOneTheVersionAllows() async {
    await propertyCheck(count: 300, input: Gen.person) { person in
      for version in VCardVersion.allCases {
        let text = Person.vCardExport(for: [person], version: version)
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines.prefix(3) == ["BEGIN:VCARD", "VERSION:" + version.rawValue, "PRODID:" + VCardWriter.productID])
        let read = VCardParser.parse(Array(text.utf8))
        #expect(read.problems.isEmpty)
        for card in read.cards {
          let violations = Self.violations(of: card, in: .of(version))
          #expect(violations.isEmpty, "\(version.rawValue): \(violations)\n\(text)")
        }
      }
    }
  }

  @Test func readingAnExportGivesTheSameFieldsAndTheSameExport() async {
    await propertyCheck(count: 300, input: Gen.person) { person in
      for version in VCardVersion.allCases {
        let text = Person.vCardExport(for: [person], version: version)
        let (persons, problems) = Person.persons(fromVCard: Array(text.utf8))
        #expect(problems.isEmpty)
        guard let read = persons.first else { continue }
        if Self.fields(of: read) != Self.fields(of: person) {
          Issue.record("\(version.rawValue): \(differences(Self.fields(of: person), Self.fields(of: read)))\n\(text)")
        }
        #expect(Self.contentLines(Person.vCardExport(for: [read], version: version)) == Self.contentLines(text))
      }
    }
  }

  @Test func whatOneVersionCannotHoldComesBackInTheOther() async {
    await propertyCheck(count: 300, input: Gen.person) { person in
      for (version, other) in [(VCardVersion.v3, VCardVersion.v4), (.v4, .v3)] {
        let direct = Person.vCardExport(for: [person], version: version)
        let through = Person.vCardExport(for: Self.reread(Person.vCardExport(for: [person], version: other)), version: version)
        // A 4.0 `tel:` URI is a plain number in 3.0, and stays one.
        let isPhone = { (line: String) in line.hasPrefix("TEL") || line.contains(".TEL") }
        #expect(
          Self.contentLines(through).filter { !isPhone($0) } == Self.contentLines(direct).filter { !isPhone($0) },
          "\(version.rawValue) through \(other.rawValue)\nDIRECT\n\(direct)\nOTHER\n\(Person.vCardExport(for: [person], version: other))\nTHROUGH\n\(through)")
      }
    }
  }

  /// The properties, parameters, names and `VALUE` types of `card` that
  /// `rules` do not allow, and a missing `FN` (or `N` in 3.0).
  private static func violations(of card: Card, in rules: VCardVersionRules) -> [String] {
    var found: [String] = []
    for property in card.properties {
      if !rules.allows(property: property.name) { found.append("property \(property.name)") }
      for name in [property.name] + (property.group.map { [$0] } ?? []) + property.parameters.map(\.name)
      where !VCardVersionRules.isValidName(name) {
        found.append("name \(name)")
      }
      for parameter in property.parameters {
        if !rules.allows(parameter: parameter.name, on: property.name) {
          found.append("parameter \(property.name);\(parameter.name)")
        }
        if parameter.name == "VALUE", !parameter.values.allSatisfy({ rules.valueTypes.contains($0.lowercased()) }) {
          found.append("value type \(property.name);VALUE=\(parameter.values)")
        }
        if parameter.name == "ENCODING", rules.version == .v3, parameter.values != ["b"] {
          found.append("encoding \(parameter.values)")
        }
      }
    }
    let names = card.properties.map(\.name)
    for name in rules.singular where names.filter({ $0 == name }).count > 1 {
      found.append("more than one \(name)")
    }
    for required in rules.version == .v3 ? ["FN", "N"] : ["FN"] where !names.contains(required) {
      found.append("no \(required)")
    }
    return found
  }

  /// What refbook models of a person: every field, without the groups and
  /// parameters kept for writing back (an export renames or moves some).
  /// What a person means, for comparing an export read back: extras left
  /// out, and types without repeats (an export writes a repeated type once).
  private static func fields(of person: Person) -> Person {
    func unique(_ types: [String]) -> [String] {
      var seen: Set<String> = []
      return types.filter { seen.insert($0.lowercased()).inserted }
    }
    func bare(_ value: TypedValue) -> TypedValue {
      TypedValue(value: value.value, types: unique(value.types), isPreferred: value.isPreferred)
    }
    var fields = person
    fields.emails = person.emails.map(bare)
    fields.phones = person.phones.map(bare)
    fields.urls = person.urls.map(bare)
    fields.addresses = person.addresses.map { address in
      var address = address
      address.extra = PropertyExtras()
      address.types = unique(address.types)
      return address
    }
    fields.otherProperties = []
    fields.fieldExtras = [:]
    return fields
  }

  private static func reread(_ text: String) -> [Person] {
    Person.persons(fromVCard: Array(text.utf8)).persons
  }

  /// The unfolded content lines of a file, sorted: a reader files `LABEL`
  /// and `SORT-STRING` with the other kept properties, so the order of a
  /// re-export differs.
  private static func contentLines(_ text: String) -> [String] {
    // On bytes: a fold may fall before a combining mark, which a String would join to the space.
    let unfolded = Array(text.utf8).replacing(Array("\r\n ".utf8), with: [])
    return String(decoding: unfolded, as: UTF8.self).components(separatedBy: "\r\n").filter { !$0.isEmpty }.sorted()
  }
}
