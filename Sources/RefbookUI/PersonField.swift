import Foundation
import RefbookModel

/// One editable line of a person in the detail pane: which part of the
/// person it is, so that reading, writing and deleting go to the same place.
///
/// Slots hold positions (the third email), checked on every access: after an
/// undo the person may have fewer emails, and a stale slot then reads `nil`
/// and writes nothing rather than trapping.
enum PersonField: Hashable {
  case formattedName, namePart(PersonName.Part)
  case nickname(Int), email(Int), phone(Int), address(Int), url(Int)
  case organization(Int), title, birthday, note, categories

  /// What the user can add with `a` in the detail pane, in menu order, with
  /// the key that picks each.
  static var addable: [(key: Character, label: String, field: (Person) -> PersonField)] {
    [
    ("e", "email", { .email($0.emails.count) }),
    ("p", "phone", { .phone($0.phones.count) }),
    ("a", "address", { .address($0.addresses.count) }),
    ("n", "nickname", { .nickname($0.nicknames.count) }),
    ("u", "web address", { .url($0.urls.count) }),
    ("o", "organization", { .organization($0.organization.count) }),
    ("t", "title", { _ in .title }),
    ("b", "birthday", { _ in .birthday }),
    ("g", "given name", { _ in .namePart(.given) }),
    ("f", "family name", { _ in .namePart(.family) }),
    ("m", "middle name", { _ in .namePart(.additional) }),
    ("x", "name prefix", { _ in .namePart(.prefix) }),
    ("s", "name suffix", { _ in .namePart(.suffix) }),
    ("c", "categories", { _ in .categories }),
    ("N", "note", { _ in .note }),
    ]
  }

  /// The fields of `person` the detail pane shows, in order: the formatted
  /// name first, then the structured name, then each email, phone and address.
  static func fields(of person: Person) -> [PersonField] {
    var fields: [PersonField] = [.formattedName]
    fields += PersonName.Part.allCases.filter { !person.name[keyPath: $0.keyPath].isEmpty }.map(PersonField.namePart)
    fields += person.nicknames.indices.map(PersonField.nickname)
    fields += person.emails.indices.map(PersonField.email)
    fields += person.phones.indices.map(PersonField.phone)
    fields += person.addresses.indices.map(PersonField.address)
    fields += person.organization.indices.map(PersonField.organization)
    fields += [(PersonField.title, person.title), (.birthday, person.birthday)].filter { !$0.1.isEmpty }.map(\.0)
    fields += person.urls.indices.map(PersonField.url)
    if !person.categories.isEmpty { fields.append(.categories) }
    if !person.note.isEmpty { fields.append(.note) }
    return fields
  }

  /// The label shown before the value, with the types of a typed value.
  func label(in person: Person) -> String {
    func typed(_ name: String, _ types: [String]?, preferred: Bool?) -> String {
      let shown = (types ?? []) + (preferred == true ? ["pref"] : [])
      return shown.isEmpty ? name : "\(name) (\(shown.joined(separator: ", ")))"
    }
    switch self {
    case .formattedName: return "Name"
    case .namePart(.given): return "Given name"
    case .namePart(.family): return "Family name"
    case .namePart(.additional): return "Middle name"
    case .namePart(.prefix): return "Prefix"
    case .namePart(.suffix): return "Suffix"
    case .nickname: return "Nickname"
    case .email(let i):
      return typed("Email", person.emails[safe: i]?.types, preferred: person.emails[safe: i]?.isPreferred)
    case .phone(let i):
      return typed("Phone", person.phones[safe: i]?.types, preferred: person.phones[safe: i]?.isPreferred)
    case .address(let i):
      return typed("Address", person.addresses[safe: i]?.types, preferred: person.addresses[safe: i]?.isPreferred)
    case .url(let i): return typed("Web", person.urls[safe: i]?.types, preferred: nil)
    case .organization(let i): return i == 0 ? "Organization" : "Unit"
    case .title: return "Title"
    case .birthday: return "Birthday"
    case .note: return "Note"
    case .categories: return "Categories"
    }
  }

