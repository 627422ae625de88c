/// Finding a user's address books from a server's address (RFC 6764 §6,
/// RFC 6352 §7): the principal named by `current-user-principal` at the
/// given URL or at `/.well-known/carddav`, its `addressbook-home-set`, and
/// the collections there whose `resourcetype` is `addressbook`.
public enum Discovery {
  /// An address book found.
  public struct AddressBook: Equatable, Sendable {
    public var url: ServerURL
    /// Its `displayname`, when it has one.
    public var name: String?
  }

  /// The address books `client` finds from `start`, in the server's order.
  /// When no principal is found, `start` itself and its members are looked
  /// at (a URL that names an address book or its home).
  ///
  /// - Throws: What ``HTTPClient/propfind(_:depth:_:)`` throws when neither
  ///   way gets an answer.
  /// - Complexity: A few requests, and one per home.
  public static func addressBooks(from start: ServerURL, client: HTTPClient) throws(CardDAVError) -> [AddressBook] {
    var homes: [ServerURL] = []
    if let principal = try principal(from: start, client: client) {
      let answer = try client.propfind(principal, depth: 0, [.addressbookHomeSet])
      for response in answer.responses {
        for href in response.properties[.addressbookHomeSet]?.children ?? [] where href.name == "href" {
          homes.append(try principal.resolving(Href.encoded(Href.decoded(href.trimmedText))))
        }
      }
    }
    if homes.isEmpty { homes = [start] }
    var books: [AddressBook] = []
    for home in homes {
      for response in try client.propfind(home, depth: 1, [.resourceType, .displayName]).responses
      where response.properties[.resourceType]?.child(CardDAVNamespace.cardDAV, "addressbook") != nil {
        let name = response.properties[.displayName]?.trimmedText
        books.append(AddressBook(url: try home.resolving(Href.encoded(response.href)), name: name?.isEmpty == false ? name : nil))
      }
    }
    return books
  }

  /// The URL of the current user's principal, asked of `start`, then of
  /// `/.well-known/carddav` on its origin; `nil` when neither names one.
  private static func principal(from start: ServerURL, client: HTTPClient) throws(CardDAVError) -> ServerURL? {
    for url in [start, try start.resolving("/.well-known/carddav")] {
      let answer: MultiStatus
      do { answer = try client.propfind(url, depth: 0, [.currentUserPrincipal]) } catch {
        if case .unexpected = error { continue }
        if case .malformedXML = error { continue }
        throw error
      }
      for response in answer.responses {
        if let href = response.properties[.currentUserPrincipal]?.child("DAV:", "href")?.trimmedText {
          return try url.resolving(Href.encoded(Href.decoded(href)))
        }
      }
    }
    return nil
  }
}
