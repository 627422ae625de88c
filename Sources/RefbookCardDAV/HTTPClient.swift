import CCurl

#if canImport(Glibc)
import Glibc
#endif

/// HTTP over libcurl, for CardDAV: one request at a time on one connection
/// kept open between them.
///
/// - TLS is always verified (peer and host name, set explicitly): against
///   the system's certificates, or only against those of a `caFile` given
///   (a self-signed server's own). There is no way to turn it off. Plain
///   http goes only to loopback (see ``ServerURL``).
/// - The credentials go only to the origin the client was made for (basic
///   authentication); a redirect to another origin is followed without them.
///   Redirects are followed here, at most ``maximumRedirects``, each target
///   checked as a ``ServerURL``.
/// - A response body over ``maximumBody`` bytes is an error, not a crash.
public final class HTTPClient {
  /// A request: the method, the URL, more headers, the body.
  public struct Request: Sendable {
    public var method: String
    public var url: ServerURL
    public var headers: [String]
    public var body: [UInt8]

    public init(_ method: String, _ url: ServerURL, headers: [String] = [], body: [UInt8] = []) {
      self.method = method
      self.url = url
      self.headers = headers
      self.body = body
    }
  }

  /// A response: its status, headers (names lowercased), body, and the URL
  /// that answered (the last redirect's target).
  public struct Response: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: [UInt8]
    public var url: ServerURL
  }

  /// The user name and password sent to ``origin``.
  public struct Credentials: Sendable {
    public var username: String
    public var password: String

    public init(username: String, password: String) {
      self.username = username
      self.password = password
    }
  }

  public static let maximumBody = 64 << 20
  public static let maximumRedirects = 5

  private let handle: UnsafeMutableRawPointer
  private let credentials: Credentials?
  private let origin: String
  private let caFile: String?
  /// Where libcurl says what went wrong in more words than its error code.
  private let errorText = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))

  /// A client sending `credentials` to `account`'s origin only, checking
  /// servers' certificates against those in `caFile` (PEM), when given,
  /// instead of the system's.
  ///
  /// - Throws: ``CardDAVError/unreadableCAFile(_:reason:)`` when `caFile`
  ///   cannot be read or is empty; the client is then not made, so that no
  ///   request goes out checked against anything else.
  public init(for account: ServerURL, credentials: Credentials?, caFile: String? = nil) throws(CardDAVError) {
    if let caFile { try Self.checkReadable(caFile) }
    curl_global_init(refbook_curl_global_default)
    handle = curl_easy_init()
    self.credentials = credentials
    self.caFile = caFile
    origin = account.origin
  }

  deinit {
    curl_easy_cleanup(handle)
    errorText.deallocate()
  }

  /// Whether the file at `path` gives at least a byte (a folder does not).
  private static func checkReadable(_ path: String) throws(CardDAVError) {
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { throw .unreadableCAFile(path, reason: String(cString: strerror(errno))) }
    defer { close(file) }
    var byte: UInt8 = 0
    let count = read(file, &byte, 1)
    guard count >= 0 else { throw .unreadableCAFile(path, reason: String(cString: strerror(errno))) }
    guard count == 1 else { throw .unreadableCAFile(path, reason: "the file is empty") }
  }

  /// Sends `request`, following redirects (a 301, 302, 303, 307 or 308 with
  /// a `Location`) with the same method and body.
  ///
  /// - Throws: ``CardDAVError/unreachable(_:reason:)`` when no answer came
  ///   (the server's certificate not trusted among the reasons);
  ///   ``CardDAVError/unreadableCAFile(_:reason:)`` when the `caFile` holds
  ///   no certificate libcurl can load;
  ///   ``CardDAVError/unauthorized(_:)`` on 401 (a 403 is the caller's: it is
  ///   also how a server refuses a sync token);
  ///   ``CardDAVError/unexpected(_:reason:)`` for too many redirects or a
  ///   body too large; ``CardDAVError/refusedURL(_:reason:)`` for a redirect
  ///   refused. Every other status is the caller's to judge.
  /// - Complexity: One round trip per redirect, O(*n*) in the body's size.
  public func send(_ request: Request) throws(CardDAVError) -> Response {
    var request = request
    for _ in 0...Self.maximumRedirects {
      let response = try sendOnce(request)
      if response.status == 401 { throw .unauthorized(request.url.text) }
      guard [301, 302, 303, 307, 308].contains(response.status), let location = response.headers["location"] else {
        return response
      }
      request.url = try request.url.resolving(location)
    }
    throw .unexpected(request.url.text, reason: "more than \(Self.maximumRedirects) redirects")
  }

  /// What a transfer collects, handed to libcurl's callbacks.
  private final class Transfer {
    var body: [UInt8] = []
    var headers: [String: String] = [:]
    var upload: [UInt8]
    var sent = 0
    var tooLarge = false

    init(upload: [UInt8]) { self.upload = upload }
  }

  private func sendOnce(_ request: Request) throws(CardDAVError) -> Response {
    curl_easy_reset(handle)
    let transfer = Transfer(upload: request.body)
    let context = Unmanaged.passRetained(transfer)
    defer { context.release() }
    var headerList: UnsafeMutablePointer<curl_slist>?
    defer { curl_slist_free_all(headerList) }
    for header in request.headers + ["Expect:"] { headerList = curl_slist_append(headerList, header) }

    refbook_curl_set_string(handle, CURLOPT_URL, request.url.text)
    refbook_curl_set_string(handle, CURLOPT_CUSTOMREQUEST, request.method)
    refbook_curl_set_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
    refbook_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0)
    refbook_curl_set_long(handle, CURLOPT_SSL_VERIFYPEER, 1)
    refbook_curl_set_long(handle, CURLOPT_SSL_VERIFYHOST, 2)
    if let caFile {
      refbook_curl_set_string(handle, CURLOPT_CAINFO, caFile)
      refbook_curl_set_string(handle, CURLOPT_CAPATH, nil)  // that file's certificates only
    }
    errorText[0] = 0
    refbook_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, errorText)
    refbook_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
    refbook_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT, 15)
    refbook_curl_set_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1)
    refbook_curl_set_long(handle, CURLOPT_LOW_SPEED_TIME, 60)
    refbook_curl_set_long(handle, CURLOPT_MAXFILESIZE_LARGE, Self.maximumBody)
    refbook_curl_set_string(handle, CURLOPT_ACCEPT_ENCODING, "")
    refbook_curl_set_pointer(handle, CURLOPT_HTTPHEADER, headerList)
    if let credentials, request.url.origin == origin {
      refbook_curl_set_long(handle, CURLOPT_HTTPAUTH, refbook_curlauth_basic)
      refbook_curl_set_string(handle, CURLOPT_USERNAME, credentials.username)
      refbook_curl_set_string(handle, CURLOPT_PASSWORD, credentials.password)
    }
    if !request.body.isEmpty {
      refbook_curl_set_long(handle, CURLOPT_UPLOAD, 1)
      refbook_curl_set_long(handle, CURLOPT_INFILESIZE_LARGE, request.body.count)
      refbook_curl_set_callback(handle, CURLOPT_READFUNCTION) { buffer, size, count, context in
        let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
        let length = min(size * count, transfer.upload.count - transfer.sent)
        transfer.upload.withUnsafeBytes { bytes in
          UnsafeMutableRawPointer(buffer!).copyMemory(from: bytes.baseAddress! + transfer.sent, byteCount: length)
        }
        transfer.sent += length
        return length
      }
      refbook_curl_set_pointer(handle, CURLOPT_READDATA, context.toOpaque())
    }
    refbook_curl_set_callback(handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
      let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
      let length = size * count
      guard transfer.body.count + length <= HTTPClient.maximumBody else {
        transfer.tooLarge = true
        return 0
      }
      transfer.body.append(contentsOf: UnsafeRawBufferPointer(start: data, count: length))
      return length
    }
    refbook_curl_set_pointer(handle, CURLOPT_WRITEDATA, context.toOpaque())
    refbook_curl_set_callback(handle, CURLOPT_HEADERFUNCTION) { data, size, count, context in
      let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
      let line = String(decoding: UnsafeRawBufferPointer(start: data, count: size * count), as: UTF8.self)
      if line.hasPrefix("HTTP/") {
        transfer.headers = [:]  // a new response (after a 100 Continue)
      } else if let colon = line.firstIndex(of: ":") {
        let name = line[..<colon].lowercased()
        let value = line[line.index(after: colon)...].trimmingSpaces()
        transfer.headers[name] = value
      }
      return size * count
    }
    refbook_curl_set_pointer(handle, CURLOPT_HEADERDATA, context.toOpaque())

    let outcome = curl_easy_perform(handle)
    if transfer.tooLarge || outcome == CURLE_FILESIZE_EXCEEDED {
      throw .unexpected(request.url.text, reason: "the response is larger than \(Self.maximumBody >> 20) MiB")
    }
    guard outcome == CURLE_OK else {
      let detail = errorText[0] == 0 ? String(cString: curl_easy_strerror(outcome)) : String(cString: errorText)
      if outcome == CURLE_SSL_CACERT_BADFILE, let caFile { throw .unreadableCAFile(caFile, reason: "no certificate in it (\(detail))") }
      guard outcome == CURLE_PEER_FAILED_VERIFICATION else { throw .unreachable(request.url.text, reason: detail) }
      let remedy = caFile == nil ? "; for a server with a certificate of its own, give it as ca_file (discover: --ca-file)" : ""
      throw .unreachable(request.url.text, reason: "the server's certificate is not trusted (\(detail))" + remedy)
    }
    var status = 0
    refbook_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status)
    return Response(status: status, headers: transfer.headers, body: transfer.body, url: request.url)
  }
}

extension StringProtocol {
  /// Without the white space (spaces, tabs, line breaks, `\r\n` included) at either end.
  func trimmingSpaces() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
    return String(self[first...last])
  }
}
