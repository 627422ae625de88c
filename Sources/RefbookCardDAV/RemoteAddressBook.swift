/// An address book on a CardDAV server (RFC 6352), as a sync uses it: its
/// cards' ETags, their changes since a sync token (RFC 6578), the cards
/// themselves, and writing and deleting them under preconditions.
///
/// A card's key is its decoded path (see ``Href``).
public struct RemoteAddressBook {
  public let client: HTTPClient
  public let url: ServerURL

  public init(client: HTTPClient, url: ServerURL) {
    self.client = client
    self.url = url
  }

  /// The decoded path of the card `name` in the collection.
  public func memberHref(_ name: String) -> String {
    let own = Href.decoded(url.path)
    return (own.hasSuffix("/") ? own : own + "/") + name
  }

  /// Every card's ETag, and the collection's sync token when it has one.
  public struct Listing: Sendable {
    public var etags: [String: String]
    public var token: String?
  }

  /// Changes since a sync token: cards changed or added (with their new
  /// ETags), cards deleted, and the token to ask from next time.
  public struct Changes: Sendable {
    public var changed: [String: String]
    public var deleted: [String]
    public var token: String
    /// The cards of ``changed`` the answer held, asked for with their data.
    public var cards: [String: (etag: String, card: [UInt8])] = [:]
  }

  /// The cards `PROPFIND Depth: 1` lists, with their ETags, and the sync token.
  ///
  /// - Throws: What ``HTTPClient/propfind(_:depth:_:)`` throws.
  /// - Complexity: One request, O(*n*) in the number of cards.
  public func list() throws(CardDAVError) -> Listing {
    let status = try client.propfind(url, depth: 1, [.etag, .syncToken, .resourceType])
    var listing = Listing(etags: [:], token: nil)
    let own = Href.decoded(url.path)
    for response in status.responses {
      if response.href == own || response.href + "/" == own {
        listing.token = response.properties[.syncToken]?.trimmedText
      } else if let etag = response.properties[.etag]?.trimmedText,
        response.properties[.resourceType]?.child("DAV:", "collection") == nil
      {
        listing.etags[response.href] = etag
      }
    }
    return listing
  }

  /// What changed since `token` (`sync-collection`, `sync-level` 1), with
  /// the cards' data when `withCards` (for the empty token, every card: a
  /// first sync in one request, where listing then fetching takes one per
  /// hundred cards besides; a card the server leaves out is only in
  /// ``Changes/changed``); `nil`
  /// for any answer but a well-formed one with a new token: a server
  /// without the report, a token it no longer knows (`valid-sync-token`),
  /// an error, a member it reports in a way this client does not expect.
  /// The caller then compares a full ``list()``; nothing is ever taken as
  /// deleted but a member answered with 404.
  ///
  /// - Throws: Only ``CardDAVError/unreachable(_:reason:)`` and
  ///   ``CardDAVError/unauthorized(_:)``: no answer is no fallback.
  /// - Complexity: One request, O(*n*) in the number of changes.
  public func changes(since token: String, withCards: Bool = false) throws(CardDAVError) -> Changes? {
    let body =
      "<D:sync-collection xmlns:D=\"DAV:\" xmlns:C=\"\(CardDAVNamespace.cardDAV)\">"
      + "<D:sync-token>\(XMLText.escaped(token))</D:sync-token><D:sync-level>1</D:sync-level>"
      + "\(HTTPClient.prop(withCards ? [.etag, .addressData] : [.etag]))</D:sync-collection>"
    let status: MultiStatus
    do { status = try client.report(url, depth: 0, body) } catch {
      switch error {
      case .unreachable, .unauthorized: throw error
      default: return nil
      }
    }
    guard let newToken = status.syncToken, !newToken.isEmpty else { return nil }
    var changes = Changes(changed: [:], deleted: [], token: newToken)
    let own = Href.decoded(url.path)
    for response in status.responses where response.href != own && response.href + "/" != own {
      if response.status == 404 {
        changes.deleted.append(response.href)
      } else if let etag = response.properties[.etag]?.trimmedText {
        changes.changed[response.href] = etag
        if let card = response.properties[.addressData]?.text { changes.cards[response.href] = (etag, Array(card.utf8)) }
      } else {
        return nil
      }
    }
    return changes
  }

