import RefbookModel

/// What the detail pane shows of a person, before it is fitted to a width:
/// the name as a title, then groups of entries, like a printed card.
///
/// The groups come in the order of ``Group``; each field of
/// ``PersonField/fields(of:adding:)`` has an entry, in that order, so that
/// moving from entry to entry follows the fields, and each property the
/// card keeps verbatim has a read-only one (see `PersonCard+Kept`).
struct PersonCard {
  /// A group of entries, in the order the card shows them.
  enum Group: CaseIterable {
    /// The display name: the formatted name's entry, shown as the title.
    case title
    /// The organization, its units and the title, on a line under the name.
    case header
    /// Emails, phones, web addresses, and the instant-messaging addresses
    /// the card keeps.
    case reach
    case addresses
    /// The birthday, and the anniversaries the card keeps.
    case dates
    /// The structured name's parts, the nicknames.
    case names
    case categories
    case note
    /// Every other property the card keeps verbatim, dimmed.
    case kept

    /// The short heading over the group; none over the title and the
    /// header.
    var heading: String? {
      switch self {
      case .title, .header: nil
      case .reach: "Reach"
      case .addresses: "Addresses"
      case .dates: "Dates"
      case .names: "Names"
      case .categories: "Categories"
      case .note: "Note"
      case .kept: "Other"
      }
    }
  }

  /// The groups that have entries, in order.
  let groups: [(group: Group, entries: [CardEntry])]

  /// The card of `person`, with `editing` (a field being edited or added,
  /// which the person may not have yet) as an entry of one empty line for
  /// the editor; ages and years are counted to `today`.
  ///
  /// - Complexity: O(*f* + *k*) for *f* fields and *k* kept properties,
  ///   plus the length of each value the card shows (a kept photo's data is
  ///   counted, not copied).
  init(of person: Person, editing: PersonField? = nil, today: CalendarDate) {
    var entries: [Group: [CardEntry]] = [:]
    for field in PersonField.fields(of: person, adding: editing) {
      let lines = field == editing ? [""] : Self.lines(of: field, in: person, today: today)
      entries[field.group, default: []].append(
        CardEntry(item: .field(field), label: field.group.heading == nil ? "" : field.cardLabel(in: person), lines: lines))
    }
    for (index, property) in person.otherProperties.enumerated() {
      let kept = KeptEntry(property, today: today)
      entries[kept.group, default: []].append(
        CardEntry(item: .kept(index), label: kept.label, lines: [Substring(kept.text)], isDimmed: kept.group == .kept))
    }
    groups = Group.allCases.compactMap { group in entries[group].map { (group, $0) } }
  }

  /// The items of the entries, in order: what moving from entry to entry
  /// goes through.
  var items: [CardItem] {
    groups.flatMap { $0.entries.map(\.item) }
  }

  /// Past this many line breaks a note's lines are no longer told apart:
  /// the rest is one more line, shown as far as the pane shows anything.
  private static let noteLines = 200

  /// The value of `field` as the card writes it, a line per string: the
  /// display name for the formatted name (it is the title), an address as
  /// its country writes it, a birthday in words with the age, a note by its
  /// lines, any other value on one line.
  private static func lines(of field: PersonField, in person: Person, today: CalendarDate) -> [Substring] {
    switch field {
    case .formattedName:
      return [Substring(person.shownName)]
    case .address(let index):
      let lines = person.addresses[safe: index]?.labelLines ?? []
      return lines.isEmpty ? [""] : lines.map { Substring($0) }
    case .birthday:
      return [Substring(CardDate.birthday(person.birthday, today: today))]
    case .note:
      return person.note.split(maxSplits: noteLines, omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    default:
      return [Substring(field.text(in: person) ?? "")]
    }
  }
}

/// What an entry of the card is, so that it can be highlighted: a field of
/// the person, which can be edited, or a property the card keeps verbatim
/// (its position in ``Person/otherProperties``), which is read-only.
enum CardItem: Hashable {
  case field(PersonField)
  case kept(Int)

  /// The field, for an entry that is one.
  var field: PersonField? {
    if case .field(let field) = self { field } else { nil }
  }
}

/// One entry of a card: what it is, the words in its label column, and its
/// value by lines, each wrapped to the pane's width when laid out.
struct CardEntry {
  let item: CardItem
  /// The types in words, or what the value is (`home · preferred`,
  /// `email`); empty for none: the value then starts where labels do.
  let label: String
  /// The value, a line per string (an address's lines, a note's).
  let lines: [Substring]
  /// Whether the entry is drawn dimmed (a property kept verbatim).
  var isDimmed = false
}

extension PersonField {
  /// The group of the card the field is in.
  var group: PersonCard.Group {
    switch self {
    case .formattedName: .title
    case .organization, .title: .header
    case .email, .phone, .url: .reach
    case .address: .addresses
    case .birthday: .dates
    case .namePart, .nickname: .names
    case .categories: .categories
    case .note: .note
    }
  }

  /// The words in the field's label column: its types in words
  /// (`home · preferred`), else what it is (`email`, `given name`); none
  /// for the categories and the note, whose groups' headings say it.
  func cardLabel(in person: Person) -> String {
    switch self {
    case .categories, .note: return ""
    default:
      let words = typeWords(in: person)
      return words.isEmpty ? noun : words.joined(separator: " · ")
    }
  }
}
