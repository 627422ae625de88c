import VCard

/// Reads a plain card's outline in one pass over its lines (see
/// ``PlainCardReader``): the person that reading the card for its outline
/// gives (``StoredPerson/init(outlineOf:source:)``), without a ``Card``
/// made of it. It reads only what maps to an outline field without a
/// field's extras — `FN`, `N` (five plain components), `ORG`, `UID`,
/// `NICKNAME` and `CATEGORIES` each without group or parameters, once
/// each but for the lists, and `EMAIL` and `TEL` lines as the mapping
/// reads them — and leaves any other card to the parser.
struct OutlineReader: PlainCardReader {
  private let version: String
  private var person = Person(id: "")
  /// The single fields read, as bits.
  private var taken: UInt8 = 0

  init(version: String) {
    self.version = version
  }

  mutating func read(_ line: PlainLine) -> Bool {
    if line.isNamed("EMAIL") {
      guard let value = typedValue(of: line) else { return false }
      person.emails.append(value)
      return true
    }
    if line.isNamed("TEL") {
      guard let value = typedValue(of: line) else { return false }
      person.phones.append(value)
      return true
    }
    guard !line.hasGroupOrParameters else { return false }
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
    } else if line.isNamed("N"), take(8) {
      let components = StructuredComponents(reading: line.value, count: 5, version: version, escapingCommas: false)
      guard components.kept.isEmpty, components.extra.isEmpty else { return false }
      let parts = components.values
      person.name = PersonName(family: parts[0], given: parts[1], additional: parts[2], prefix: parts[3], suffix: parts[4])
    } else {
      // A second single field, or a property the outline keeps verbatim.
      return false
    }
    return true
  }

  /// The value of an `EMAIL` or `TEL` line without group whose parameters
  /// are all `TYPE`, as ``TypedValue/init(reading:)`` reads it; `nil` for
  /// another line, or a `tel:` URI (whose scheme a value's extras keep).
  private func typedValue(of line: PlainLine) -> TypedValue? {
    guard !line.hasGroup else { return nil }
    var types = TypedParameters.TypeList()
    guard line.forEachParameter({ name, values in
      guard name == "TYPE" else { return false }
      types.add(values)
      return true
    }) else { return nil }
    let raw = line.value
    guard !raw.utf8.starts(with: "tel:".utf8, by: { $0 | 0x20 == $1 }) else { return nil }
    return TypedValue(value: VCardValue.unescape(raw), types: TypedParameters.shared(types.types), isPreferred: types.isPreferred)
  }

  /// Marks the single field `bit` read; `false` when it was read already.
  private mutating func take(_ bit: UInt8) -> Bool {
    defer { taken |= bit }
    return taken & bit == 0
  }

  func finish(source: ArraySlice<UInt8>, line: Int) -> StoredPerson? {
    var outline = person
    let hasUID = !outline.id.isEmpty
    outline.completeIdentity(idWithoutUID: GeneratedID.uuid(of: source))
    return StoredPerson(outline: outline.outline, source: source, line: line, generatedIDRepeat: hasUID ? nil : 0)
  }
}
