#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RefbookModel
import VCard

/// LDIF (RFC 2849) as Thunderbird's address book exports and imports it:
/// one record per contact, `dn: cn=NAME,mail=EMAIL`, the `inetOrgPerson`
/// and `mozillaAbPersonAlpha` attributes.
///
/// Mapping: `cn` the formatted name, `givenName`/`sn` the name's parts,
/// `mozillaNickname` the first nickname, `mail` and `mozillaSecondEmail` the
/// first two emails, `telephoneNumber`/`homePhone`/`mobile`/
/// `facsimiletelephonenumber`/`pager` the first phone of each type (work, or
/// untyped; home; cell; fax; pager), `street`/`l`/`st`/`postalCode`/`c` the
/// work address and `mozillaHome…` the home one (an untyped address is
/// home), `o` the organization, `title`, `mozillaWorkUrl`/`mozillaHomeUrl`,
/// `birthyear`/`birthmonth`/`birthday`, `description` the note. Any other
/// attribute read is kept as an `X-LDIF-NAME` property and written back
/// under its own name. A value that is not plain ASCII (or starts with a
/// space, `:` or `<`, or ends with a space) is written base64 (`attr::`).
public enum LDIFFormat {
  /// The LDIF records of `persons`.
  ///
  /// - Complexity: O(*n*) in the size of the persons.
  public static func write(_ persons: [Person]) -> String {
    persons.map(record).joined(separator: "\n")
  }

  /// The persons of an LDIF file; a record without a name, organization or
  /// email is skipped with its line, as is a line that is not `attr: value`.
  ///
  /// - Parameter makeID: Makes the id of each person (LDIF has no UIDs).
  /// - Complexity: O(*n*) in the length of `text`.
  public static func read(_ text: String, makeID: () -> String = ImportResult.randomID) -> ImportResult {
    var result = ImportResult()
    var attributes: [(name: String, value: String)] = []
    var firstLine = 0
    func finish() {
      defer { attributes = [] }
      guard !attributes.isEmpty, !attributes.allSatisfy({ $0.name == "version" }) else { return }
      let person = self.person(from: attributes, id: makeID())
      if person.formattedName.isEmpty && person.organization.isEmpty && person.emails.isEmpty {
        result.skipped.append(LineProblem(line: firstLine, message: "record has no name, organization or email"))
      } else {
        result.persons.append(person)
      }
    }
    for (number, line) in unfoldedLines(text) {
      if line.isEmpty {
        finish()
        continue
      }
      if line.hasPrefix("#") { continue }
      guard let colon = line.firstIndex(of: ":") else {
        result.skipped.append(LineProblem(line: number, message: "not an attribute: value line"))
        continue
      }
      if attributes.isEmpty { firstLine = number }
      let name = line[..<colon].lowercased()
      var rest = line[line.index(after: colon)...]
      let value: String
      if rest.hasPrefix(":") {
        rest = rest.dropFirst().drop { $0 == " " }
        guard let data = Data(base64Encoded: String(rest)), let decoded = String(validating: data, as: UTF8.self) else {
          result.skipped.append(LineProblem(line: number, message: "\(name): not base64 UTF-8 text"))
          continue
        }
        value = decoded
      } else if rest.hasPrefix("<") {
        result.warnings.append(LineProblem(line: number, message: "\(name): a value read from a URL is not imported"))
        continue
      } else {
        value = String(rest.drop { $0 == " " })
      }
      attributes.append((name, value))
    }
    finish()
    return result
  }

