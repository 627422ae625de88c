import VCard

extension Person {
  /// The person a card describes.
  ///
  /// Every modelled property is read into its field: `FN`, `N`, `NICKNAME`
  /// and `CATEGORIES` (all of them, comma lists split), `EMAIL`, `TEL`,
  /// `URL`, `ADR` (any number), `ORG`, `TITLE`, `BDAY`, `NOTE`, `UID`.
  /// Types are lower-cased and `pref` becomes ``TypedValue/isPreferred``;
  /// groups and other parameters are kept in ``PropertyExtras`` (or
  /// ``fieldExtras``). Every other property, any repeat of a single-valued
  /// one, and any line the parser could not read
  /// (``VCardProperty/isUnreadableLine``) is kept verbatim in
  /// ``otherProperties``, in card order. `N` and `ADR` are read by the card's
  /// version (a vCard 2.1 comma is text), as `StructuredComponents` says.
  /// Nothing of the card is lost: `Person(card: person.vCard())` equals
  /// `person` for a person read from a card.
  ///
  /// A card without `FN` (or with an empty one) gets the ``displayName``
  /// derived from its name, organization, email or phone as its formatted
  /// name. A card without `UID` (or with an empty one) gets a generated
  /// UUID: a card read from a file is given it with its bytes (see
  /// ``init(card:source:)``); this one, made by a program, gets that of
  /// the bytes refbook writes of it, which reading them back gives again.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the card.
  public init(card: Card) {
    self.init(card: card, idWithoutUID: GeneratedID.uuid(for: card))
  }

  /// The person of `card`, read from the bytes `source`: as
  /// ``init(card:)``, but a card without `UID` gets the UUID generated
  /// from `source` (its first repeat: of several cards of a file with the
  /// same bytes, the reader of the file tells the others apart, see
  /// ``StoredPerson/persons(fromVCard:parts:deferring:)``), so reading the
  /// same bytes twice gives the same id, wherever they stand in their file.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the card.
  public init(card: Card, source: ArraySlice<UInt8>) {
    self.init(card: card, idWithoutUID: GeneratedID.uuid(of: source))
  }

  /// The person of `card`, whose id is `idWithoutUID` when the card has no
  /// `UID` (or an empty one).
  ///
  /// - Complexity: O(*n*), where *n* is the size of the card, plus
  ///   `idWithoutUID` when it is needed.
  init(card: Card, idWithoutUID: @autoclosure () -> Person.ID) {
    var reader = CardReading(version: card.version)
    for property in card.properties where !reader.read(property) {
      reader.person.otherProperties.append(property)
    }
    self = reader.person
    completeIdentity(idWithoutUID: idWithoutUID())
  }

  /// Gives the person, read from a card, the formatted name its other
  /// fields compose (its ``displayName``) when its own is blank, and the id
  /// `idWithoutUID` when it has none.
  ///
  /// - Complexity: O(*n*) in the size of its name fields, plus
  ///   `idWithoutUID` when it is needed.
  mutating func completeIdentity(idWithoutUID: @autoclosure () -> Person.ID) {
    if formattedName.isBlank { formattedName = displayName }
    if id.isEmpty { id = idWithoutUID() }
  }
}

extension Card {
  /// Whether the card's first `UID` has a value: else its person's id is
  /// generated (see ``Person/init(card:source:)``).
  ///
  /// - Complexity: O(*p*) in the number of its properties.
  public var hasUID: Bool {
    properties.first { $0.name == "UID" }.map { !VCardValue.unescape($0.value).isEmpty } ?? false
  }
}

/// A person being read from a card, and which of its fields are taken.
private struct CardReading {
  /// The fields read so far, as bits of ``field(_:)``.
  private var readFields: UInt16 = 0

  var person = Person(id: "")
  /// The card's `VERSION`, which says what a comma in `N` and `ADR` is.
  let version: String?

  init(version: String?) {
    self.version = version
  }

  /// Reads one property into its field; `false` when it is not modelled, or
  /// cannot be merged without loss, and must be kept verbatim.
  mutating func read(_ property: VCardProperty) -> Bool {
    switch property.name {
    case "EMAIL": person.emails.append(TypedValue(reading: property))
    case "TEL": person.phones.append(TypedValue(reading: property))
    case "URL": person.urls.append(TypedValue(reading: property))
    case "ADR": person.addresses.append(PostalAddress(reading: property, version: version))
    case "NICKNAME", "CATEGORIES": return readList(property)
    case "FN", "N", "ORG", "TITLE", "BDAY", "NOTE", "UID": return readSingle(property)
    default: return false
    }
    return true
  }

  /// Merges a list property's items. A later one whose group or parameters
  /// differ from the first one's is kept verbatim instead, so none is lost.
  private mutating func readList(_ property: VCardProperty) -> Bool {
    let extras = PropertyExtras(group: property.group, parameters: property.parameters)
    if readFields & Self.field(property.name) != 0 {
      guard extras == person.fieldExtras[property.name, default: PropertyExtras()] else { return false }
    } else {
      take(property.name, extras: extras)
    }
    let items = VCardValue.listItems(property.value).filter { !$0.isEmpty }
    if property.name == "NICKNAME" { person.nicknames += items } else { person.categories += items }
    return true
  }

  private mutating func readSingle(_ property: VCardProperty) -> Bool {
    guard readFields & Self.field(property.name) == 0 else { return false }
    var extras = PropertyExtras(group: property.group, parameters: property.parameters)
    switch property.name {
    case "N":
      let components = StructuredComponents(reading: property.value, count: 5, version: version, escapingCommas: false)
      let parts = components.values
      person.name = PersonName(
        family: parts[0], given: parts[1], additional: parts[2], prefix: parts[3], suffix: parts[4])
      extras.keptComponents = components.kept
      extras.extraComponents = components.extra
    case "ORG":
      person.organization = VCardValue.components(property.value)
    case "FN": person.formattedName = VCardValue.unescape(property.value)
    case "TITLE": person.title = VCardValue.unescape(property.value)
    case "BDAY": person.birthday = VCardValue.unescape(property.value)
    case "NOTE": person.note = VCardValue.unescape(property.value)
    default: person.id = VCardValue.unescape(property.value)
    }
    take(property.name, extras: extras)
    return true
  }

  /// The bit of a field the model holds once per person (a list is merged
  /// into one field); 0 for any other property.
  private static func field(_ name: String) -> UInt16 {
    switch name {
    case "FN": 1 << 0
    case "N": 1 << 1
    case "ORG": 1 << 2
    case "TITLE": 1 << 3
    case "BDAY": 1 << 4
    case "NOTE": 1 << 5
    case "UID": 1 << 6
    case "NICKNAME": 1 << 7
    case "CATEGORIES": 1 << 8
    default: 0
    }
  }

  private mutating func take(_ field: String, extras: PropertyExtras) {
    readFields |= Self.field(field)
    if !extras.isEmpty { person.fieldExtras[field] = extras }
  }
}
