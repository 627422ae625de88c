import RefbookModel
import VCard

/// Contacts as CSV with a header row, in the column styles of Google Contacts
/// (`Given Name`, `E-mail 1 - Type`, `E-mail 1 - Value`, `Address 1 - Street`,
/// …, old and new exports) and Outlook (`First Name`, `E-mail Address`,
/// `Business Phone`, `Home Street`, …). Column names are matched without
/// regard to case.
///
/// A column refbook does not model is kept, when not empty, as an
/// `X-CSV-FIELD` property whose `X-COLUMN` parameter names the column.
public enum ContactCSV {
  /// Reads CSV contacts. A record with no name, organization or email is
  /// skipped, as is a record with more fields than the header has columns.
  ///
  /// - Parameter makeID: Makes the id of each person (CSV has no UIDs).
  /// - Complexity: O(*n*) in the length of `text`.
  public static func read(_ text: String, makeID: () -> String = ImportResult.randomID) -> ImportResult {
    let table = CSVTable.read(text)
    var result = ImportResult(skipped: table.skipped)
    guard let header = table.records.first else { return result }
    let columns = header.fields.map(CSVColumn.init(header:))
    for record in table.records.dropFirst() {
      guard record.fields.count <= columns.count else {
        result.skipped.append(LineProblem(
          line: record.line, message: "\(record.fields.count) fields but the header names \(columns.count) columns"))
        continue
      }
      var builder = CSVPersonBuilder(id: makeID())
      for (column, value) in zip(columns, record.fields) where !value.isEmpty {
        builder.add(value, for: column)
      }
      let person = builder.person
      if person.displayName.isEmpty {
        result.skipped.append(LineProblem(line: record.line, message: "no name, organization or email"))
      } else {
        result.persons.append(person)
      }
    }
    return result
  }

  /// Writes persons as CSV in Google's column style, with as many numbered
  /// email, phone, address and website columns as the persons need.
  ///
  /// What the columns cannot hold (photos and other kept properties, a third
  /// organization unit, parameters) is left out.
  ///
  /// - Complexity: O(*n* · *c*) for *n* persons and *c* columns.
  public static func write(_ persons: [Person]) -> String {
    let counts = (
      emails: persons.map(\.emails.count).max() ?? 0, phones: persons.map(\.phones.count).max() ?? 0,
      addresses: persons.map(\.addresses.count).max() ?? 0, urls: persons.map(\.urls.count).max() ?? 0)
    var header = [
      "Name", "Given Name", "Additional Name", "Family Name", "Name Prefix", "Name Suffix", "Nickname",
      "Birthday", "Notes", "Group Membership", "Organization 1 - Name", "Organization 1 - Department",
      "Organization 1 - Title",
    ]
    header += numbered("E-mail", counts.emails, ["Type", "Value"]) + numbered("Phone", counts.phones, ["Type", "Value"])
    header += numbered("Address", counts.addresses, CSVColumn.AddressPart.allCases.map(\.rawValue))
    header += numbered("Website", counts.urls, ["Type", "Value"])

    let rows = persons.map { person -> [String] in
      var row = [
        person.formattedName, person.name.given, person.name.additional, person.name.family, person.name.prefix,
        person.name.suffix, person.nicknames.joined(separator: " ::: "), person.birthday, person.note,
        person.categories.joined(separator: " ::: "), person.organization.first ?? "",
        person.organization.dropFirst().first ?? "", person.title,
      ]
      row += padded(person.emails.flatMap { [typeLabel($0.types, $0.isPreferred), $0.value] }, to: 2 * counts.emails)
      row += padded(person.phones.flatMap { [typeLabel($0.types, $0.isPreferred), $0.value] }, to: 2 * counts.phones)
      row += padded(
        person.addresses.flatMap { address in
          CSVColumn.AddressPart.allCases.map { address[$0] ?? typeLabel(address.types, address.isPreferred) }
        }, to: CSVColumn.AddressPart.allCases.count * counts.addresses)
      row += padded(person.urls.flatMap { [typeLabel($0.types, $0.isPreferred), $0.value] }, to: 2 * counts.urls)
      return row
    }
    return CSVTable.write([header] + rows)
  }

  private static func numbered(_ name: String, _ count: Int, _ parts: [String]) -> [String] {
    count == 0 ? [] : (1...count).flatMap { number in parts.map { "\(name) \(number) - \($0)" } }
  }

  private static func padded(_ fields: [String], to count: Int) -> [String] {
    fields + Array(repeating: "", count: count - fields.count)
  }

  /// Google's type label: `* ` for preferred, then the types capitalized.
  private static func typeLabel(_ types: [String], _ preferred: Bool) -> String {
    (preferred ? "* " : "") + types.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
  }
}

extension PostalAddress {
  /// The component a CSV address column holds; `nil` for the type column.
  fileprivate subscript(part: CSVColumn.AddressPart) -> String? {
    switch part {
    case .type: nil
    case .street: street
    case .city: locality
    case .poBox: poBox
    case .region: region
    case .postalCode: postalCode
    case .country: country
    case .extended: extended
    }
  }
}