  /// The cards at `hrefs` with their ETags (`addressbook-multiget`, `batch`
  /// at a time); a card the server did not send is missing from the result.
  /// `asked` is told how many of `hrefs` were asked for so far: 0 before
  /// the first request, then after each answer.
  ///
  /// - Throws: What ``HTTPClient/report(_:depth:_:)`` throws.
  /// - Complexity: ⌈*n* / `batch`⌉ requests.
  public func cards(
    _ hrefs: [String], batch: Int = 100, asked: (Int) -> Void = { _ in }
  ) throws(CardDAVError) -> [String: (etag: String, card: [UInt8])] {
    var cards: [String: (etag: String, card: [UInt8])] = [:]
    var start = 0
    asked(0)
    while start < hrefs.count {
      let slice = hrefs[start..<min(start + batch, hrefs.count)]
      start += batch
      let body =
        "<C:addressbook-multiget xmlns:D=\"DAV:\" xmlns:C=\"\(CardDAVNamespace.cardDAV)\">"
        + HTTPClient.prop([.etag, .addressData])
        + slice.map { "<D:href>\(XMLText.escaped(Href.encoded($0)))</D:href>" }.joined() + "</C:addressbook-multiget>"
      for response in try client.report(url, depth: 1, body).responses {
        guard let etag = response.properties[.etag]?.trimmedText, let card = response.properties[.addressData]?.text else {
          continue
        }
        cards[response.href] = (etag, Array(card.utf8))
      }
      asked(min(start, hrefs.count))
    }
    return cards
  }

  /// What ``put(_:at:replacing:)`` did.
  public enum PutOutcome: Equatable, Sendable {
    /// Stored, at `href` (another than asked when the server renamed it,
    /// `Location`), with its new ETag when the server said it.
    case stored(href: String, etag: String?)
    /// `412`: the card on the server is not the one expected.
    case changedOnServer
  }

  /// `PUT` of `card` at `href`: over the card of ETag `etag` only
  /// (`If-Match`), or, with `etag` `nil`, only where there is none
  /// (`If-None-Match: *`).
  ///
  /// - Throws: What ``HTTPClient/send(_:)`` throws;
  ///   ``CardDAVError/unexpected(_:reason:)`` for a status but 2xx and 412.
  public func put(_ card: [UInt8], at href: String, replacing etag: String?) throws(CardDAVError) -> PutOutcome {
    let target = try url.resolving(Href.encoded(href))
    let condition = etag.map { "If-Match: \($0)" } ?? "If-None-Match: *"
    let response = try client.send(
      HTTPClient.Request("PUT", target, headers: [condition, "Content-Type: text/vcard; charset=utf-8"], body: card))
    if response.status == 412 { return .changedOnServer }
    guard (200..<300).contains(response.status) else {
      throw .unexpected(target.text, reason: "PUT answered HTTP \(response.status)")
    }
    let stored = try response.headers["location"].map { location throws(CardDAVError) in Href.decoded(try target.resolving(location).path) }
    return .stored(href: stored ?? href, etag: response.headers["etag"])
  }

  /// `DELETE` of the card at `href` if its ETag is still `etag`: `false` on
  /// `412` (changed on the server); a card already gone counts as deleted.
  ///
  /// - Throws: As ``put(_:at:replacing:)``.
  public func delete(_ href: String, etag: String) throws(CardDAVError) -> Bool {
    let target = try url.resolving(Href.encoded(href))
    let response = try client.send(HTTPClient.Request("DELETE", target, headers: ["If-Match: \(etag)"]))
    if response.status == 412 { return false }
    guard (200..<300).contains(response.status) || response.status == 404 else {
      throw .unexpected(target.text, reason: "DELETE answered HTTP \(response.status)")
    }
    return true
  }
}

/// Text put inside an XML element.
enum XMLText {
  /// `text` with `&`, `<` and `>` escaped.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences("&", "&amp;").replacingOccurrences("<", "&lt;").replacingOccurrences(">", "&gt;")
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
