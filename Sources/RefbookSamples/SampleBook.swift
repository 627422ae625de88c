import RefbookModel

/// Realistic fake persons for benchmarks, tests and the bundled demo book:
/// names from many countries and scripts (accented Latin, CJK, Cyrillic,
/// Greek, Arabic, Devanagari), several emails, phones and addresses each,
/// and the awkward cases real books have (no formatted name, organization
/// only, very long names).
public enum SampleBook {
  /// `count` persons, the same ones for the same `seed` on every machine;
  /// ids are distinct UUID URNs.
  ///
  /// - Complexity: O(count)
  public static func generate(count: Int, seed: UInt64 = 1) -> [Person] {
    var random = SeededGenerator(seed: seed)
    return (0..<count).map { _ in person(using: &random) }
  }

  private static let organizations = [
    "Acme Corporation", "Société Générale", "Müller & Söhne GmbH", "株式会社トヨタ", "华为技术有限公司",
    "ООО «Ромашка»", "Ελληνικά Πετρέλαια", "Universidad de Córdoba", "Initech", "삼성전자",
  ]
  private static let titles = ["Engineer", "Directrice", "Buchhalter", "CEO", "教授", "Врач", "Designer", "Δικηγόρος"]
  private static let categories = ["family", "friends", "work", "school", "football club", "Nachbarn"]
  private static let nicknames = ["Mimi", "Bob", "Sasha", "小李", "Lulu", "Pépé"]
  private static let longGivenNames = ["María de los Ángeles Guadalupe", "Hubert Blaine Wolfeschlegelsteinhausenbergerdorff"]

  private static func person(using random: inout SeededGenerator) -> Person {
    let culture = random.pick(SampleCulture.all)
    let given = random.chance(2)
      ? SampleCulture.Name(native: random.pick(longGivenNames), latin: "long")
      : random.pick(culture.givenNames)
    let family = random.pick(culture.familyNames)
    let local = [given, family].map { ascii($0.latin) }.joined(separator: ".")
    var person = Person(id: uuid(using: &random))
    if random.chance(3) {
      person.organization = [random.pick(organizations)]
    } else {
      person.name = PersonName(family: family.native, given: given.native)
      if !random.chance(5) {
        person.formattedName = culture.familyFirstUnspaced
          ? family.native + given.native : given.native + " " + family.native
      }
      if random.chance(60) { person.organization = [random.pick(organizations)] }
    }
    let emailCount = 1 + random.below(3)
    person.emails = (0..<emailCount).map { index in
      let mailbox: String = index == 0 ? local : local + String(index)
      let domain = random.pick(culture.emailDomains)
      return TypedValue(value: mailbox + "@" + domain, types: [index == 0 ? "home" : "work"], isPreferred: index == 0)
    }
    let phoneTypes = ["cell", "home", "work"]
    person.phones = (0..<(1 + random.below(3))).map { index in
      let exchange = String(100 + random.below(900))
      let line = String(1000 + random.below(9000))
      return TypedValue(value: culture.phonePrefix + exchange + " " + line, types: [phoneTypes[index]])
    }
    person.addresses = (0..<random.below(3)).map { index in
      let place = random.pick(culture.places)
      return PostalAddress(
        street: random.pick(culture.streets), locality: place.locality, region: place.region,
        postalCode: place.postalCode, country: culture.country, types: [index == 0 ? "home" : "work"])
    }
    if random.chance(40) { person.title = random.pick(titles) }
    if random.chance(10) { person.nicknames = [random.pick(nicknames)] }
    if random.chance(30) {
      person.birthday = "19\(50 + random.below(50))-0\(1 + random.below(9))-\(10 + random.below(19))"
    }
    if random.chance(20) { person.categories = [random.pick(categories)] }
    if random.chance(10) { person.urls = [TypedValue(value: "https://example.org/~" + local)] }
    if random.chance(10) { person.note = "Met at the conference in \(random.pick(culture.places).locality)." }
    return person
  }

  /// A name's Latin form reduced to ASCII letters for an email's local part.
  private static func ascii(_ name: String) -> String {
    String(String.UnicodeScalarView(TextFolding.fold(name).unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic }))
  }

  /// A version-4-shaped UUID URN drawn from `random`.
  private static func uuid(using random: inout SeededGenerator) -> String {
    let high = random.next()
    let low = random.next()
    let hex = String(high, radix: 16).leftPadded(to: 16) + String(low, radix: 16).leftPadded(to: 16)
    let groups = [hex.prefix(8), hex.dropFirst(8).prefix(4), "4" + hex.dropFirst(13).prefix(3),
                  "8" + hex.dropFirst(17).prefix(3), hex.suffix(12)]
    return "urn:uuid:" + groups.joined(separator: "-")
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: Swift.max(0, length - count)) + self
  }
}
