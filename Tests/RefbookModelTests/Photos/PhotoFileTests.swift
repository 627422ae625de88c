import Foundation
import RefbookModel
import Testing
import VCard

@Suite("A photo the card links to as a file")
struct PhotoFileTests {
  /// A fresh folder of mode 0700, removed at the end of the test.
  final class Folder {
    let path: String
    init() throws {
      var template = Array((NSTemporaryDirectory() + "/refbook-photo-XXXXXX").utf8CString)
      path = String(cString: try #require(mkdtemp(&template)))
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ bytes: [UInt8], to name: String) throws -> String {
      let file = path + "/" + name
      #expect(FileManager.default.createFile(atPath: file, contents: Data(bytes), attributes: [.posixPermissions: 0o600]))
      return file
    }
  }

  static func photo(linkingTo uri: String) -> PhotoImage? {
    Person(id: "p", otherProperties: [VCardProperty(name: "PHOTO", value: uri)]).photo.flatMap(PhotoImage.init)
  }

  @Test("file:///path, file://localhost/path and file:/path read the file; %XX escapes are decoded")
  func read() throws {
    let folder = try Folder()
    let path = try folder.write(TestImages.png, to: "a face.png")
    let escaped = path.replacingOccurrences(of: " ", with: "%20")
    for uri in ["file://" + escaped, "file://localhost" + escaped, "FILE:" + escaped] {
      #expect(Self.photo(linkingTo: uri)?.bytes == TestImages.png, "\(uri)")
    }
  }

  @Test("no file but a regular one of at most 5 MiB on this computer: not a folder, a pipe (never waited on), another host's")
  func refused() throws {
    let folder = try Folder()
    let path = try folder.write(TestImages.png, to: "face.png")
    let pipe = folder.path + "/pipe"
    #expect(mkfifo(pipe, 0o600) == 0)
    let large = try folder.write(TestImages.png, to: "large.png")
    #expect(truncate(large, off_t(PhotoImage.largestSource + 1)) == 0)
    for uri in [
      "file://" + folder.path, "file://" + pipe, "file://" + large, "file://example.org" + path, "file:face.png",
      "file://" + path + "%", "file://" + folder.path + "/missing.png",
    ] {
      #expect(Self.photo(linkingTo: uri) == nil, "\(uri)")
    }
  }

  @Test("a file of exactly 5 MiB is read")
  func atTheLimit() throws {
    let folder = try Folder()
    let path = try folder.write(TestImages.png, to: "padded.png")
    #expect(truncate(path, off_t(PhotoImage.largestSource)) == 0)
    #expect(Self.photo(linkingTo: "file://" + path)?.bytes.count == PhotoImage.largestSource)
  }
}
