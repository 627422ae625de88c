import RefbookCardDAV
import Testing

@Suite struct MultiStatusTests {
  @Test func readsHrefsPropertiesStatusesAndTheSyncToken() throws {
    let body = """
      <?xml version="1.0"?>
      <d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:carddav">
        <d:response><d:href>/u/c/a%40b.vcf</d:href>
          <d:propstat><d:prop><d:getetag>"e1"</d:getetag><c:address-data>BEGIN:VCARD
      END:VCARD
      </c:address-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>
          <d:propstat><d:prop><d:displayname/></d:prop><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat>
        </d:response>
        <d:response><d:href>/u/c/gone.vcf</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>
        <d:sync-token> http://x/sync/7 </d:sync-token>
      </d:multistatus>
      """
    let status = try MultiStatus(Array(body.utf8), from: "http://x/")
    #expect(status.syncToken == "http://x/sync/7")
    #expect(status.responses.map(\.href) == ["/u/c/a@b.vcf", "/u/c/gone.vcf"])
    #expect(status.responses[0].properties[.etag]?.trimmedText == "\"e1\"")
    #expect(status.responses[0].properties[.addressData]?.text == "BEGIN:VCARD\nEND:VCARD\n")
    #expect(status.responses[0].properties[.displayName] == nil)  // its propstat was a 404
    #expect(status.responses[1].status == 404)
  }

  @Test func malformedXMLIsAClearError() {
    #expect(throws: CardDAVError.self) { try MultiStatus(Array("<d:multistatus xmlns:d=\"DAV:\"><d:response>".utf8), from: "http://x/") }
    #expect(throws: CardDAVError.malformedXML("http://x/", reason: "not a DAV:multistatus")) {
      try MultiStatus(Array("<html><body>hello</body></html>".utf8), from: "http://x/")
    }
  }

  @Test func entitiesAreNotExpandedAndNoFileIsRead() throws {
    let body = """
      <?xml version="1.0"?><!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]>
      <multistatus xmlns="DAV:"><response><href>/a&x;</href></response></multistatus>
      """
    let status = try? MultiStatus(Array(body.utf8), from: "http://x/")
    #expect(status?.responses.first?.href.contains("root:") != true)
  }
}

@Suite struct ServerURLTests {
  @Test func plainHTTPOnlyToLoopback() throws {
    #expect(try ServerURL("http://127.0.0.1:5232/user/").port == 5232)
    #expect(try ServerURL("https://dav.example.com/").port == 443)
    #expect(throws: CardDAVError.self) { try ServerURL("http://dav.example.com/") }
    #expect(throws: CardDAVError.self) { try ServerURL("ftp://127.0.0.1/") }
  }

  @Test func credentialsInAURLAreRefusedAndNotRepeated() {
    #expect(throws: CardDAVError.refusedURL("https://…", reason: "credentials do not belong in a URL; use username and password_command")) {
      try ServerURL("https://ada:secret@dav.example.com/")
    }
  }

  @Test func resolvesReferencesAgainstTheBase() throws {
    let base = try ServerURL("https://dav.example.com/a/b/")
    #expect(try base.resolving("/user/").text == "https://dav.example.com/user/")
    #expect(try base.resolving("c.vcf").path == "/a/b/c.vcf")
    #expect(try base.resolving("https://other.example.com/x").origin == "https://other.example.com:443")
  }
}

@Suite struct HrefTests {
  @Test func encodingAndDecodingRoundTrip() {
    #expect(Href.decoded("/u/a%20b%C3%A9.vcf") == "/u/a bé.vcf")
    #expect(Href.encoded("/u/a bé.vcf") == "/u/a%20b%C3%A9.vcf")
    #expect(Href.decoded(Href.encoded("/u/\"x\"%\n.vcf")) == "/u/\"x\"%\n.vcf")
  }
}
