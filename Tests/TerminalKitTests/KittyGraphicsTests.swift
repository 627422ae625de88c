import TerminalKit
import Testing

@Suite("kitty graphics commands, byte for byte")
struct KittyGraphicsTests {
  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test("the query: a 1 × 1 RGB image to query under its id, the window title kept around it; then the device attributes request")
  func query() {
    #expect(Self.text(KittyGraphics.query(id: 31))
      == "\u{1B}[22;2t\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[23;2t\u{1B}[c")
  }

  @Test("a PNG in one chunk: cursor saved, moved to the area, transmitted and displayed quietly, cursor put back")
  func png() throws {
    let image = try #require(TerminalImage(.png, width: 2, height: 1, bytes: Array("PNGDATA".utf8)))
    let bytes = KittyGraphics.display(image, in: CellArea(row: 1, column: 88, rows: 8, columns: 12), imageID: 7, placementID: 1)
    #expect(Self.text(bytes) == "\u{1B}7\u{1B}[2;89H\u{1B}_Ga=T,f=100,i=7,p=1,c=12,r=8,C=1,q=2,m=0;UE5HREFUQQ==\u{1B}\\\u{1B}8")
  }

  @Test("RGB pixels with their size, in chunks of 4096 base64 bytes: m=1 on all but the last, later ones carrying only m and q")
  func rgbChunks() throws {
    // 3,073 pixels: 9,219 bytes, 12,292 base64 bytes: three full chunks and 4 bytes.
    let pixels = [UInt8](repeating: 0xFF, count: 3 * 3073)
    let image = try #require(TerminalImage(.rgb, width: 3073, height: 1, bytes: pixels))
    let text = Self.text(KittyGraphics.display(image, in: CellArea(row: 0, column: 0, rows: 1, columns: 40), imageID: 9, placementID: 2))
    let commands = text.split(separator: "\u{1B}_G").dropFirst().map { String($0.prefix { $0 != "\u{1B}" }) }
    let keys = commands.map { String($0.prefix { $0 != ";" }) }
    #expect(keys == ["a=T,f=24,s=3073,v=1,i=9,p=2,c=40,r=1,C=1,q=2,m=1", "m=1,q=2", "m=1,q=2", "m=0,q=2"])
    let payloads = commands.map { $0.drop { $0 != ";" }.dropFirst() }
    #expect(payloads.map(\.count) == [4096, 4096, 4096, 4])
    #expect(payloads.joined() == String(repeating: "////", count: 3073))
    #expect(text.hasPrefix("\u{1B}7\u{1B}[1;1H\u{1B}_G") && text.hasSuffix("\u{1B}\\\u{1B}8"))
  }

  @Test("RGBA pixels: f=32")
  func rgba() throws {
    let image = try #require(TerminalImage(.rgba, width: 1, height: 1, bytes: [1, 2, 3, 4]))
    let text = Self.text(KittyGraphics.display(image, in: CellArea(row: 4, column: 5, rows: 2, columns: 3), imageID: 1, placementID: 1))
    #expect(text == "\u{1B}7\u{1B}[5;6H\u{1B}_Ga=T,f=32,s=1,v=1,i=1,p=1,c=3,r=2,C=1,q=2,m=0;AQIDBA==\u{1B}\\\u{1B}8")
  }

  @Test("delete: every placement of the image, quietly")
  func delete() {
    #expect(Self.text(KittyGraphics.delete(imageID: 2718)) == "\u{1B}_Ga=d,d=i,i=2718,q=2\u{1B}\\")
  }

  @Test("pixels must be as many bytes as the size says, and no side empty")
  func imageChecks() {
    #expect(TerminalImage(.rgb, width: 2, height: 2, bytes: [UInt8](repeating: 0, count: 11)) == nil)
    #expect(TerminalImage(.rgba, width: 1, height: 1, bytes: [0, 0, 0]) == nil)
    #expect(TerminalImage(.png, width: 0, height: 1, bytes: [1]) == nil)
    #expect(TerminalImage(.png, width: 1, height: 1, bytes: []) == nil)
    #expect(TerminalImage(.rgb, width: 1, height: 2, bytes: [UInt8](repeating: 0, count: 6)) != nil)
  }
}
