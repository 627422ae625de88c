import VCard

/// One contact: every field refbook lets a user see and edit, plus every vCard
/// property it does not model, kept verbatim so that saving never loses data.
///
/// A value type: copying a `Person` is an independent snapshot, and two
/// persons are equal when every field (including the kept properties) is.
public struct Person: Identifiable, Hashable, Sendable {
  /// The vCard `UID`. Stable for the life of the contact; generated when a
  /// card has none, and written back.
  public var id: String
  /// The formatted name (`FN`) as the user wants it shown.
  public var formattedName: String
  /// The structured name (`N`).
  public var name: PersonName
  public var nicknames: [String]
  public var emails: [TypedValue]
  public var phones: [TypedValue]
  public var addresses: [PostalAddress]
  /// `ORG` components: the organization first, then its units.
  public var organization: [String]
  public var title: String
  /// `BDAY` as written in the card (`1985-04-12`, `--0412`, `19850412`):
  /// dates in vCard are too varied to round-trip through a date type.
  public var birthday: String
  public var urls: [TypedValue]
  public var note: String
  public var categories: [String]
  /// Every property of the card that is not one of the fields above
  /// (`PHOTO`, `X-…`, `item1.X-ABLABEL`, `REV`, …), in card order, verbatim.
  public var otherProperties: [VCardProperty]
  /// The group and parameters of the single-valued fields above, keyed by
  /// their vCard name (`FN`, `N`, `NICKNAME`, `ORG`, `TITLE`, `BDAY`, `NOTE`,
  /// `CATEGORIES`, `UID`): `NOTE;LANGUAGE=de`, `BDAY;VALUE=text` are written
  /// back as they came. Empty for most persons.
  public var fieldExtras: [String: PropertyExtras]

  public init(
    id: String,
    formattedName: String = "",
    name: PersonName = PersonName(),
    nicknames: [String] = [],
    emails: [TypedValue] = [],
    phones: [TypedValue] = [],
    addresses: [PostalAddress] = [],
    organization: [String] = [],
    title: String = "",
    birthday: String = "",
    urls: [TypedValue] = [],
    note: String = "",
    categories: [String] = [],
    otherProperties: [VCardProperty] = [],
    fieldExtras: [String: PropertyExtras] = [:]
  ) {
    self.id = id
    self.formattedName = formattedName
    self.name = name
    self.nicknames = nicknames
    self.emails = emails
    self.phones = phones
    self.addresses = addresses
    self.organization = organization
    self.title = title
    self.birthday = birthday
    self.urls = urls
    self.note = note
    self.categories = categories
    self.otherProperties = otherProperties
    self.fieldExtras = fieldExtras
  }
}

/// The structured name of a person (vCard `N`). A component holding several
/// values (vCard 4.0 allows it) keeps them comma-separated, as written.
public struct PersonName: Hashable, Sendable {
  public var family: String
  public var given: String
  public var additional: String
  public var prefix: String
  public var suffix: String

  public init(family: String = "", given: String = "", additional: String = "", prefix: String = "", suffix: String = "") {
    self.family = family
    self.given = given
    self.additional = additional
    self.prefix = prefix
    self.suffix = suffix
  }
}

/// An email, phone or URL with its types (`home`, `work`, `cell`, …).
public struct TypedValue: Hashable, Sendable {
  public var value: String
  /// Lower-cased type names, in card order, without `pref`.
  public var types: [String]
  /// Whether the card marked this value preferred (`TYPE=pref` or `PREF=n`).
  public var isPreferred: Bool
  /// What the card said about this value that the fields above do not hold
  /// (its group, other parameters, an Apple `X-ABLabel`), kept for writing back.
  public var extra: PropertyExtras

  public init(value: String, types: [String] = [], isPreferred: Bool = false, extra: PropertyExtras = PropertyExtras()) {
    self.value = value
    self.types = types
    self.isPreferred = isPreferred
    self.extra = extra
  }
}

/// A postal address (vCard `ADR`).
public struct PostalAddress: Hashable, Sendable {
  public var poBox: String
  public var extended: String
  public var street: String
  public var locality: String
  public var region: String
  public var postalCode: String
  public var country: String
  public var types: [String]
  public var isPreferred: Bool
  public var extra: PropertyExtras

  public init(
    poBox: String = "", extended: String = "", street: String = "", locality: String = "",
    region: String = "", postalCode: String = "", country: String = "",
    types: [String] = [], isPreferred: Bool = false, extra: PropertyExtras = PropertyExtras()
  ) {
    self.poBox = poBox
    self.extended = extended
    self.street = street
    self.locality = locality
    self.region = region
    self.postalCode = postalCode
    self.country = country
    self.types = types
    self.isPreferred = isPreferred
    self.extra = extra
  }
}

/// The parts of a typed property that refbook keeps without modelling them.
///
/// Most properties have none: then it holds no more than a pointer's width,
/// so the emails and phones of a large book stay small. What there is lies
/// in a shared, unchanging box, replaced on each change.
public struct PropertyExtras: Hashable, Sendable {
  /// The property's group (`item1`), if any.
  public var group: String? {
    get { values.group }
    set { values.group = newValue }
  }
  /// Parameters other than `TYPE` and `PREF`, verbatim.
  public var parameters: [VCardParameter] {
    get { values.parameters }
    set { values.parameters = newValue }
  }
  /// Raw components after the ones the model holds (a vCard `N` or `ADR`
  /// with more components than RFC 6350 defines), written back after them.
  public var extraComponents: [String] {
    get { values.extraComponents }
    set { values.extraComponents = newValue }
  }
  /// The model's components of `N` or `ADR` as the card wrote them, when they
  /// hold a comma that is text rather than a separator (`Richter\, James`);
  /// each is written back while its value is unchanged. Empty for most.
  public var keptComponents: [String] {
    get { values.keptComponents }
    set { values.keptComponents = newValue }
  }
  /// The URI scheme a phone number was written with (`tel` for vCard 4.0's
  /// `tel:+1-555-0100`), as written; the value holds the number without it,
  /// and the scheme is written back.
  public var uriScheme: String? {
    get { values.uriScheme }
    set { values.uriScheme = newValue }
  }

  private struct Values: Hashable, Sendable {
    var group: String?
    var parameters: [VCardParameter] = []
    var extraComponents: [String] = []
    var keptComponents: [String] = []
    var uriScheme: String?

    var isEmpty: Bool {
      group == nil && parameters.isEmpty && extraComponents.isEmpty && keptComponents.isEmpty && uriScheme == nil
    }
  }

  private final class Box: Sendable {
    let values: Values
    init(_ values: Values) { self.values = values }
  }

  /// `nil` when there is nothing to keep.
  private var box: Box?

  private var values: Values {
    get { box?.values ?? Values() }
    set { box = newValue.isEmpty ? nil : Box(newValue) }
  }

  public init(
    group: String? = nil, parameters: [VCardParameter] = [],
    extraComponents: [String] = [], keptComponents: [String] = [], uriScheme: String? = nil
  ) {
    values = Values(
      group: group, parameters: parameters, extraComponents: extraComponents, keptComponents: keptComponents,
      uriScheme: uriScheme)
  }

  /// Whether there is nothing to keep.
  public var isEmpty: Bool { box == nil }

  public static func == (lhs: PropertyExtras, rhs: PropertyExtras) -> Bool {
    lhs.box === rhs.box || lhs.values == rhs.values
  }

  public func hash(into hasher: inout Hasher) {
    values.hash(into: &hasher)
  }
}
