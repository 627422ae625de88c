import CJPEG
import Foundation
import RefbookModel
import Testing
import VCard

@Suite("A contact's photo decoded for the terminal")
struct PhotoImageTests {
  static func person(_ properties: VCardProperty...) -> Person {
    Person(id: "p", formattedName: "P", otherProperties: properties)
  }

  static func photo(_ parameters: [VCardParameter] = [], _ value: String) -> PhotoImage? {
    person(VCardProperty(name: "PHOTO", parameters: parameters, value: value)).photo.flatMap(PhotoImage.init)
  }

  static let base64 = [VCardParameter(name: "ENCODING", values: ["b"])]

  static func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

  @Test("a PNG passes as it is, its size read from its header: 4.0 data URI, 3.0 ENCODING=b")
  func png() throws {
    for image in [Self.photo([], "data:image/png;base64," + TestImages.pngBase64), Self.photo(Self.base64, TestImages.pngBase64)] {
      let image = try #require(image)
      #expect(image.format == .png && image.width == 8 && image.height == 6 && image.bytes == TestImages.png)
    }
  }

  @Test("a JPEG is decoded to RGB at its size when it fits: 3.0 with TYPE and folded base64, 2.1 BASE64 with a bare type")
  func smallJPEG() throws {
    let jpeg = TestImages.jpeg(width: 48, height: 64)
    var folded = Self.base64(jpeg)
    for index in stride(from: 70, to: folded.count, by: 75).reversed() {
      folded.insert(contentsOf: "\r\n ", at: folded.index(folded.startIndex, offsetBy: index))
    }
    let version3 = Self.photo(Self.base64 + [VCardParameter(name: "TYPE", values: ["JPEG"])], folded)
    let version21 = Self.photo(
      [VCardParameter(name: "ENCODING", values: ["BASE64"]), VCardParameter(name: "TYPE", values: ["JPEG"])], Self.base64(jpeg))
    for image in [version3, version21] {
      let image = try #require(image)
      #expect(image.format == .rgb && image.width == 48 && image.height == 64 && image.bytes.count == 48 * 64 * 3)
      // The colour it was made in, give or take the compression's error.
      #expect(zip(image.bytes.prefix(3), [200, 10, 10]).allSatisfy { abs(Int($0) - $1) <= 8 }, "\(image.bytes.prefix(3))")
    }
  }

  @Test("a larger JPEG is scaled to at most 400 pixels on its longer side", arguments: [
    (640, 480, 400, 300),  // libjpeg's 5/8
    (300, 900, 113, 338),  // 3/8: 4/8 would be 450 high
    (4000, 3000, 250, 187),  // 1/8 is 500 × 375, then halved by averaging
  ])
  func scaled(width: Int, height: Int, scaledWidth: Int, scaledHeight: Int) throws {
    let image = try #require(PhotoImage(encoded: TestImages.jpeg(width: width, height: height)))
    #expect(max(image.width, image.height) <= PhotoImage.longestSide)
    #expect((image.width, image.height) == (scaledWidth, scaledHeight))
    #expect(image.bytes.count == image.width * image.height * 3)
  }

  @Test("a grayscale JPEG comes out as RGB")
  func grayscale() throws {
    let image = try #require(PhotoImage(encoded: TestImages.jpeg(width: 16, height: 8, colorSpace: JCS_GRAYSCALE, color: [90])))
    #expect(image.bytes.count == 16 * 8 * 3 && abs(Int(image.bytes[0]) - Int(image.bytes[2])) <= 1)
  }

  @Test("what does not decode is no photo: not an image, a broken or unsupported one, a huge one, a link elsewhere")
  func undecodable() {
    let jpeg = TestImages.jpeg(width: 32, height: 32)
    var badPNGSize = TestImages.png
    badPNGSize[16..<20] = [0, 0, 0x4E, 0x21]  // 20,001 wide
    let cases: [(String, [UInt8])] = [
      ("text", Array("hello, world".utf8)),
      ("a GIF", Array("GIF89a\u{1}\0\u{1}\0".utf8)),
      ("a JPEG cut after its first bytes", Array(jpeg.prefix(20))),
      ("a JPEG's signature and nothing", [0xFF, 0xD8, 0xFF]),
      ("CMYK, which libjpeg does not turn into RGB", TestImages.jpeg(width: 8, height: 8, colorSpace: JCS_CMYK, color: [0, 0, 0, 0])),
      ("a JPEG claiming 60,000 × 60,000 pixels", TestImages.claimingSize(jpeg, width: 60000, height: 60000)),
      ("a PNG 20,001 pixels wide", badPNGSize),
      ("a PNG's signature without its header", Array(TestImages.png.prefix(12))),
    ]
    for (what, bytes) in cases {
      #expect(PhotoImage(encoded: bytes) == nil, "\(what)")
    }
    #expect(Self.photo(Self.base64, "!!!not base64!!!") == nil)
    #expect(Self.photo([], "data:image/png,rawtext") == nil)
    #expect(Self.photo([], "https://example.org/face.png") == nil)
    #expect(Self.photo([VCardParameter(name: "VALUE", values: ["text"])], TestImages.pngBase64) == nil)
    #expect(Self.person(VCardProperty(name: "LOGO", value: "data:image/png;base64," + TestImages.pngBase64)).photo == nil)
  }

  @Test("the card's first PHOTO is its photo")
  func first() throws {
    let person = Self.person(
      VCardProperty(name: "PHOTO", parameters: Self.base64, value: TestImages.pngBase64),
      VCardProperty(name: "PHOTO", value: "https://example.org/face.png"))
    #expect(try #require(person.photo.flatMap(PhotoImage.init)).format == .png)
  }
}
