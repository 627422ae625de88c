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

  /// The field the field chooser's `command` adds to `person` (`a` in the
  /// detail pane): a new entry past the end of a list, or a single field;
  /// `nil` for a command that adds none. The menu's order and letters are
  /// the key map's.
  static func added(by command: Command, to person: Person) -> PersonField? {
    switch command {
    case .addEmail: .email(person.emails.count)
    case .addPhone: .phone(person.phones.count)
    case .addAddress: .address(person.addresses.count)
    case .addNickname: .nickname(person.nicknames.count)
    case .addWebAddress: .url(person.urls.count)
    case .addOrganization: .organization(person.organization.count)
    case .addTitle: .title
    case .addBirthday: .birthday
    case .addGivenName: .namePart(.given)
    case .addFamilyName: .namePart(.family)
    case .addMiddleName: .namePart(.additional)
    case .addNamePrefix: .namePart(.prefix)
    case .addNameSuffix: .namePart(.suffix)
    case .addCategories: .categories
    case .addNote: .note
    default: nil
    }
  }

  /// The fields of `person` the detail pane shows, in the order of its
  /// card (see ``PersonCard``): the formatted name (always, so that it can
  /// be set), the organization and title, each email, phone, web address
  /// and address, the birthday, the structured name's parts in reading
  /// order, the nicknames, the categories and the note. `adding`,
  /// a field the person does not have yet (being added with `a`), is among
  /// them in its place.
  ///
  /// - Complexity: O(*f*) for a person of *f* fields.
  static func fields(of person: Person, adding: PersonField? = nil) -> [PersonField] {
    func entries(_ count: Int, _ field: (Int) -> PersonField) -> [PersonField] {
      (0..<count).map(field) + (adding == field(count) ? [field(count)] : [])
    }
    func single(_ field: PersonField, _ value: some Collection) -> [PersonField] {
      value.isEmpty && adding != field ? [] : [field]
    }
    let nameParts: [PersonName.Part] = [.prefix, .given, .additional, .family, .suffix]
    return [.formattedName] + entries(person.organization.count, PersonField.organization) + single(.title, person.title)
      + entries(person.emails.count, PersonField.email) + entries(person.phones.count, PersonField.phone)
      + entries(person.urls.count, PersonField.url) + entries(person.addresses.count, PersonField.address)
      + single(.birthday, person.birthday) + nameParts.flatMap { single(.namePart($0), person.name[keyPath: $0.keyPath]) }
      + entries(person.nicknames.count, PersonField.nickname)
      + single(.categories, person.categories) + single(.note, person.note)
  }

  /// Where a field's value lives in a person: the one place each case is
  /// mapped, so that reading, writing and removing are written once per
  /// kind of place rather than once per field.
  private enum Slot {
    /// One text (`FN`, `TITLE`, `BDAY`, `NOTE`).
    case text(WritableKeyPath<Person, String>)
    /// A part of the structured name: editing it keeps a derived `FN` derived.
    case namePart(PersonName.Part)
    /// The entry at an index of a list of texts (nicknames, organization units).
    case entry(WritableKeyPath<Person, [String]>, Int)
    /// The entry at an index of a list of typed values (emails, phones, web addresses).
    case typed(WritableKeyPath<Person, [TypedValue]>, Int)
    /// The postal address at an index, shown on one line, edited by a form.
    case address(Int)
    /// A list of texts shown and typed as one, comma-separated (categories).
    case commaList(WritableKeyPath<Person, [String]>)
  }

  private var slot: Slot {
    switch self {
    case .formattedName: .text(\.formattedName)
    case .namePart(let part): .namePart(part)
    case .nickname(let i): .entry(\.nicknames, i)
    case .email(let i): .typed(\.emails, i)
    case .phone(let i): .typed(\.phones, i)
    case .address(let i): .address(i)
    case .url(let i): .typed(\.urls, i)
    case .organization(let i): .entry(\.organization, i)
    case .title: .text(\.title)
    case .birthday: .text(\.birthday)
    case .note: .text(\.note)
    case .categories: .commaList(\.categories)
    }
  }

  /// The field's name as a label (`Given name`) and as a noun for messages
  /// and undo descriptions (`given name`).
  private var names: (label: String, noun: String) {
    switch self {
    case .formattedName: ("Name", "name")
    case .namePart(.given): ("Given name", "given name")
    case .namePart(.family): ("Family name", "family name")
    case .namePart(.additional): ("Middle name", "middle name")
    case .namePart(.prefix): ("Prefix", "name prefix")
    case .namePart(.suffix): ("Suffix", "name suffix")
    case .nickname: ("Nickname", "nickname")
    case .email: ("Email", "email")
    case .phone: ("Phone", "phone")
    case .address: ("Address", "address")
    case .url: ("Web", "web address")
    case .organization(let i): (i == 0 ? "Organization" : "Unit", "organization")
    case .title: ("Title", "title")
    case .birthday: ("Birthday", "birthday")
    case .note: ("Note", "note")
    case .categories: ("Categories", "categories")
    }
  }

  /// The label shown before the value, with the types of a typed value in
  /// words (`Phone (mobile, preferred)`).
  func label(in person: Person) -> String {
    let words = typeWords(in: person)
    return words.isEmpty ? names.label : "\(names.label) (\(words.joined(separator: ", ")))"
  }

  /// The types of an email, phone, web address or postal address in words
  /// (see ``TypeWords``); none for other fields, or a slot that no longer
  /// exists.
  func typeWords(in person: Person) -> [String] {
    switch slot {
    case .typed(let list, let i):
      guard let value = person[keyPath: list][safe: i] else { return [] }
      // Web addresses show their types only: a preferred URL is not marked.
      return TypeWords.words(for: value.types, isPreferred: list != \Person.urls && value.isPreferred)
    case .address(let i):
      guard let address = person.addresses[safe: i] else { return [] }
      return TypeWords.words(for: address.types, isPreferred: address.isPreferred)
    default:
      return []
    }
  }

  /// A short noun for messages and undo descriptions ("email", "address").
  var noun: String { names.noun }

  /// The field's value as one line of text, or `nil` when the slot no
  /// longer exists in `person`.
  func text(in person: Person) -> String? {
    switch slot {
    case .text(let path): person[keyPath: path]
    case .namePart(let part): person.name[keyPath: part.keyPath]
    case .entry(let list, let i): person[keyPath: list][safe: i]
    case .typed(let list, let i): person[keyPath: list][safe: i]?.value
    case .address(let i): person.addresses[safe: i]?.singleLine
    case .commaList(let list): person[keyPath: list].joined(separator: ", ")
    }
  }

  /// Stores `text` in the field, appending a new entry when the slot is the
  /// one just past the end of its list (how `a` adds a field). Blank text
  /// for a new entry adds nothing, and removes an existing list entry (an
  /// empty email or phone is no email or phone). Addresses are written by
  /// their form, not here.
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
    switch slot {
    case .text(let path): person[keyPath: path] = text
    case .namePart(let part): person.editName { $0[keyPath: part.keyPath] = text }
    case .entry(let list, let i): put(&person[keyPath: list], i, { "" }) { $0 = text }
    case .typed(let list, let i): put(&person[keyPath: list], i, { TypedValue(value: "") }) { $0.value = text }
    case .address: break
    case .commaList(let list):
      person[keyPath: list] = text.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }
  }

  /// Removes the field from `person`: list entries are deleted, single
  /// values emptied. The formatted name is only emptied: the display name
  /// then falls back to the structured name, organization or email.
  func remove(from person: inout Person) {
    func drop<T>(_ list: inout [T], _ i: Int) {
      if list.indices.contains(i) { list.remove(at: i) }
    }
    switch slot {
    case .entry(let list, let i): drop(&person[keyPath: list], i)
    case .typed(let list, let i): drop(&person[keyPath: list], i)
    case .address(let i): drop(&person.addresses, i)
    case .commaList(let list): person[keyPath: list] = []
    case .text, .namePart: set("", in: &person)
    }
  }
}

extension PostalAddress {
  /// The address on one line: its lines as its country writes them (see
  /// ``PostalAddress/labelLines``), separated by commas.
  var singleLine: String {
    labelLines.joined(separator: ", ")
  }
}
