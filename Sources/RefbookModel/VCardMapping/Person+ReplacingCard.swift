import VCard

extension Person {
  /// The bytes of this person's card to write in place of `former`, the
  /// bytes of the card a file held for it, so that the two differ only in
  /// the lines of what changed:
  ///
  /// - in `former`'s version when refbook writes that one (3.0 or 4.0),
  ///   else in `version`, every line then written anew;
  /// - its properties in `former`'s order: a property takes the place of
  ///   `former`'s of the same name and rank among those of its name (the
  ///   second `EMAIL`, that of the second `EMAIL`), and one without such a
  ///   place (a field added) follows the property before it in
  ///   ``vCard(version:)``'s order;
  /// - in `former`'s version, each property whose field is unchanged copied
  ///   byte for byte (its case, its folding, its line end), and so are the
  ///   card's `BEGIN`, `VERSION` and `END` lines and its blank lines. A
  ///   property is unchanged when `former`, read and written by refbook,
  ///   has it as this card does, and holds as many of that name.
  ///
  /// Only what refbook always writes and `former` lacked is added besides:
  /// an `FN`, a `UID`, an `N` in 3.0. Without `former` (a new person), when
  /// it does not read, or should the bytes not read back as the person of
  /// ``vCard(version:)``'s card, they are those of that card.
  ///
  /// - Complexity: O(*n* log *n*) for *n* properties, plus reading `former`
  ///   and the bytes written back.
  public func vCardBytes(replacing former: ArraySlice<UInt8>?, version: VCardVersion) -> [UInt8] {
    guard let former, let (card, lines) = VCardParser.parseCardLines(former) else {
      return Self.vCardBytes(for: CollectionOfOne(self), version: version)
    }
    let kept = card.version.flatMap(VCardVersion.init(rawValue:))
    let version = kept ?? version
    let written = vCard(version: version)
    let placed = placed(written, replacing: card, copyingIn: kept)
    var bytes: [UInt8]
    if kept != nil, let first = lines.first {
      // Each of `former`'s places, then what lies after it in `former`: the
      // card's opening lines come first, its closing ones last.
      bytes = Array(former[..<first.startIndex])
      var next = placed.startIndex
      for place in -1..<lines.count {
        while next < placed.endIndex, placed[next].place == place {
          bytes += placed[next].copied.map { Array(lines[$0]) } ?? VCardWriter.foldedLines(placed[next].property)
          next += 1
        }
        if place >= 0 { bytes += former[lines[place].endIndex..<(place + 1 < lines.count ? lines[place + 1].startIndex : former.endIndex)] }
      }
    } else {
      bytes = VCardWriter.bytes(CollectionOfOne(Card(properties: placed.map(\.property))), version: version)
    }
    guard VCardParser.parseCard(bytes[...], firstLine: 1).map(Person.init) == Person(card: written) else {
      return VCardWriter.bytes(CollectionOfOne(written), version: version)
    }
    return bytes
  }

  /// The properties of `written`, this person's card, each with its place
  /// in `former` (-1 before the first) and, given the `version` both are
  /// in, when its field is unchanged, the index of `former`'s property to
  /// copy instead, sorted by
  /// place (see ``vCardBytes(replacing:version:)``). The kept
  /// ``otherProperties`` are read back in their order: none is placed before
  /// one that precedes it.
  ///
  /// - Complexity: O(*n* log *n*) for *n* properties, plus reading `former`
  ///   and writing it back.
  private func placed(
    _ written: Card, replacing former: Card, copyingIn version: VCardVersion?
  ) -> [(place: Int, property: VCardProperty, copied: Int?)] {
    // What refbook writes of `former` as it reads it (without a UID, its id
    // was generated: this person's): where a property is the same, the field is unchanged.
    let rewritten = version.map { Person(card: former, idWithoutUID: id).vCard(version: $0).properties } ?? []
    let formerPlaces = PropertyPlace.indices(of: former.properties)
    let rewrittenPlaces = PropertyPlace.indices(of: rewritten)
    let (formerCounts, rewrittenCounts) = (PropertyPlace.counts(of: former.properties), PropertyPlace.counts(of: rewritten))
    let firstKept = written.properties.count - otherProperties.count
    var placed: [(place: Int, order: Int, property: VCardProperty, copied: Int?)] = []
    var previous = -1
    var lastKept = -1
    for (order, (key, property)) in zip(PropertyPlace.of(written.properties), written.properties).enumerated() {
      let formerIndex = formerPlaces[key]
      var place = formerIndex ?? previous
      if order >= firstKept {
        place = max(place, lastKept)
        lastKept = place
      }
      previous = place
      let unchanged =
        rewrittenPlaces[key].map { rewritten[$0] == property } == true && formerCounts[key.name] == rewrittenCounts[key.name]
      placed.append((place, order, property, unchanged ? formerIndex : nil))
    }
    placed.sort { ($0.place, $0.order) < ($1.place, $1.order) }
    return placed.map { ($0.place, $0.property, $0.copied) }
  }
}

/// Where a property stands among those of its name: `EMAIL` 1 is a card's
/// second `EMAIL`.
private struct PropertyPlace: Hashable {
  let name: String
  let rank: Int

  /// The place of each of `properties`.
  static func of(_ properties: [VCardProperty]) -> [PropertyPlace] {
    var counts: [String: Int] = [:]
    return properties.map { property in
      defer { counts[property.name, default: 0] += 1 }
      return PropertyPlace(name: property.name, rank: counts[property.name, default: 0])
    }
  }

  /// Where each place is among `properties`.
  static func indices(of properties: [VCardProperty]) -> [PropertyPlace: Int] {
    Dictionary(uniqueKeysWithValues: zip(of(properties), properties.indices))
  }

  /// How many of `properties` bear each name.
  static func counts(of properties: [VCardProperty]) -> [String: Int] {
    Dictionary(properties.map { ($0.name, 1) }, uniquingKeysWith: +)
  }
}