  /// A short noun for messages and undo descriptions ("email", "address").
  var noun: String {
    switch self {
    case .formattedName: "name"
    case .namePart(.given): "given name"
    case .namePart(.family): "family name"
    case .namePart(.additional): "middle name"
    case .namePart(.prefix): "name prefix"
    case .namePart(.suffix): "name suffix"
    case .nickname: "nickname"
    case .email: "email"
    case .phone: "phone"
    case .address: "address"
    case .url: "web address"
    case .organization: "organization"
    case .title: "title"
    case .birthday: "birthday"
    case .note: "note"
    case .categories: "categories"
    }
  }

  /// Whether the field is a postal address, which edits component by component.
  var isAddress: Bool {
    if case .address = self { return true }
    return false
  }

  /// The field's value as one line of text, or `nil` when the slot no
  /// longer exists in `person`.
  func text(in person: Person) -> String? {
    switch self {
    case .formattedName: person.formattedName
    case .namePart(let part): person.name[keyPath: part.keyPath]
    case .nickname(let i): person.nicknames[safe: i]
    case .email(let i): person.emails[safe: i]?.value
    case .phone(let i): person.phones[safe: i]?.value
    case .address(let i): person.addresses[safe: i]?.singleLine
    case .url(let i): person.urls[safe: i]?.value
    case .organization(let i): person.organization[safe: i]
    case .title: person.title
    case .birthday: person.birthday
    case .note: person.note
    case .categories: person.categories.joined(separator: ", ")
    }
  }

  /// Stores `text` in the field, appending a new entry when the slot is the
  /// one just past the end of its list (how `a` adds a field). Blank text
  /// for a new entry adds nothing, and removes an existing list entry (an
  /// empty email or phone is no email or phone).
  func set(_ text: String, in person: inout Person) {
    let isBlank = text.allSatisfy(\.isWhitespace)
    func put<T>(_ list: inout [T], _ i: Int, _ make: () -> T, _ write: (inout T) -> Void) {
      if list.indices.contains(i) {
        if isBlank { list.remove(at: i) } else { write(&list[i]) }
      } else if i == list.count, !isBlank {
        var item = make()
        write(&item)
        list.append(item)
      }
    }
    switch self {
    case .formattedName: person.formattedName = text
    case .namePart(let part): person.editName { $0[keyPath: part.keyPath] = text }
    case .nickname(let i): put(&person.nicknames, i, { "" }) { $0 = text }
    case .email(let i): put(&person.emails, i, { TypedValue(value: "") }) { $0.value = text }
    case .phone(let i): put(&person.phones, i, { TypedValue(value: "") }) { $0.value = text }
    case .url(let i): put(&person.urls, i, { TypedValue(value: "") }) { $0.value = text }
    case .organization(let i): put(&person.organization, i, { "" }) { $0 = text }
    case .address: break
    case .title: person.title = text
    case .birthday: person.birthday = text
    case .note: person.note = text
    case .categories:
      person.categories = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
  }

  /// Removes the field from `person`: list entries are deleted, single
  /// values emptied. The formatted name is only emptied: the display name
  /// then falls back to the structured name, organization or email.
  func remove(from person: inout Person) {
    func drop<T>(_ list: inout [T], _ i: Int) {
      if list.indices.contains(i) { list.remove(at: i) }
    }
    switch self {
    case .nickname(let i): drop(&person.nicknames, i)
    case .email(let i): drop(&person.emails, i)
    case .phone(let i): drop(&person.phones, i)
    case .address(let i): drop(&person.addresses, i)
    case .url(let i): drop(&person.urls, i)
    case .organization(let i): drop(&person.organization, i)
    case .categories: person.categories = []
    default: set("", in: &person)
    }
  }
}

extension PostalAddress {
  /// The address on one line, its non-empty components separated by commas.
  var singleLine: String {
    [poBox, extended, street, [postalCode, locality].filter { !$0.isEmpty }.joined(separator: " "), region, country]
      .filter { !$0.isEmpty }.joined(separator: ", ")
  }
}
