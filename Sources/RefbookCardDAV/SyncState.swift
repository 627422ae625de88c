#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import RefbookStore

/// What a CardDAV book's last sync left, kept beside its vdir in a file of
/// mode 0600: the collection's sync token, and for each file of the vdir the
/// card's path on the server, its ETag, and the content both sides agreed on
/// (from which a local change is found by comparison, and which is the base
/// of a three-way merge when both sides changed it).
///
/// The file is text with one header line per card, then the card's bytes:
///
/// ```
/// refbook-carddav-state 1
/// token http://127.0.0.1/sync/4
/// card /user/contacts/a.vcf %22e1%22 a.vcf 123
/// BEGIN:VCARD…(123 bytes)
/// ```
///
/// Fields are encoded as ``Href/encoded(_:)`` encodes a path, so none holds
/// a space or a line break.
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

    public init(href: String, etag: String?, content: [UInt8]) {
      self.href = href
      self.etag = etag
      self.content = content
    }
  }

  public var token: String?
  /// The cards, by file name in the vdir.
  public var cards: [String: Card] = [:]

  public init(token: String? = nil) { self.token = token }

  private static let header = "refbook-carddav-state 1"

  /// The state in the file at `path`; an empty state when there is none.
  ///
  /// - Throws: ``CardDAVError/local(_:)`` when the file cannot be read or is
  ///   not a state file.
  /// - Complexity: O(*n*) in the size of the file.
  public static func load(from path: String) throws(CardDAVError) -> SyncState {
    guard FileManager.default.fileExists(atPath: path) else { return SyncState() }
    guard let data = FileManager.default.contents(atPath: path) else { throw .local("cannot read \(path)") }
    let bytes = [UInt8](data)
    var state = SyncState()
    var index = 0
    func line() -> [Substring]? {
      guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      defer { index = end + 1 }
      return String(decoding: bytes[index..<end], as: UTF8.self).split(separator: " ", omittingEmptySubsequences: false)
    }
    guard let first = line(), first.joined(separator: " ") == header else { throw .local("\(path) is not a sync state") }
    while index < bytes.count {
      guard let fields = line() else { throw .local("\(path) is damaged") }
      switch (fields.first, fields.count) {
      case ("token", 2): state.token = Href.decoded(String(fields[1]))
      case ("card", 5):
        guard let length = Int(fields[4]), length >= 0, index + length < bytes.count else { throw .local("\(path) is damaged") }
        let etag = fields[2] == "-" ? nil : Href.decoded(String(fields[2]))
        state.cards[Href.decoded(String(fields[3]))] = Card(
          href: Href.decoded(String(fields[1])), etag: etag, content: Array(bytes[index..<index + length]))
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
    for (file, card) in cards.sorted(by: { $0.key < $1.key }) {
      let etag = card.etag.map(Href.encoded) ?? "-"
      text += Array("card \(Href.encoded(card.href)) \(etag) \(Href.encoded(file)) \(card.content.count)\n".utf8)
      text += card.content + [UInt8(ascii: "\n")]
    }
    do {
      let written = try DurableFile.write(text, to: path, keepingBackup: false)
      chmod(written, 0o600)
    } catch {
      throw .local(error.description)
    }
  }
}
