/// The plain values of a person's outline, as ``OutlineArchive`` writes and
/// reads them: the id, the formatted name, the name's parts, the nicknames,
/// the organization, the categories, and each email's and phone's value,
/// types and preference.
struct OutlineRecord {
  var id: String
  var formattedName: String
  var name: [String]
  var nicknames: [String]
  var organization: [String]
  var categories: [String]
  var emails: [TypedValue]
  var phones: [TypedValue]

  /// The record of `person`'s outline; `nil` when a value it holds has
  /// kept parameters or a group, which a record leaves out.
  init?(_ person: StoredPerson) {
    let outline = person.outline
    guard (outline.emails + outline.phones).allSatisfy({ $0.extra == PropertyExtras() }) else { return nil }
    id = outline.id
    formattedName = outline.formattedName
    let name = outline.name
    self.name = [name.family, name.given, name.additional, name.prefix, name.suffix]
    nicknames = outline.nicknames
    organization = outline.organization
    categories = outline.categories
    emails = outline.emails
    phones = outline.phones
  }

  /// The outline the record holds (no merged UIDs).
  var outline: PersonOutline {
    PersonOutline(
      id: id, formattedName: formattedName,
      name: PersonName(family: name[0], given: name[1], additional: name[2], prefix: name[3], suffix: name[4]),
      nicknames: nicknames, emails: emails, phones: phones, organization: organization, categories: categories)
  }

  func write(to writer: inout ArchiveWriter) {
    for text in [id, formattedName] + name { writer.append(text) }
    for list in [nicknames, organization, categories] { writer.append(list) }
    for values in [emails, phones] {
      writer.append(count: values.count)
      for value in values {
        writer.append(value.value)
        writer.append(value.types)
        writer.append(count: value.isPreferred ? 1 : 0)
      }
    }
  }

  /// The record `reader` is at, read past; `nil` when the bytes end first.
  init?(reading reader: inout ArchiveReader) {
    guard let id = reader.string(), let formattedName = reader.string(), let name = reader.strings(count: 5),
      let nicknames = reader.strings(), let organization = reader.strings(), let categories = reader.strings(),
      let emails = Self.values(&reader), let phones = Self.values(&reader)
    else { return nil }
    (self.id, self.formattedName, self.name) = (id, formattedName, name)
    (self.nicknames, self.organization, self.categories) = (nicknames, organization, categories)
    (self.emails, self.phones) = (emails, phones)
  }

  /// The id of the record `reader` is at, found whole without making
  /// anything but the id, and read past to the byte ``init(reading:)``
  /// reads to; `nil` where ``init(reading:)`` gives `nil`.
  ///
  /// - Complexity: O(*f*) in the number of the record's fields.
  static func extent(reading reader: inout ArchiveReader) -> Person.ID? {
    guard let id = reader.string(), reader.skipStrings(count: 6) else { return nil }
    for _ in 0..<3 {
      guard reader.skipStrings() else { return nil }
    }
    for _ in 0..<2 {
      guard let count = valueCount(&reader) else { return nil }
      for _ in 0..<count {
        guard reader.skipStrings(count: 1), reader.skipStrings(), let preferred = reader.count(), preferred <= 1 else { return nil }
      }
    }
    return id
  }

  /// The count of a list of emails or phones, `nil` when the bytes left
  /// cannot hold that many (each takes at least three).
  private static func valueCount(_ reader: inout ArchiveReader) -> Int? {
    reader.count().flatMap { $0 <= reader.remaining / 3 ? $0 : nil }
  }

  /// The categories of the record `record` holds, read without the rest.
  ///
  /// - Precondition: ``extent(reading:)`` read `record` whole.
  /// - Complexity: O(*c*) in the size of the categories.
  static func categories(at record: ArraySlice<UInt8>) -> [String] {
    var reader = ArchiveReader(record)
    _ = reader.skipStrings(count: 7) && reader.skipStrings() && reader.skipStrings()
    return reader.strings()!
  }

  /// The outline of the record `record` holds.
  ///
  /// - Precondition: ``extent(reading:)`` read `record` whole.
  /// - Complexity: O(*m*) in the size of the record.
  static func outline(at record: ArraySlice<UInt8>) -> PersonOutline {
    var reader = ArchiveReader(record)
    return OutlineRecord(reading: &reader)!.outline
  }

  private static func values(_ reader: inout ArchiveReader) -> [TypedValue]? {
    guard let count = valueCount(&reader) else { return nil }
    var values: [TypedValue] = []
    values.reserveCapacity(count)
    for _ in 0..<count {
      guard let value = reader.string(), let types = reader.strings(), let preferred = reader.count(), preferred <= 1 else { return nil }
      values.append(TypedValue(value: value, types: TypedParameters.shared(types), isPreferred: preferred == 1))
    }
    return values
  }
}