  /// The lines of `text` with their 1-based numbers, continuation lines
  /// (starting with one space) joined to the line before.
  private static func unfoldedLines(_ text: String) -> [(Int, String)] {
    var lines: [(Int, String)] = []
    for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnd).enumerated() {
      if raw.hasPrefix(" "), let last = lines.indices.last, !lines[last].1.isEmpty {
        lines[last].1 += raw.dropFirst()
      } else {
        lines.append((index + 1, String(raw)))
      }
    }
    return lines
  }

  private static let customPrefix = "X-LDIF-"

  /// The phone attributes, with the vCard type of the phone each holds.
  private static let phoneAttributes = [
    ("telephoneNumber", "work"), ("homePhone", "home"), ("mobile", "cell"), ("facsimiletelephonenumber", "fax"),
    ("pager", "pager"),
  ].map { (name: $0.0, type: $0.1) }

  /// The parts of an address, each with its attribute in the work address
  /// and in the home one.
  private enum AddressPart: CaseIterable {
    case street, locality, region, postalCode, country

    var work: String {
      switch self {
      case .street: "street"
      case .locality: "l"
      case .region: "st"
      case .postalCode: "postalCode"
      case .country: "c"
      }
    }

    var home: String {
      switch self {
      case .street: "mozillaHomeStreet"
      case .locality: "mozillaHomeLocalityName"
      case .region: "mozillaHomeState"
      case .postalCode: "mozillaHomePostalCode"
      case .country: "mozillaHomeCountryName"
      }
    }

    /// The part's value in `address` (the street with its extended line).
    func value(in address: PostalAddress) -> String {
      switch self {
      case .street: [address.street, address.extended].filter { !$0.isEmpty }.joined(separator: ", ")
      case .locality: address.locality
      case .region: address.region
      case .postalCode: address.postalCode
      case .country: address.country
      }
    }

    func set(_ value: String, in address: inout PostalAddress) {
      switch self {
      case .street: address.street = value
      case .locality: address.locality = value
      case .region: address.region = value
      case .postalCode: address.postalCode = value
      case .country: address.country = value
      }
    }
  }

  private static func person(from attributes: [(name: String, value: String)], id: String) -> Person {
    var person = Person(id: id)
    var home = PostalAddress(types: ["home"])
    var work = PostalAddress(types: ["work"])
    var birth: (year: String, month: String, day: String) = ("", "", "")
    for (name, value) in attributes {
      if let phone = phoneAttributes.first(where: { $0.name.lowercased() == name }) {
        person.phones.append(TypedValue(value: value, types: [phone.type]))
        continue
      }
      if let part = AddressPart.allCases.first(where: { $0.work.lowercased() == name }) {
        part.set(value, in: &work)
        continue
      }
      if let part = AddressPart.allCases.first(where: { $0.home.lowercased() == name }) {
        part.set(value, in: &home)
        continue
      }
      switch name {
      case "dn", "objectclass", "modifytimestamp", "version": break
      case "cn": person.formattedName = value
      case "givenname": person.name.given = value
      case "sn": person.name.family = value
      case "mozillanickname": person.nicknames.append(value)
      case "mail", "mozillasecondemail": person.emails.append(TypedValue(value: value))
      case "o": person.organization = [value]
      case "title": person.title = value
      case "mozillaworkurl": person.urls.append(TypedValue(value: value, types: ["work"]))
      case "mozillahomeurl": person.urls.append(TypedValue(value: value, types: ["home"]))
      case "birthyear": birth.year = value
      case "birthmonth": birth.month = value
      case "birthday": birth.day = value
      case "description": person.note = value
      default: person.otherProperties.append(VCardProperty(name: customPrefix + name.uppercased(), value: VCardValue.escape(value)))
      }
    }
    for address in [home, work] where address != PostalAddress(types: address.types) { person.addresses.append(address) }
    if !birth.month.isEmpty, !birth.day.isEmpty {
      func two(_ text: String) -> String { text.count == 1 ? "0" + text : text }
      person.birthday = (birth.year.isEmpty ? "--" : birth.year + "-") + two(birth.month) + "-" + two(birth.day)
    }
    if person.formattedName.isEmpty {
      person.formattedName = [person.name.given, person.name.family].filter { !$0.isEmpty }.joined(separator: " ")
    }
    return person
  }

  private static func record(for person: Person) -> String {
    var lines: [String] = []
    func add(_ name: String, _ value: String) {
      guard !value.isEmpty else { return }
      lines.append(line(name, value))
    }
    let name = person.displayName
    let mail = person.emails.first?.value ?? ""
    lines.append(line("dn", "cn=" + rdnEscaped(name) + (mail.isEmpty ? "" : ",mail=" + rdnEscaped(mail))))
    for objectClass in ["top", "person", "organizationalPerson", "inetOrgPerson", "mozillaAbPersonAlpha"] {
      add("objectclass", objectClass)
    }
    add("givenName", person.name.given)
    add("sn", person.name.family)
    add("cn", name)
    add("mozillaNickname", person.nicknames.first ?? "")
    add("mail", mail)
    add("mozillaSecondEmail", person.emails.dropFirst().first?.value ?? "")
    func phone(_ type: String?) -> String {
      person.phones.first { phone in type.map { phone.types.map { $0.lowercased() }.contains($0) } ?? phone.types.isEmpty }?.value ?? ""
    }
    for (name, type) in phoneAttributes {
      add(name, type == "work" && phone("work").isEmpty ? phone(nil) : phone(type))
    }
    let work = person.addresses.first { $0.types.map { $0.lowercased() }.contains("work") }
    let home = person.addresses.first { $0.types.map { $0.lowercased() }.contains("home") }
      ?? person.addresses.first { $0.types.isEmpty }
    for part in AddressPart.allCases {
      if let work { add(part.work, part.value(in: work)) }
    }
    for part in AddressPart.allCases {
      if let home { add(part.home, part.value(in: home)) }
    }
    add("o", person.organization.first ?? "")
    add("title", person.title)
    add("mozillaWorkUrl", person.urls.first { $0.types.map { $0.lowercased() }.contains("work") }?.value ?? "")
    add("mozillaHomeUrl", person.urls.first { !$0.types.map { $0.lowercased() }.contains("work") }?.value ?? "")
    if let date = CalendarDate(vCard: person.birthday) {
      add("birthyear", date.year.map(String.init) ?? "")
      add("birthmonth", String(date.month))
      add("birthday", String(date.day))
    }
    add("description", person.note)
    for property in person.otherProperties where property.name.hasPrefix(customPrefix) {
      add(String(property.name.dropFirst(customPrefix.count)).lowercased(), VCardValue.unescape(property.value))
    }
    lines.append("modifytimestamp: 0Z")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `name: value`, or `name:: BASE64` for a value LDIF cannot hold as it is.
  private static func line(_ name: String, _ value: String) -> String {
    let safe = value.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }
      && !value.hasPrefix(" ") && !value.hasPrefix(":") && !value.hasPrefix("<") && !value.hasSuffix(" ")
    return safe ? "\(name): \(value)" : "\(name):: " + Data(value.utf8).base64EncodedString()
  }

  /// `value` for a distinguished name: `,+"\<>;=` escaped, and a leading
  /// `#` or space.
  private static func rdnEscaped(_ value: String) -> String {
    var escaped = ""
    for (index, character) in value.enumerated() {
      if ",+\"\\<>;=".contains(character) || (index == 0 && (character == "#" || character == " ")) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
