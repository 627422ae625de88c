import VCard

/// The fields of a person read from a plain card's lines in one pass (see
/// ``PlainCardReader``), as the mapping (``Person/init(card:source:)``)
/// reads them, without a ``Card`` made of the card. It reads only what maps
/// to a field without the field's extras — `FN`, `N` (five plain
/// components), `ORG`, `UID`, `TITLE`, `NOTE`, `NICKNAME` and
/// `CATEGORIES` each without group or parameters, once each but for the
/// lists; `EMAIL`, `TEL` and `URL` lines whose parameters are all `TYPE` or
/// `PREF=1`, and not a `tel:` URI; `ADR` lines — and
/// says `false` of any other line, which leaves the card to the parser.
struct PlainFields {
  private let version: String
  private(set) var person = Person(id: "")
  /// The single fields read, as bits.
  private var taken: UInt8 = 0

  init(version: String) {
    self.version = version
  }

  /// Reads `line` into its field; `false` when it is not read this way.
  mutating func read(_ line: PlainLine) -> Bool {
    if line.isNamed("EMAIL") {
      guard let value = typedValue(of: line) else { return false }
      person.emails.append(value)
    } else if line.isNamed("TEL") {
      guard let value = typedValue(of: line) else { return false }
      person.phones.append(value)
    } else if line.isNamed("URL") {
      guard let value = typedValue(of: line) else { return false }
      person.urls.append(value)
    } else if line.isNamed("ADR") {
      guard let property = property(of: line, named: "ADR") else { return false }
      person.addresses.append(PostalAddress(reading: property, version: version))
    } else {
      return !line.hasGroupOrParameters && readPlainValue(of: line)
    }
    return true
  }

  /// Reads a line of a single or list field that has only a name and a
  /// value; `false` for another line, or a single field read before.
  private mutating func readPlainValue(of line: PlainLine) -> Bool {
    if line.isNamed("NICKNAME") {
      person.nicknames += VCardValue.listItems(line.value).filter { !$0.isEmpty }
    } else if line.isNamed("CATEGORIES") {
      person.categories += VCardValue.listItems(line.value).filter { !$0.isEmpty }
    } else if line.isNamed("FN"), take(1) {
      person.formattedName = VCardValue.unescape(line.value)
    } else if line.isNamed("UID"), take(2) {
      person.id = VCardValue.unescape(line.value)
    } else if line.isNamed("ORG"), take(4) {
      person.organization = VCardValue.components(line.value)
    } else if line.isNamed("TITLE"), take(16) {
      person.title = VCardValue.unescape(line.value)
    } else if line.isNamed("NOTE"), take(32) {
      person.note = VCardValue.unescape(line.value)
    } else if line.isNamed("N"), take(8) {
      let components = StructuredComponents(reading: line.value, count: 5, version: version, escapingCommas: false)
      guard components.kept.isEmpty, components.extra.isEmpty else { return false }
      let parts = components.values
      person.name = PersonName(family: parts[0], given: parts[1], additional: parts[2], prefix: parts[3], suffix: parts[4])
    } else {
      // A second single field, or a property kept verbatim.
      return false
    }
    return true
  }

  /// The value of a typed line (`EMAIL`, `TEL`, `URL`) whose parameters
  /// are all `TYPE` or `PREF=1`, as ``TypedValue/init(reading:)`` reads it;
  /// `nil` for another line, or a `tel:` URI (whose scheme a value's extras
  /// keep).
  private func typedValue(of line: PlainLine) -> TypedValue? {
    var types = TypedParameters.TypeList()
    guard line.forEachParameter({ name, values in
      switch name {
      case "TYPE": types.add(values)
      case "PREF" where values == ["1"]: types.isPreferred = true
      default: return false
      }
      return true
    }) else { return nil }
    let raw = line.value
    guard !raw.utf8.starts(with: "tel:".utf8, by: { $0 | 0x20 == $1 }) else { return nil }
    return TypedValue(
      value: VCardValue.unescape(raw), types: TypedParameters.shared(types.types), isPreferred: types.isPreferred,
      extra: PropertyExtras(group: line.group, parameters: []))
  }

  /// The property the parser reads of a line named `name` (upper-case);
  /// `nil` when it has a parameter the parser reads otherwise (see
  /// ``PlainLine/forEachParameter(_:)``).
  private func property(of line: PlainLine, named name: String) -> VCardProperty? {
    var parameters: [VCardParameter] = []
    guard line.forEachParameter({ name, values in
      parameters.append(VCardParameter(name: name, values: values))
      return true
    }) else { return nil }
    return VCardProperty(group: line.group, name: name, parameters: parameters, value: line.value)
  }

  /// Marks the single field `bit` read; `false` when it was read already.
  private mutating func take(_ bit: UInt8) -> Bool {
    defer { taken |= bit }
    return taken & bit == 0
  }

  /// The person read, given the formatted name and id the mapping gives a
  /// card without them (see ``Person/completeIdentity(idWithoutUID:)``),
  /// and whether the card had a `UID`.
  func finished(idWithoutUID: @autoclosure () -> Person.ID) -> (person: Person, hasUID: Bool) {
    var person = person
    let hasUID = !person.id.isEmpty
    person.completeIdentity(idWithoutUID: idWithoutUID())
    return (person, hasUID)
  }
}

/// A reader of plain cards that hands each line to its ``PlainFields``, and
/// makes what it gives of them at the card's end.
protocol PlainFieldsReader: PlainCardReader {
  var fields: PlainFields { get set }
  init(fields: PlainFields)
}

extension PlainFieldsReader {
  init(version: String) {
    self.init(fields: PlainFields(version: version))
  }

  mutating func read(_ line: PlainLine) -> Bool {
    fields.read(line)
  }
}

/// Reads a plain card's outline in one pass (see ``PlainFields``): the
/// person that reading the card for its outline gives
/// (``StoredPerson/init(outlineOf:source:)``).
struct OutlineReader: PlainFieldsReader {
  var fields: PlainFields

  func finish(source: ArraySlice<UInt8>, line: Int) -> StoredPerson? {
    let (person, hasUID) = fields.finished(idWithoutUID: GeneratedID.uuid(of: source))
    return StoredPerson(outline: person.outline, source: source, line: line, generatedIDRepeat: hasUID ? nil : 0)
  }
}

/// Reads a plain card's search text in one pass (see ``PlainFields``):
/// ``SearchText/init(_:)`` of the person the card decodes to.
struct SearchTextReader: PlainFieldsReader {
  var fields: PlainFields

  func finish(source: ArraySlice<UInt8>, line: Int) -> SearchText? {
    SearchText(fields.finished(idWithoutUID: "").person)
  }
}
