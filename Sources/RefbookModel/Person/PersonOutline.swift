/// The fields of a person that a list shows, sorts, filters and finds
/// duplicates by, without the rest: what a book decodes of each person it
/// leaves in its card (see ``StoredPerson/outline``), read from the vCard
/// properties ``Person/outlineProperties``.
///
/// ```swift
/// let outline = book.outline(id: id)!
/// outline.displayName   // "Zoë Martin"
/// outline.note          // does not compile: the outline holds no note
/// ```
public struct PersonOutline: OutlineFields, Hashable {
  public var id: Person.ID
  public var formattedName: String
  public var name: PersonName
  public var nicknames: [String]
  public var emails: [TypedValue]
  public var phones: [TypedValue]
  public var organization: [String]
  public var categories: [String]
  public var mergedIDs: [Person.ID]

  public init(
    id: Person.ID,
    formattedName: String = "",
    name: PersonName = PersonName(),
    nicknames: [String] = [],
    emails: [TypedValue] = [],
    phones: [TypedValue] = [],
    organization: [String] = [],
    categories: [String] = [],
    mergedIDs: [Person.ID] = []
  ) {
    self.id = id
    self.formattedName = formattedName
    self.name = name
    self.nicknames = nicknames
    self.emails = emails
    self.phones = phones
    self.organization = organization
    self.categories = categories
    self.mergedIDs = mergedIDs
  }
}
