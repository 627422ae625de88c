/// Why a CardDAV request or sync failed. Every message names the server's
/// address without credentials (a URL never holds them, see ``ServerURL``)
/// and never quotes a password.
public enum CardDAVError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The URL is not one refbook will contact: not http or https, plain
  /// http to another host than loopback, or credentials written in it.
  case refusedURL(String, reason: String)
  /// No answer: the host is unknown or down, TLS failed (the server's
  /// certificate not trusted, say), the time ran out.
  case unreachable(String, reason: String)
  /// The certificates to check the server's against (`ca_file`, the path)
  /// cannot be read, or there are none in the file: the server is then sent
  /// no request.
  case unreadableCAFile(String, reason: String)
  /// The server refused the username or password (HTTP 401).
  case unauthorized(String)
  /// An answer this client does not take: an unexpected status, too many
  /// redirects, a body over the size limit.
  case unexpected(String, reason: String)
  /// A body that should be a WebDAV multistatus and is not (malformed XML).
  case malformedXML(String, reason: String)
  /// The local copy or its sync state could not be read or written.
  case local(String)

  public var description: String {
    switch self {
    case .refusedURL(let url, let reason): "refused \(url): \(reason)"
    case .unreachable(let url, let reason): "cannot reach \(url): \(reason)"
    case .unreadableCAFile(let path, let reason): "cannot read ca_file \(path): \(reason)"
    case .unauthorized(let url): "\(url) refused the username or password"
    case .unexpected(let url, let reason): "\(url): \(reason)"
    case .malformedXML(let url, let reason): "\(url) answered malformed XML: \(reason)"
    case .local(let message): message
    }
  }
}
