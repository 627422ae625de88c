/// The fields of a person that its outline holds — its id, names,
/// nicknames, organization, emails, phones, categories, and the UIDs merged
/// into it — as a whole ``Person`` and a ``PersonOutline`` both hold them.
///
/// What is read from these fields alone (``displayName``, a ``SortKey``, a
/// person's duplicate keys) is written once, for either; code that takes
/// a `PersonOutline`, or is generic over this protocol, cannot read a field
/// an outline does not hold.
public protocol OutlineFields: Sendable {
  /// The vCard `UID`.
  var id: Person.ID { get }
  /// The formatted name (`FN`).
  var formattedName: String { get }
  /// The structured name (`N`).
  var name: PersonName { get }
  var nicknames: [String] { get }
  var emails: [TypedValue] { get }
  var phones: [TypedValue] { get }
  /// `ORG` components: the organization first, then its units.
  var organization: [String] { get }
  var categories: [String] { get }
  /// The UIDs of the persons merged into this one, in the order recorded
  /// (see ``Person/mergedIDProperty``).
  var mergedIDs: [Person.ID] { get }
}
