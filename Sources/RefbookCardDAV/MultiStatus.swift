import CLibXML2

/// A WebDAV `207 Multi-Status` body (RFC 4918 §13, RFC 6578 §6.2), read with
/// libxml2: one ``Response`` per `DAV:response`, and the `DAV:sync-token` a
/// `sync-collection` report ends with.
///
/// ```xml
/// <multistatus xmlns="DAV:"><response><href>/c/a.vcf</href>
///   <propstat><prop><getetag>"1"</getetag></prop><status>HTTP/1.1 200 OK</status></propstat>
/// </response><sync-token>http://x/sync/2</sync-token></multistatus>
/// ```
///
/// The parser loads no DTD, substitutes no entity and touches no network.
public struct MultiStatus: Sendable {
  /// One element of a property's value: its namespace, its name, its text
  /// (the whole text inside it, as written), its child elements.
  public struct Element: Sendable, Equatable {
    public var namespace: String
    public var name: String
    public var text: String
    public var children: [Element]

    /// ``text`` without the spaces and line breaks at either end.
    public var trimmedText: String { text.trimmingSpaces() }

    /// The first child named `name` in `namespace`.
    public func child(_ namespace: String, _ name: String) -> Element? {
      children.first { $0.namespace == namespace && $0.name == name }
    }
  }

  /// One `DAV:response`: a resource, its own status when it has one (a
  /// `404` of a deleted member), and the properties found (those of a
  /// `propstat` with a 2xx status), keyed by ``PropertyName``.
  public struct Response: Sendable {
    /// The `href`, percent-decoded (see ``Href``).
    public var href: String
    public var status: Int?
    public var properties: [PropertyName: Element]
  }

  public var responses: [Response]
  public var syncToken: String?

  /// `body` read as a multistatus.
  ///
  /// - Throws: ``CardDAVError/malformedXML(_:reason:)`` naming `url` when the
  ///   body is not XML, or not a `DAV:multistatus`.
  /// - Complexity: O(*n*) in the size of the body.
  public init(_ body: [UInt8], from url: String) throws(CardDAVError) {
    let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
    let document = body.withUnsafeBufferPointer { bytes in
      bytes.baseAddress.map { base in
        base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { xmlReadMemory($0, Int32(bytes.count), nil, nil, options) }
      } ?? nil
    }
    guard let document else {
      let reason = xmlGetLastError().map { String(cString: $0.pointee.message).trimmingSpaces() } ?? "empty body"
      throw .malformedXML(url, reason: reason)
    }
    defer { xmlFreeDoc(document) }
    guard let root = xmlDocGetRootElement(document).map(Self.element), root.namespace == "DAV:", root.name == "multistatus" else {
      throw .malformedXML(url, reason: "not a DAV:multistatus")
    }
    syncToken = root.child("DAV:", "sync-token")?.trimmedText
    responses = root.children.filter { $0.namespace == "DAV:" && $0.name == "response" }.compactMap { response in
      guard let href = response.child("DAV:", "href")?.trimmedText else { return nil }
      var properties: [PropertyName: Element] = [:]
      for propstat in response.children where propstat.namespace == "DAV:" && propstat.name == "propstat" {
        guard let status = propstat.child("DAV:", "status").flatMap({ Self.status($0.text) }), (200..<300).contains(status),
          let prop = propstat.child("DAV:", "prop")
        else { continue }
        for property in prop.children { properties[PropertyName(property.namespace, property.name)] = property }
      }
      return Response(
        href: Href.decoded(href), status: response.child("DAV:", "status").flatMap { Self.status($0.text) },
        properties: properties)
    }
  }

  /// The code of a status line, `HTTP/1.1 404 Not Found` → 404.
  static func status(_ line: String) -> Int? {
    let words = line.split(separator: " ")
    return words.count >= 2 ? Int(words[1]) : nil
  }

  private static func element(_ node: UnsafeMutablePointer<xmlNode>) -> Element {
    var children: [Element] = []
    var text = ""
    var child = node.pointee.children
    while let current = child {
      switch current.pointee.type {
      case XML_ELEMENT_NODE:
        let element = element(current)
        children.append(element)
        text += element.text
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        if let content = current.pointee.content { text += String(cString: content) }
      default: break
      }
      child = current.pointee.next
    }
    return Element(
      namespace: node.pointee.ns.flatMap { $0.pointee.href }.map { String(cString: $0) } ?? "",
      name: String(cString: node.pointee.name), text: text, children: children)
  }
}

/// A WebDAV property's name: its namespace and local name.
public struct PropertyName: Hashable, Sendable {
  public var namespace: String
  public var name: String

  public init(_ namespace: String, _ name: String) {
    self.namespace = namespace
    self.name = name
  }

  public static let etag = PropertyName("DAV:", "getetag")
  public static let syncToken = PropertyName("DAV:", "sync-token")
  public static let displayName = PropertyName("DAV:", "displayname")
  public static let resourceType = PropertyName("DAV:", "resourcetype")
  public static let currentUserPrincipal = PropertyName("DAV:", "current-user-principal")
  public static let addressData = PropertyName(CardDAVNamespace.cardDAV, "address-data")
  public static let addressbookHomeSet = PropertyName(CardDAVNamespace.cardDAV, "addressbook-home-set")
}

/// The namespace of CardDAV's elements (RFC 6352).
public enum CardDAVNamespace {
  public static let cardDAV = "urn:ietf:params:xml:ns:carddav"
}
