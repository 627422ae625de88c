import Testing
import VCard

/// What a viewer says of a photo: its type and size, from every form a
/// card may hold it in, and nothing for a link or another property.
@Suite struct InlineMediaTests {
  private func media(_ line: String) -> InlineMedia? {
    let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\n" + line.replacing("\n", with: "\r\n") + "\r\nEND:VCARD\r\n"
    return VCardParser.parse(Array(text.utf8)).cards.first?.properties.first { $0.name == line.prefix { $0.isLetter } }?
      .inlineMedia
  }

  @Test(arguments: [
    ("PHOTO;ENCODING=b;TYPE=JPEG:/9j/AAAA", "JPEG", 6),
    ("PHOTO;BASE64:\n iVBORw0KGgoAAAA", "PNG", 11),
    ("PHOTO;ENCODING=b:R0lGODlh", "GIF", 6),
    ("PHOTO;ENCODING=b;TYPE=image/webp:AAAAAA==", "image/webp", 4),
    ("LOGO:data:image/png;base64,AAAA", "PNG", 3),
    ("PHOTO:data:application/octet-stream;base64,/9j/AAAA", "JPEG", 6),
    ("SOUND;ENCODING=b:AAAA", nil, 3),
  ] as [(String, String?, Int)])
  func inlineDataIsDescribed(line: String, type: String?, bytes: Int) {
    #expect(media(line) == InlineMedia(typeName: type, byteCount: bytes))
  }

  @Test func linksTextAndOtherPropertiesHoldNone() {
    #expect(media("PHOTO;VALUE=uri:https://example.com/a.jpg") == nil)
    #expect(media("PHOTO:https://example.com/a.jpg") == nil)
    #expect(media("NOTE;ENCODING=b:AAAA") == nil)
    #expect(VCardProperty(name: "logo", value: "").isMedia && !VCardProperty(name: "NOTE", value: "").isMedia)
  }
}
