#if canImport(Glibc)
import Glibc
#endif
import RefbookStore

/// What a CardDAV book's last sync left, kept beside its vdir in a file of
/// mode 0600: the collection's sync token, and for each file of the vdir the
/// card's path on the server, its ETag, the content both sides agreed on
/// (the base of a three-way merge when both sides changed it), and the
/// version of the file that holds that content, when it can be told from
/// any later one: a file found in that version is not read again (see
/// ``LocalCopy/cards(known:)``).
///
/// The file is text with one header line per card, then the card's bytes:
///
/// ```
/// refbook-carddav-state 2
/// token http://127.0.0.1/sync/4
/// card /user/contacts/a.vcf %22e1%22 a.vcf 123 2049:1835:123:1733467200:5000
/// BEGIN:VCARD…(123 bytes)
/// ```
///
/// Fields are encoded as ``Href/encoded(_:)`` encodes a path, so none holds
/// a space or a line break; the version is a ``FileFingerprint/text``, or
/// `-`. A state of version 1 (no version field: every file is read and
/// compared) is read too, and saved as version 2.
public struct SyncState: Equatable, Sendable {
  /// A card both sides held alike after the last sync.
  public struct Card: Equatable, Sendable {
    /// Its decoded path on the server.
    public var href: String
    /// Its ETag on the server; `nil` for a card to be created there again
    /// (deleted on the server while changed here).
    public var etag: String?
    /// The bytes both sides agreed on.
    public var content: [UInt8]
    /// The version of the vdir's file holding ``content``, taken once its
    /// modification time was past (see ``FileFingerprint/modified(before:)``);
    /// `nil` when not known so, and the file is read and compared.
    public var file: FileFingerprint?

    public init(href: String, etag: String?, content: [UInt8], file: FileFingerprint? = nil) {
      self.href = href
      self.etag = etag
      self.content = content
      self.file = file
    }
  }

  public var token: String?
  /// The cards, by file name in the vdir.
  public var cards: [String: Card] = [:]

  public init(token: String? = nil) { self.token = token }

  private static let header = "refbook-carddav-state 2"
  /// The header of the first version's files, read too.
  private static let firstHeader = "refbook-carddav-state 1"

  /// The state in the file at `path`; an empty state when there is none.
  ///
  /// - Throws: ``CardDAVError/local(_:)`` when the file cannot be read or is
  ///   not a state file.
  /// - Complexity: O(*n*) in the size of the file.
  public static func load(from path: String) throws(CardDAVError) -> SyncState {
    let bytes: [UInt8]
    do throws(StoreError) {
      guard let file = try VersionedFile.read(path) else { return SyncState() }
      bytes = file.bytes
    } catch {
      throw .local("cannot read \(path): \(error.description)")
    }
    var state = SyncState()
    var index = 0
    /// The next line's fields, split at spaces.
    func line() -> [String]? {
      guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      defer { index = end + 1 }
      return bytes[index..<end].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    guard let first = line()?.joined(separator: " "), first == header || first == firstHeader else {
      throw .local("\(path) is not a sync state")
    }
    let cardFields = first == header ? 6 : 5
    while index < bytes.count {
      guard let fields = line() else { throw .local("\(path) is damaged") }
      switch (fields.first, fields.count) {
      case ("token", 2): state.token = Href.decoded(fields[1])
      case ("card", cardFields):
        guard let length = Int(fields[4]), length >= 0, index + length < bytes.count else { throw .local("\(path) is damaged") }
        let etag = fields[2] == "-" ? nil : Href.decoded(fields[2])
        let file = cardFields == 6 && fields[5] != "-" ? FileFingerprint(text: fields[5]) : nil
        state.cards[Href.decoded(fields[3])] = Card(
          href: Href.decoded(fields[1]), etag: etag, content: Array(bytes[index..<index + length]), file: file)
        index += length + 1
      default: throw .local("\(path) is damaged")
      }
    }
    return state
  }

  /// Writes the state to `path` atomically and durably, mode 0600.
  ///
  /// - Throws: ``CardDAVError/local(_:)``.
  /// - Complexity: O(*n*) in the size of the state.
  public func save(to path: String) throws(CardDAVError) {
    var text = Array((Self.header + "\n").utf8)
    if let token { text += Array("token \(Href.encoded(token))\n".utf8) }
    for (name, card) in cards.sorted(by: { $0.key < $1.key }) {
      let etag = card.etag.map(Href.encoded) ?? "-"
      let file = card.file?.text ?? "-"
      text += Array("card \(Href.encoded(card.href)) \(etag) \(Href.encoded(name)) \(card.content.count) \(file)\n".utf8)
      text += card.content
      text.append(UInt8(ascii: "\n"))
    }
    do {
      let written = try DurableFile.write(text, to: path, keepingBackup: false)
      chmod(written, 0o600)
    } catch {
      throw .local(error.description)
    }
  }
}
