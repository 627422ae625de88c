import RefbookModel
import VCard

/// Gathers one CSV record's columns into a person.
struct CSVPersonBuilder {
  private var base: Person
  private var typed: [Slot: (types: [String], isPreferred: Bool, values: [String])] = [:]
  private var typedOrder: [Slot] = []
  private var addresses: [String: PostalAddress] = [:]
  private var addressOrder: [String] = []
  private var formatted: [String: String] = [:]
  private var organization: String?
  private var department: String?

  private struct Slot: Hashable {
    var kind: CSVColumn.Kind
    var number: Int
  }

  init(id: String) {
    base = Person(id: id)
  }

  mutating func add(_ value: String, for column: CSVColumn) {
    switch column {
    case .field(let field): set(field, value)
    case .typed(let kind, let number, let isType):
      let slot = Slot(kind: kind, number: number)
      if typed[slot] == nil {
        typed[slot] = ([], false, [])
        typedOrder.append(slot)
      }
      if isType {
        let label = Self.types(from: value, kind: kind)
        typed[slot]?.types = label.types
        typed[slot]?.isPreferred = label.isPreferred
      } else {
        typed[slot]?.values = Self.list(value, separator: ":::")
      }
    case .address(let slot, let part): setAddress(part, value, slot: slot)
    case .formattedAddress(let slot): formatted[slot] = value
    case .phone(let types, let isPreferred):
      base.phones.append(TypedValue(value: value, types: types, isPreferred: isPreferred))
    case .other(let header):
      base.otherProperties.append(VCardProperty(
        name: "X-CSV-FIELD", parameters: [VCardParameter(name: "X-COLUMN", values: [header])],
        value: VCardValue.escape(value)))
    }
  }

  /// The person gathered so far; its formatted name, when no column gave
  /// one, is composed from the name parts, organization or email.
  var person: Person {
    var person = base
    if organization != nil || department != nil {
      person.organization = [organization ?? ""] + (department.map { [$0] } ?? [])
    }
    for slot in typedOrder {
      guard let entry = typed[slot] else { continue }
      let values = entry.values.map { TypedValue(value: $0, types: entry.types, isPreferred: entry.isPreferred) }
      switch slot.kind {
      case .email: person.emails += values
      case .phone: person.phones += values
      case .website: person.urls += values
      }
    }
    for slot in addressOrder {
      guard var address = addresses[slot] else { continue }
      if address.street.isEmpty, let line = formatted[slot] { address.street = line }
      person.addresses.append(address)
    }
    for (slot, line) in formatted where addresses[slot] == nil {
      person.addresses.append(PostalAddress(street: line))
    }
    if person.formattedName.isEmpty { person.formattedName = person.displayName }
    return person
  }

  private mutating func set(_ field: CSVColumn.Field, _ value: String) {
    switch field {
    case .formattedName: base.formattedName = value
    case .namePart(let part): base.name[keyPath: part.keyPath] = value
    case .nickname: base.nicknames += Self.list(value, separator: ":::")
    case .birthday: base.birthday = value == "0/0/00" ? "" : value
    case .note: base.note = value
    case .title: base.title = value
    case .organization: organization = value
    case .department: department = value
    case .categories(let separator): base.categories += Self.list(value, separator: separator)
    }
  }

  private mutating func setAddress(_ part: CSVColumn.AddressPart, _ value: String, slot: String) {
    if addresses[slot] == nil {
      addresses[slot] = PostalAddress(types: ["home", "business"].contains(slot) ? [slot == "home" ? "home" : "work"] : [])
      addressOrder.append(slot)
    }
    switch part {
    case .type:
      let label = Self.types(from: value, kind: nil)
      addresses[slot]?.types = label.types
      addresses[slot]?.isPreferred = label.isPreferred
    case .street:
      let street = addresses[slot]?.street ?? ""
      addresses[slot]?.street = street.isEmpty ? value : street + "\n" + value
    case .city: addresses[slot]?.locality = value
    case .poBox: addresses[slot]?.poBox = value
    case .region: addresses[slot]?.region = value
    case .postalCode: addresses[slot]?.postalCode = value
    case .country: addresses[slot]?.country = value
    case .extended: addresses[slot]?.extended = value
    }
  }

  /// Google's type labels: `* Home` (preferred), `Work Fax`, `Mobile`, `Other`.
  private static func types(from label: String, kind: CSVColumn.Kind?) -> (types: [String], isPreferred: Bool) {
    var words = label.split(separator: " ").map { $0.lowercased() }
    let isPreferred = words.first == "*"
    if isPreferred { words.removeFirst() }
    let types = words.compactMap { word -> String? in
      switch word {
      case "other": nil
      case "mobile": kind == .phone ? "cell" : word
      default: word
      }
    }
    return (types, isPreferred)
  }

  private static func list(_ value: String, separator: String) -> [String] {
    value.split(separator: separator).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
  }
}
