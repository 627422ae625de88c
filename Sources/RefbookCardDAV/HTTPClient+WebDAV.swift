extension HTTPClient {
  /// `PROPFIND` of `properties` at `url` with `Depth: depth`.
  ///
  /// - Throws: What ``send(_:)`` throws; ``CardDAVError/unexpected(_:reason:)``
  ///   for any status but 207; ``CardDAVError/malformedXML(_:reason:)``.
  /// - Complexity: One request, O(*n*) in the size of the answer.
  public func propfind(_ url: ServerURL, depth: Int, _ properties: [PropertyName]) throws(CardDAVError) -> MultiStatus {
    try multistatus("PROPFIND", url, depth: depth, body: "<D:propfind xmlns:D=\"DAV:\">\(Self.prop(properties))</D:propfind>")
  }

  /// A `REPORT` of `body` (an XML element, declared namespaces `D`, `DAV:`
  /// and `C`, CardDAV's) at `url` with `Depth: depth`.
  ///
  /// - Throws: As ``propfind(_:depth:_:)``.
  public func report(_ url: ServerURL, depth: Int, _ body: String) throws(CardDAVError) -> MultiStatus {
    try multistatus("REPORT", url, depth: depth, body: body)
  }

  /// `<D:prop>` naming `properties`, each with its namespace declared.
  static func prop(_ properties: [PropertyName]) -> String {
    "<D:prop>" + properties.map { "<\($0.name) xmlns=\"\($0.namespace)\"/>" }.joined() + "</D:prop>"
  }

  private func multistatus(_ method: String, _ url: ServerURL, depth: Int, body: String) throws(CardDAVError) -> MultiStatus {
    let xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + body
    let response = try send(
      Request(method, url, headers: ["Depth: \(depth)", "Content-Type: application/xml; charset=utf-8"], body: Array(xml.utf8)))
    guard response.status == 207 else {
      throw .unexpected(url.text, reason: "\(method) answered HTTP \(response.status), not 207 Multi-Status")
    }
    return try MultiStatus(response.body, from: url.text)
  }
}
