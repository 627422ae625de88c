import VCard

/// The folded search texts (``SearchText``) of cards, known by the
/// ``BytesHash`` of each card's bytes, in a compact binary form to keep
/// beside a book between starts: the app's search preparation and
/// `refbook query` then fold only the cards whose text was not kept,
/// instead of decoding every card (about 1.8 s of processor time at
/// 100,000 contacts).
///
/// A card's text depends on its bytes alone, so kept texts outlive any
/// change to the book: an edited card is simply not known. The archive
/// holds ``probe``: a hash of ``textVersion`` and of this build's texts of
/// sample cards; ``init(archive:)`` reads the archive of a build whose
/// probe differs, or a damaged one, as none. A change to the texts that
/// the sample cards do not show must raise ``textVersion``. A text looked
/// up is exact unless two different cards share a 64-bit hash (as
/// ``OutlineArchive`` and ``VerbatimCards`` trust).
///
/// ```swift
/// let kept = KeptSearchTexts(archive: bytesKeptBefore)
/// kept.text(ofCardHash: BytesHash.of(cardBytes))   // the card's folded text, if kept
/// KeptSearchTexts.archive(of: [(BytesHash.of(cardBytes), text)])   // to keep
/// ```
public struct KeptSearchTexts: Sendable {
  /// The archive the texts are read from, in place.
  private let archive: [UInt8]
  /// How many texts it holds.
  public let count: Int

  /// None kept.
  public init() {
    self.init(archive: [], count: 0)
  }

  private init(archive: [UInt8], count: Int) {
    self.archive = archive
    self.count = count
  }

  /// The texts `archive` holds; none when it is not an archive of this
  /// build (see ``probe``), or is damaged.
  ///
  /// - Complexity: O(*n*) in the size of the archive (its checksum and the
  ///   order of its table).
  public init(archive: [UInt8]) {
    if let count = Self.count(of: archive) { self.init(archive: archive, count: count) } else { self.init() }
  }

  /// How many texts `archive` holds, `nil` when it is not a sound archive
  /// of this build: its hashes ascending, its ends ascending and within its
  /// texts, so that every lookup finds a whole text.
  private static func count(of archive: [UInt8]) -> Int? {
    guard archive.count >= headerSize + 8, archive.starts(with: magic), archive.littleEndianWord(at: magic.count) == probe,
      archive.littleEndianWord(at: archive.count - 8) == BytesHash.of(archive.dropLast(8))
    else { return nil }
    let count = archive.littleEndianWord(at: magic.count + 8)
    guard count <= UInt64(archive.count / entrySize) else { return nil }
    let textsStart = headerSize + Int(count) * entrySize
    guard textsStart <= archive.count - 8 else { return nil }
    var (hash, end): (UInt64?, UInt64) = (nil, 0)
    for index in 0..<Int(count) {
      let (nextHash, nextEnd) = entry(index, in: archive)
      guard hash.map({ $0 < nextHash }) ?? true, nextEnd >= end else { return nil }
      (hash, end) = (nextHash, nextEnd)
    }
    return end == UInt64(archive.count - 8 - textsStart) ? Int(count) : nil
  }

  /// The kept text of the card `person` is still in, if there is one.
  ///
  /// - Complexity: O(log *n*) for *n* texts kept, plus the hash of the
  ///   card when it was not kept with the person's outline (see
  ///   ``StoredPerson/sourceHash``).
  func text(of person: StoredPerson) -> ArraySlice<UInt8>? {
    guard count > 0, let hash = person.sourceHash else { return nil }
    return text(ofCardHash: hash)
  }

  /// The kept text of the card whose ``BytesHash`` is `hash`.
  ///
  /// - Complexity: O(log *n*) for *n* texts kept.
  public func text(ofCardHash hash: UInt64) -> ArraySlice<UInt8>? {
    var (low, high) = (0, count)
    while low < high {
      let middle = (low + high) / 2
      if Self.entry(middle, in: archive).hash < hash { low = middle + 1 } else { high = middle }
    }
    guard low < count, Self.entry(low, in: archive).hash == hash else { return nil }
    let textsStart = Self.headerSize + count * Self.entrySize
    let start = low == 0 ? 0 : Int(Self.entry(low - 1, in: archive).end)
    return archive[textsStart + start..<textsStart + Int(Self.entry(low, in: archive).end)]
  }

  /// The archive of `texts`, each the folded text of the card whose
  /// ``BytesHash`` comes with it; of texts given twice for one hash, the
  /// first. The same texts give the same bytes, in any order.
  ///
  /// - Complexity: O(*n* log *n*) for *n* texts, plus their size.
  public static func archive(of texts: [(card: UInt64, text: some Collection<UInt8>)]) -> [UInt8] {
    var firsts: [Int] = []
    firsts.reserveCapacity(texts.count)
    for index in texts.indices.sorted(by: { texts[$0].card < texts[$1].card })
    where firsts.last.map({ texts[$0].card != texts[index].card }) ?? true {
      firsts.append(index)
    }
    var archive = ArchiveWriter(bytes: magic)
    archive.bytes.reserveCapacity(headerSize + firsts.count * entrySize + firsts.reduce(0) { $0 + texts[$1].text.count } + 8)
    archive.append(probe)
    archive.append(UInt64(firsts.count))
    var end = 0
    for index in firsts {
      end += texts[index].text.count
      archive.append(texts[index].card)
      archive.append(UInt64(end))
    }
    for index in firsts { archive.bytes += texts[index].text }
    archive.append(BytesHash.of(archive.bytes))
    return archive.bytes
  }

  /// The first bytes of an archive of this build: its layout's magic, then
  /// ``probe``.
  public static let mark = FileMark(magic: magic, probe: probe)

  /// Raised with every change to what a search text holds that the
  /// sample cards of ``probe`` might not show.
  static let textVersion: UInt8 = 1

  /// A hash of ``textVersion`` and of this build's search texts of sample
  /// cards.
  static let probe: UInt64 = BytesHash.of(
    [textVersion] + ProbeCards.samples.flatMap { card in
      let source = Array(card.utf8)[...]
      return SearchText(Person(card: VCardParser.parseCard(source, firstLine: 1)!, source: source)).bytes + [0]
    })

  /// The magic, then ``probe`` and the count of texts.
  private static let magic = Array("REFBOOK-SEARCHTEXTS-1\n".utf8)
  private static let headerSize = magic.count + 16
  /// Per text, sorted by the first: its card's hash, and where it ends
  /// among the texts (each starts where the one before ends).
  private static let entrySize = 16

  private static func entry(_ index: Int, in archive: [UInt8]) -> (hash: UInt64, end: UInt64) {
    let offset = headerSize + index * entrySize
    return (archive.littleEndianWord(at: offset), archive.littleEndianWord(at: offset + 8))
  }
}
