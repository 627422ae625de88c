import CCurl

/// An absolute http or https URL, parsed by libcurl's URL API: its origin
/// (scheme, host and port) decides where credentials may go, and relative
/// references (`href`s, `Location`s) are resolved against it.
///
/// Plain http is taken only to loopback (`127.0.0.1`, `::1`, `localhost`);
/// a URL with a user name or password in it is refused, so that no URL this
/// client prints or logs holds a credential.
public struct ServerURL: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The whole URL, as libcurl normalizes it.
  public let text: String
  public let scheme: String
  public let host: String
  public let port: Int
  /// The path, percent-encoded as the server wrote it (`/user/contacts/`).
  public let path: String

  public var description: String { text }

  /// Where credentials sent to this URL may go: the same scheme, host and port.
  public var origin: String { "\(scheme)://\(host):\(port)" }

  /// `text` parsed, resolved against `base` when relative.
  ///
  /// - Throws: ``CardDAVError/refusedURL(_:reason:)``.
  /// - Complexity: O(*n*) in the length of the URLs.
  public init(_ text: String, relativeTo base: ServerURL? = nil) throws(CardDAVError) {
    guard let handle = curl_url() else { throw .refusedURL(text, reason: "out of memory") }
    defer { curl_url_cleanup(handle) }
    if let base { curl_url_set(handle, CURLUPART_URL, base.text, 0) }
    guard curl_url_set(handle, CURLUPART_URL, text, UInt32(CURLU_NON_SUPPORT_SCHEME)) == CURLUE_OK else {
      throw .refusedURL(text, reason: "not a URL")
    }
    func part(_ which: CURLUPart, _ flags: Int32 = 0) -> String? {
      var value: UnsafeMutablePointer<CChar>?
      guard curl_url_get(handle, which, &value, UInt32(flags)) == CURLUE_OK, let value else { return nil }
      defer { curl_free(value) }
      return String(cString: value)
    }
    let scheme = part(CURLUPART_SCHEME)?.lowercased() ?? ""
    guard scheme == "http" || scheme == "https" else { throw .refusedURL(text, reason: "only http and https are spoken") }
    guard part(CURLUPART_USER) == nil, part(CURLUPART_PASSWORD) == nil else {
      throw .refusedURL(scheme + "://…", reason: "credentials do not belong in a URL; use username and password_command")
    }
    let host = part(CURLUPART_HOST)?.lowercased() ?? ""
    let loopback = ["127.0.0.1", "[::1]", "localhost"].contains(host)
    guard scheme == "https" || loopback else {
      throw .refusedURL(text, reason: "plain http only to 127.0.0.1 or localhost; use https")
    }
    self.scheme = scheme
    self.host = host
    port = part(CURLUPART_PORT, CURLU_DEFAULT_PORT).flatMap { Int($0) } ?? 0
    path = part(CURLUPART_PATH) ?? "/"
    guard let whole = part(CURLUPART_URL) else { throw .refusedURL(text, reason: "not a URL") }
    self.text = whole
  }

  /// The URL of `path` on this origin: `ServerURL("/user/", relativeTo: self)`.
  ///
  /// - Complexity: O(*n*) in the length of the URLs.
  public func resolving(_ reference: String) throws(CardDAVError) -> ServerURL {
    try ServerURL(reference, relativeTo: self)
  }
}
