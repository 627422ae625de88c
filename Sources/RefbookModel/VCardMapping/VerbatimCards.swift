import VCard

/// The cards that an export to vCard 4.0 (``Person/vCardExport(for:version:)``)
/// gives back as they are but for refbook's `PRODID` after the `VERSION`
/// line — a card refbook wrote, say — known by the ``BytesHash`` of their
/// bytes, so that the next export of the same cards copies them instead of
/// decoding and writing each.
///
/// A card is known only once ``export(_:)`` has written it the long way and
/// found the text equal to its copy. Kept verdicts come with ``probe``: a
/// hash of ``exportVersion`` and of what this build's export makes of
/// sample cards (refbook's own, other programs' in vCard 3.0 and 4.0, long
/// folded lines, groups, quoted parameters, media), and
/// ``init(keys:probe:)`` drops those of a build whose probe differs. A
/// change to the export that the sample cards do not show must raise
/// ``exportVersion``. The copy of a known card is exact unless two
/// different cards share a 64-bit hash (as ``OutlineArchive`` trusts).
///
/// ```swift
/// let kept = VerbatimCards(keys: keptKeys, probe: keptProbe)
/// let (pieces, known) = kept.export(store.storedPersons)   // the text, in pieces
/// keep(known.keys, VerbatimCards.probe)                     // for the next export
/// ```
public struct VerbatimCards: Sendable {
  /// The hashes of the cards known to export as themselves, sorted.
  public let keys: [UInt64]

  /// None known.
  public init() {
    keys = []
  }

  /// The cards kept by the build whose ``probe`` was `probe`: none unless
  /// it is this build's.
  ///
  /// - Complexity: O(*n*) in the number of keys; O(*n* log *n*) when they
  ///   are not sorted.
  public init(keys: [UInt64], probe: UInt64) {
    self.keys = probe != Self.probe ? [] : zip(keys, keys.dropFirst()).allSatisfy(<) ? keys : Set(keys).sorted()
  }

  /// The vCard 4.0 export of `persons` (each exported alone, one after the
  /// other, as ``Person/vCardExport(for:version:)`` writes them), made on
  /// all processors and handed back in pieces, one after another: a person
  /// still in a card known here is its card's copy (see ``copy(of:)``); any
  /// other is decoded and exported. With it, the cards known after this
  /// export: those copied, and those whose export turned out to be their
  /// copy.
  ///
  /// - Complexity: O(*n*) in the size of the cards copied, plus O(log *k*)
  ///   per card and O(*k*) once for *k* cards known, plus decoding and
  ///   exporting the others.
  public func export(_ persons: [StoredPerson]) -> (pieces: [[UInt8]], known: VerbatimCards) {
    let pieces = persons.concurrentPieces(minimumPiece: 256) { persons in
      var text: [UInt8] = []
      // Room for the cards copied, so that the text is not grown and copied.
      text.reserveCapacity(persons.reduce(0) { $0 + ($1.source?.count ?? 0) + Self.productLine.count })
      var copied: [Int] = []
      var found: [UInt64] = []
      for stored in persons {
        let key = stored.sourceHash
        if let source = stored.source, let key, let known = index(of: key), Self.append(copyOf: source, to: &text) {
          copied.append(known)
          continue
        }
        let exported = Self.exported(stored.person)
        if let source = stored.source, let key, Self.copy(of: source) == exported { found.append(key) }
        text += exported
      }
      return (text, copied, found)
    }
    return (pieces.map(\.0), known(copied: pieces.map(\.1), found: pieces.flatMap(\.2)))
  }

  /// The cards known after an export that copied the known cards at the
  /// offsets `copied` in ``keys`` and found the cards whose hashes are
  /// `found` to be their own export: this, when it copied every one and
  /// found none.
  ///
  /// - Complexity: O(*k* + *f* log *f*) for *k* cards known and *f* found.
  private func known(copied: [[Int]], found: [UInt64]) -> VerbatimCards {
    var isCopied = [Bool](repeating: false, count: keys.count)
    for offset in copied.joined() { isCopied[offset] = true }
    if found.isEmpty && !isCopied.contains(false) { return self }
    let kept = zip(keys, isCopied).lazy.filter(\.1).map(\.0)
    return VerbatimCards(sorted: SortedMerge.merged([Array(kept), Array(Set(found)).sorted()], by: <))
  }

  /// Cards known by `keys`, sorted and distinct.
  private init(sorted keys: [UInt64]) {
    self.keys = keys
  }

  /// Where the card whose hash is `key` is in ``keys``, if known.
  private func index(of key: UInt64) -> Int? {
    var (low, high) = (0, keys.count)
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low < keys.count && keys[low] == key ? low : nil
  }

  /// Raised with every change to what an export writes that the sample
  /// cards of ``probe`` might not show.
  static let exportVersion: UInt8 = 2

  /// A hash of ``exportVersion``, of this build's export of sample cards,
  /// and of each one's copy.
  public static let probe: UInt64 = BytesHash.of(
    [exportVersion] + ProbeCards.samples.flatMap { card in
      let bytes = Array(card.utf8)[...]
      return exported(Person(card: VCardParser.parseCard(bytes, firstLine: 1)!, source: bytes)) + [0] + (copy(of: bytes) ?? []) + [0]
    })

  /// `person`'s vCard 4.0 export.
  private static func exported(_ person: Person) -> [UInt8] {
    Person.vCardExportBytes(for: CollectionOfOne(person), version: .v4)
  }

  /// What a card copied into a 4.0 export is: its bytes with refbook's
  /// `PRODID` after its `VERSION:4.0` line; `nil` for a card that does not
  /// start `BEGIN:VCARD`, `VERSION:4.0` (each line ending with CRLF).
  ///
  /// - Complexity: O(*n*) in the size of the card.
  static func copy(of card: ArraySlice<UInt8>) -> [UInt8]? {
    var copy: [UInt8] = []
    return append(copyOf: card, to: &copy) ? copy : nil
  }

  private static func append(copyOf card: ArraySlice<UInt8>, to text: inout [UInt8]) -> Bool {
    guard card.starts(with: opening) else { return false }
    let rest = card.index(card.startIndex, offsetBy: opening.count)
    text += card[..<rest]
    text += productLine
    text += card[rest...]
    return true
  }

  private static let opening = Array("BEGIN:VCARD\r\nVERSION:4.0\r\n".utf8)
  private static let productLine = Array("PRODID:\(VCardWriter.productID)\r\n".utf8)
}
