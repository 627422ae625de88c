import TerminalKit
import Testing

@Suite("What a terminal that shows images writes after its cells")
struct KittyImageDisplayTests {
  let cell = (width: 10, height: 20)
  let area = CellArea(row: 1, column: 84, rows: 8, columns: 16)

  static func image(_ shade: UInt8) -> TerminalImage {
    TerminalImage(.rgb, width: 2, height: 2, bytes: [UInt8](repeating: shade, count: 12))!
  }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test("an image asked for is sent once, fitted into its area; asking again sends nothing")
  func once() {
    var display = KittyImageDisplay()
    display.wanted = PlacedImage(Self.image(1), in: area)
    // A square image in a square box of 160 × 160 pixels: all of it.
    #expect(display.update(cell: cell) == KittyGraphics.display(Self.image(1), in: area, imageID: 2718, placementID: 1))
    #expect(display.update(cell: cell).isEmpty)
    display.wanted = PlacedImage(Self.image(1), in: area)
    #expect(display.update(cell: cell).isEmpty)
  }

  @Test("another image, or the same elsewhere: the one shown deleted, then the new one sent")
  func changes() {
    var display = KittyImageDisplay()
    display.wanted = PlacedImage(Self.image(1), in: area)
    _ = display.update(cell: cell)
    display.wanted = PlacedImage(Self.image(2), in: area)
    let text = Self.text(display.update(cell: cell))
    #expect(text.hasPrefix("\u{1B}_Ga=d,d=i,i=2718,q=2\u{1B}\\\u{1B}7"))
    #expect(text.contains("a=T,f=24,s=2,v=2"))
    display.wanted = PlacedImage(Self.image(2), in: CellArea(row: 2, column: 84, rows: 8, columns: 16))
    #expect(Self.text(display.update(cell: cell)).contains("\u{1B}[3;85H"))
  }

  @Test("no image wanted: the one shown deleted, once; nothing when none is shown")
  func none() {
    var display = KittyImageDisplay()
    #expect(display.update(cell: cell).isEmpty)
    #expect(display.remove().isEmpty)
    display.wanted = PlacedImage(Self.image(1), in: area)
    _ = display.update(cell: cell)
    display.wanted = nil
    #expect(display.update(cell: cell) == KittyGraphics.delete(imageID: 2718))
    #expect(display.update(cell: cell).isEmpty)
  }

  @Test("removed (a repaint, a resize, the screen given back): deleted now, and sent again at the next update")
  func removed() {
    var display = KittyImageDisplay()
    display.wanted = PlacedImage(Self.image(1), in: area)
    let sent = display.update(cell: cell)
    #expect(display.remove() == KittyGraphics.delete(imageID: 2718))
    #expect(display.remove().isEmpty)
    #expect(display.update(cell: cell) == sent)
  }
}
