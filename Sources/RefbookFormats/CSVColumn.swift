import RefbookModel

/// What one CSV header names, in Google's or Outlook's column style.
enum CSVColumn: Equatable {
  enum Field: Equatable {
    case formattedName, namePart(PersonName.Part), nickname, birthday, note, title
    case organization, department
    case categories(separator: String)
  }

  /// The parts of a numbered Google address, in Google's column order.
  enum AddressPart: String, CaseIterable {
    case type = "Type", street = "Street", city = "City", poBox = "PO Box", region = "Region"
    case postalCode = "Postal Code", country = "Country", extended = "Extended Address"
  }

  enum Kind: String {
    case email = "e-mail", phone, website
  }

  case field(Field)
  /// A numbered Google email, phone or website column: its type or its value.
  case typed(Kind, number: Int, isType: Bool)
  /// A part of a postal address; `slot` is Google's number or Outlook's
  /// `home`, `business` (Thunderbird's `work`) or `other`. Outlook's
  /// `Street 2` and `Street 3` add lines to the street.
  case address(slot: String, part: AddressPart)
  /// Google's one-line `Formatted` address, used when no part is given.
  case formattedAddress(slot: String)
  /// An Outlook phone column and the types it stands for.
  case phone(types: [String], isPreferred: Bool)
  /// A column refbook does not model, by its header as written.
  case other(String)

  init(header: String) {
    let key = header.trimmingWhitespace().lowercased()
    if let known = Self.named[key] {
      self = known
    } else if let numbered = Self.numbered(key) {
      self = numbered
    } else if let outlook = Self.outlookAddress(key) {
      self = outlook
    } else {
      self = .other(header.trimmingWhitespace())
    }
  }

  private static let named: [String: CSVColumn] = {
    var table: [String: CSVColumn] = [
      "name": .field(.formattedName), "display name": .field(.formattedName), "full name": .field(.formattedName),
      "given name": .field(.namePart(.given)), "first name": .field(.namePart(.given)),
      "additional name": .field(.namePart(.additional)), "middle name": .field(.namePart(.additional)),
      "family name": .field(.namePart(.family)), "last name": .field(.namePart(.family)),
      "name prefix": .field(.namePart(.prefix)), "title": .field(.namePart(.prefix)),
      "name suffix": .field(.namePart(.suffix)), "suffix": .field(.namePart(.suffix)),
      "nickname": .field(.nickname), "birthday": .field(.birthday), "notes": .field(.note),
      "group membership": .field(.categories(separator: ":::")), "labels": .field(.categories(separator: ":::")),
      "categories": .field(.categories(separator: ";")),
      "company": .field(.organization), "organization name": .field(.organization),
      "organization 1 - name": .field(.organization),
      "department": .field(.department), "organization department": .field(.department),
      "organization 1 - department": .field(.department),
      "job title": .field(.title), "organization title": .field(.title), "organization 1 - title": .field(.title),
      "web page": .typed(.website, number: 1, isType: false),
      "e-mail address": .typed(.email, number: 1, isType: false),
      "primary phone": .phone(types: [], isPreferred: true),
    ]
    for number in 2...3 {
      table["e-mail \(number) address"] = .typed(.email, number: number, isType: false)
    }
    let phones: [(String, [String])] = [
      ("business phone", ["work"]), ("business phone 2", ["work"]), ("home phone", ["home"]),
      ("home phone 2", ["home"]), ("mobile phone", ["cell"]), ("business fax", ["work", "fax"]),
      ("home fax", ["home", "fax"]), ("other fax", ["fax"]), ("pager", ["pager"]), ("car phone", ["car"]),
      ("other phone", []),
    ]
    for (name, types) in phones {
      table[name] = .phone(types: types, isPreferred: false)
    }
    return table
  }()

  /// `e-mail 2 - value`, `phone 1 - type`, `address 1 - city`, …
  private static func numbered(_ key: String) -> CSVColumn? {
    let halves = key.split(separator: " - ", maxSplits: 1).map(String.init)
    guard halves.count == 2, let space = halves[0].lastIndex(of: " "),
      let number = Int(halves[0][halves[0].index(after: space)...])
    else { return nil }
    let kindName = String(halves[0][..<space])
    let part = halves[1]
    if kindName == "address" {
      if part == "formatted" { return .formattedAddress(slot: String(number)) }
      if part == "label" { return .address(slot: String(number), part: .type) }
      return AddressPart.allCases.first { $0.rawValue.lowercased() == part }.map {
        .address(slot: String(number), part: $0)
      }
    }
    guard let kind = Kind(rawValue: kindName), ["type", "label", "value"].contains(part) else { return nil }
    return .typed(kind, number: number, isType: part != "value")
  }

  /// `home street 2`, `business city`, `other address po box`, `home
  /// country` (Google's Outlook-style export), `work zipcode` (Thunderbird), …
  private static func outlookAddress(_ key: String) -> CSVColumn? {
    guard let space = key.firstIndex(of: " ") else { return nil }
    let slot = String(key[..<space])
    guard ["home", "business", "work", "other"].contains(slot) else { return nil }
    let parts: [String: AddressPart] = [
      "street": .street, "street 2": .street, "street 3": .street, "address": .street, "address 2": .street,
      "city": .city, "state": .region, "region": .region, "postal code": .postalCode, "zip": .postalCode,
      "zipcode": .postalCode, "zip code": .postalCode, "country/region": .country, "country": .country,
      "address po box": .poBox, "po box": .poBox,
    ]
    return parts[String(key[key.index(after: space)...])].map { .address(slot: slot == "work" ? "business" : slot, part: $0) }
  }
}
