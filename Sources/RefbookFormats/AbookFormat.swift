import RefbookModel
import VCard

/// abook's `addressbook` file: INI-like sections `[0]`, `[1]`, … of
/// `key=value` lines, after a `[format]` section.
///
/// Field mapping: `name` → formatted name; `email` (comma list) → emails;
/// `address`, `address2`, `city`, `state`, `zip`, `country` → one postal
/// address (street, extended, locality, region, postal code, country);
/// `phone`, `workphone`, `fax`, `mobile` → phones typed home, work, fax,
/// cell; any other `TYPEphone` field (`mainphone`, `pagerphone`,
/// `cellphone2`; `otherphone` for none) → a phone of that type; `nick`
/// (comma list) → nicknames; `url` → URL; `notes` → note; `anniversary` →
/// birthday (abook's own vCard export does the same; abook's `--MM-DD` is
/// vCard's `--MMDD`); `groups` → categories. Any other field (`custom1`…
/// `custom5`, user-defined fields) is kept as an `X-ABOOK-KEY` property and
/// written back under its own key.
///
/// abook keeps a value on one line; refbook writes a line break in a value
/// as `\n` and a backslash as `\\`, and reads them back (see ``AbookValue``).
public enum AbookFormat {
  /// Reads an abook file. A section with neither name nor email is skipped,
  /// as is a line that is not `key=value`, `[section]` or a `#` comment.
  ///
  /// - Parameter makeID: Makes the id of each person (abook has no UIDs).
  /// - Complexity: O(*n*) in the length of `text`.
  public static func read(_ text: String, makeID: () -> String = ImportResult.randomID) -> ImportResult {
    var result = ImportResult()
    var fields: [(key: String, value: String)] = []
    var section: (name: String, line: Int)?

    func finishSection() {
      guard let current = section, current.name != "format" else { return }
      if let person = person(from: fields, id: makeID()) {
        result.persons.append(person)
      } else {
        result.skipped.append(LineProblem(line: current.line, message: "entry [\(current.name)] has no name and no email"))
      }
    }

    for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnd).enumerated() {
      if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") { continue }
      if line.hasPrefix("["), line.hasSuffix("]") {
        finishSection()
        section = (String(line.dropFirst().dropLast()), index + 1)
        fields = []
      } else if let equals = line.firstIndex(of: "="), section != nil {
        fields.append((String(line[..<equals]).lowercased(), String(line[line.index(after: equals)...])))
      } else {
        result.skipped.append(LineProblem(line: index + 1, message: "not a key=value line: \(line.prefix(40))"))
      }
    }
    finishSection()
    return result
  }

  /// Writes persons as an abook file that abook 0.6 reads.
  ///
  /// abook holds one postal address and one URL: further ones are left out.
  /// A phone beyond abook's four kinds goes to a field named for its type
  /// (`mainphone`), which abook keeps when it declares the field (`field
  /// mainphone = Main phone` in `abookrc`) or preserves all fields
  /// (`set preserve_fields=all`).
  ///
  /// - Complexity: O(*n*) in the total size of the persons.
  public static func write(_ persons: [Person]) -> String {
    var text = "# abook addressbook file\n\n[format]\nprogram=refbook\nversion=0.6.1\n\n"
    for (index, person) in persons.enumerated() {
      text += "\n[\(index)]\n"
      for (key, value) in fields(of: person) where !value.isEmpty {
        text += key + "=" + AbookValue.escape(value) + "\n"
      }
    }
    return text
  }

  private static let phoneKeys = [("phone", "home"), ("workphone", "work"), ("fax", "fax"), ("mobile", "cell")]
  private static let customPrefix = "X-ABOOK-"

  /// The field for a phone none of abook's four kinds holds: its first
  /// type, as letters, digits and hyphens, then `phone` (`otherphone`
  /// without a type); a number follows from the second of a kind on.
  private static func otherPhoneKey(_ types: [String]) -> String {
    let type = (types.first ?? "").lowercased().filter(keyCharacters.contains)
    return (type.isEmpty ? "other" : type) + "phone"
  }

  private static let keyCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789-")

  /// The phone type an `otherPhoneKey` field stands for: `.some(nil)` for
  /// `otherphone`, `nil` when `key` is not such a field.
  private static func otherPhoneType(_ key: String) -> String?? {
    let base = key.prefix { !$0.isNumber }
    guard base.count > 5, base.hasSuffix("phone"), key.dropFirst(base.count).allSatisfy(\.isNumber) else { return nil }
    let type = String(base.dropLast(5))
    return type == "other" ? .some(nil) : type
  }

  private static func person(from fields: [(key: String, value: String)], id: String) -> Person? {
    var person = Person(id: id)
    var address = PostalAddress()
    for (key, raw) in fields where !raw.isEmpty {
      let value = AbookValue.unescape(raw)
      switch key {
      case "name": person.formattedName = value
      case "email": person.emails += value.split(separator: ",").map { TypedValue(value: String($0)) }
      case "address": address.street = value
      case "address2": address.extended = value
      case "city": address.locality = value
      case "state": address.region = value
      case "zip": address.postalCode = value
      case "country": address.country = value
      case "nick": person.nicknames += value.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
      case "url": person.urls.append(TypedValue(value: value))
      case "notes": person.note = value
      case "anniversary": person.birthday = AbookValue.vCardDate(value)
      case "groups": person.categories += value.split(separator: ",").map(String.init)
      default:
        if let type = phoneKeys.first(where: { $0.0 == key })?.1 {
          person.phones.append(TypedValue(value: value, types: [type]))
        } else if let type = otherPhoneType(key) {
          person.phones.append(TypedValue(value: value, types: type.map { [$0] } ?? []))
        } else {
          person.otherProperties.append(
            VCardProperty(name: customPrefix + key, value: VCardValue.escape(value)))
        }
      }
    }
    if address != PostalAddress() { person.addresses.append(address) }
    guard !person.formattedName.isEmpty || !person.emails.isEmpty else { return nil }
    return person
  }

  private static func fields(of person: Person) -> [(String, String)] {
    let address = person.addresses.first ?? PostalAddress()
    var fields: [(String, String)] = [
      ("name", person.displayName),
      ("email", person.emails.map(\.value).joined(separator: ",")),
      ("address", address.street), ("address2", address.extended), ("city", address.locality),
      ("state", address.region), ("zip", address.postalCode), ("country", address.country),
    ]
    var phones = person.phones
    for (key, type) in phoneKeys {
      let index = phones.firstIndex { $0.types.contains(type) } ?? (key == "phone" ? phones.firstIndex { $0.types.isEmpty } : nil)
      fields.append((key, index.map { phones.remove(at: $0).value } ?? ""))
    }
    fields += [
      ("nick", person.nicknames.joined(separator: ",")), ("url", person.urls.first?.value ?? ""),
      ("notes", person.note), ("anniversary", AbookValue.abookDate(person.birthday)),
      ("groups", person.categories.joined(separator: ",")),
    ]
    // A second work phone is `workphone2`: the count of a standard key starts at one.
    var used = Dictionary(uniqueKeysWithValues: phoneKeys.map { ($0.0, 1) })
    for phone in phones {
      let base = otherPhoneKey(phone.types)
      used[base, default: 0] += 1
      fields.append((base + (used[base] == 1 ? "" : String(used[base]!)), phone.value))
    }
    for property in person.otherProperties where property.name.hasPrefix(customPrefix) && property.group == nil {
      fields.append((property.name.dropFirst(customPrefix.count).lowercased(), VCardValue.unescape(property.value)))
    }
    return fields
  }
}
