#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import VCard

/// A person being entered: whatever is known so far, none of it required,
/// turned into a ``Person`` by ``completed()`` only once it is valid.
///
/// The add form edits a draft; abandoning the form drops it, and nothing
/// reaches the book until completion succeeds. Blank entries (an email row
/// left empty) are ignored, and text is trimmed on completion.
public struct PersonDraft: Equatable, Sendable {
  /// The id to keep; `nil` for a new person, which gets a fresh UUID.
  public var id: Person.ID?
  public var formattedName: String?
  public var givenName: String?
  public var familyName: String?
  public var additionalNames: String?
  public var namePrefix: String?
  public var nameSuffix: String?
  public var nicknames: [String]
  public var emails: [TypedValue]
  public var phones: [TypedValue]
  public var addresses: [PostalAddress]
  public var organization: String?
  public var title: String?
  public var birthday: String?
  public var urls: [TypedValue]
  public var note: String?
  public var categories: [String]
  /// Properties of an edited person that the draft does not model, kept.
  public var otherProperties: [VCardProperty]

  /// An empty draft.
  public init() {
    nicknames = []
    emails = []
    phones = []
    addresses = []
    urls = []
    categories = []
    otherProperties = []
  }

  /// A draft holding everything `person` has, to edit and complete again.
  /// Organization units beyond the first are not kept.
  public init(_ person: Person) {
    self.init()
    id = person.id
    formattedName = person.formattedName
    givenName = person.name.given
    familyName = person.name.family
    additionalNames = person.name.additional
    namePrefix = person.name.prefix
    nameSuffix = person.name.suffix
    nicknames = person.nicknames
    emails = person.emails
    phones = person.phones
    addresses = person.addresses
    organization = person.organization.first
    title = person.title
    birthday = person.birthday
    urls = person.urls
    note = person.note
    categories = person.categories
    otherProperties = person.otherProperties
  }

  /// Every reason the draft cannot be completed yet, in form order; empty
  /// when ``completed()`` would succeed.
  public var problems: [ValidationError] {
    var problems: [ValidationError] = []
    if id.map({ Person.nonBlank($0) == nil }) == true { problems.append(.blankID) }
    let hasName = [formattedName, givenName, familyName, additionalNames].contains { $0.flatMap(Person.nonBlank) != nil }
    let hasOrganization = organization.flatMap(Person.nonBlank) != nil
    let emails = filledEmails
    if !hasName && !hasOrganization && emails.isEmpty { problems.append(.needsNameOrganizationOrEmail) }
    problems += emails.filter { !PersonDraft.looksLikeEmail($0.value) }.map { .invalidEmail($0.value) }
    return problems
  }

  /// The person this draft describes: text trimmed, blank entries dropped,
  /// an id generated when the draft has none, and the formatted name made
  /// from the structured name when it is empty.
  ///
  /// - Throws: The first of ``problems``.
  public func completed() throws(ValidationError) -> Person {
    if let problem = problems.first { throw problem }
    let name = PersonName(
      family: trimmed(familyName), given: trimmed(givenName), additional: trimmed(additionalNames),
      prefix: trimmed(namePrefix), suffix: trimmed(nameSuffix))
    let formatted = Person.nonBlank(formattedName ?? "") ?? name.composed
    return Person(
      id: id.flatMap(Person.nonBlank) ?? "urn:uuid:" + UUID().uuidString.lowercased(),
      formattedName: formatted,
      name: name,
      nicknames: nicknames.compactMap(Person.nonBlank),
      emails: filledEmails,
      phones: PersonDraft.filled(phones),
      addresses: addresses.filter { $0.withoutTypes != PostalAddress() },
      organization: Person.nonBlank(organization ?? "").map { [$0] } ?? [],
      title: trimmed(title),
      birthday: trimmed(birthday),
      urls: PersonDraft.filled(urls),
      note: note ?? "",
      categories: categories.compactMap(Person.nonBlank),
      otherProperties: otherProperties)
  }

  private var filledEmails: [TypedValue] { PersonDraft.filled(emails) }

  private func trimmed(_ text: String?) -> String {
    text.flatMap(Person.nonBlank) ?? ""
  }

  /// `values` without blank entries, each value trimmed.
  private static func filled(_ values: [TypedValue]) -> [TypedValue] {
    values.compactMap { value in
      Person.nonBlank(value.value).map { var kept = value; kept.value = $0; return kept }
    }
  }

  /// One `@` with text on both sides and no white space: lenient on purpose,
  /// to catch slips without refusing unusual but real addresses.
  private static func looksLikeEmail(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    return parts.count == 2 && parts.allSatisfy { !$0.isEmpty } && !text.contains(where: \.isWhitespace)
  }
}

extension PostalAddress {
  /// The address with its types and extras cleared: equal to an empty
  /// address when no component was filled in.
  fileprivate var withoutTypes: PostalAddress {
    PostalAddress(poBox: poBox, extended: extended, street: street, locality: locality,
                  region: region, postalCode: postalCode, country: country)
  }
}
