import Testing
import VCard

/// What a `PHOTO`, `LOGO`, `SOUND` or `KEY` holds, read from a card in any version's form.
@Suite struct MediaTests {
  private func media(_ line: String, version: String = "3.0") -> VCardMedia? {
    let text = "BEGIN:VCARD\r\nVERSION:\(version)\r\nFN:A\r\n" + line.replacing("\n", with: "\r\n") + "\r\nEND:VCARD\r\n"
    return VCardParser.parse(Array(text.utf8)).cards.first?.properties.first { $0.name == "PHOTO" }?.media
  }

  @Test(arguments: [
    ("PHOTO:data:image/png;base64,iVBORw0KGgo", "4.0", VCardMedia.inline(base64: "iVBORw0KGgo")),
    ("PHOTO:data:image/jpeg\\;base64\\,/9j/AAAA", "4.0", .inline(base64: "/9j/AAAA")),
    ("PHOTO;ENCODING=b;TYPE=JPEG:/9j/AAAA", "3.0", .inline(base64: "/9j/AAAA")),
    ("PHOTO;ENCODING=BASE64;JPEG:/9j/AAAA", "2.1", .inline(base64: "/9j/AAAA")),
    ("PHOTO;VALUE=uri:file:///home/ann/face.png", "3.0", .link("file:///home/ann/face.png")),
    ("PHOTO;VALUE=URL:http\\://example.org/a.jpg", "2.1", .link("http://example.org/a.jpg")),
    ("PHOTO:https://example.org/a.jpg", "4.0", .link("https://example.org/a.jpg")),
  ])
  func read(line: String, version: String, expected: VCardMedia) {
    #expect(media(line, version: version) == expected)
  }

  @Test func textAndNonBase64DataAreNoMedia() {
    #expect(media("PHOTO;VALUE=text:a photo of Ann") == nil)
    #expect(media("PHOTO:data:image/png,%89PNG", version: "4.0") == nil)
  }
}
