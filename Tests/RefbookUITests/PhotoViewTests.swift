import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing
import VCard

#if canImport(Glibc)
import Glibc
#endif

/// The selected person's photo in the detail pane, on a screen that plays a
/// terminal showing images (``CellBuffer/showsImages``).
@Suite struct PhotoViewTests {
  /// An 8 × 6 PNG.
  static let png =
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAY0lEQVR42g3JIQEAQQhFQZrgKbEp0BvlR8FTYu0LgKfK3dgxM9w4"
    + "xjVklPGMNcwCD05wAwUVvGDjj8STk9xESSUv2fxDuDjiCokST6z+aLw5zW3UVPOa7T8GH85wBw01vGGHDzgxTjdTKc6OAAAAAElFTkSuQmCC"

  static func person(_ id: String, _ name: String, photo: String?) -> Person {
    Person(id: id, formattedName: name, otherProperties: photo.map { [VCardProperty(name: "PHOTO", value: $0)] } ?? [])
  }

  /// Sorted by name: Ada (a PNG), Bob (no photo), Cy (a photo that does not decode).
  static let book = Addressbook([
    person("ada", "Ada", photo: "data:image/png;base64," + png),
    person("bob", "Bob", photo: nil),
    person("cy", "Cy", photo: "data:image/jpeg;base64,/9j/notajpeg"),
  ])

  /// An app on a screen that shows images (or not), drawn once; and
  /// again once the first photo is decoded, when `settled`.
  static func app(showsImages: Bool = true, columns: Int = 100, settled: Bool = true) -> (App, CellBuffer) {
    let screen = CellBuffer(rows: 24, columns: columns)
    screen.showsImages = showsImages
    let app = App(terminal: screen, session: BookSession(book: book), title: "/tmp/photos.vcf")
    app.render()
    if settled { settle(app, screen) }
    return (app, screen)
  }

  /// Runs the app's loop without keys, as a woken loop does, until the
  /// screen shows an image (a photo is decoded on another thread) or
  /// `timeout` has passed.
  static func settle(_ app: App, _ screen: CellBuffer, timeout: Duration = .seconds(2)) {
    let clock = ContinuousClock()
    let end = clock.now + timeout
    while screen.image == nil, clock.now < end {
      app.takeInPosted()
      app.render()
      usleep(1000)
    }
  }

  static func press(_ app: App, _ keys: KeyEvent...) {
    for key in keys {
      _ = app.handle(key)
      app.render()
    }
  }

  @Test("the photo is asked for in the box at the detail pane's top right, and cleared for a person without one")
  func shownAndCleared() throws {
    let (app, screen) = Self.app()
    let detail = try #require(app.drawnLayout?.detail)
    let shown = try #require(screen.image)
    #expect(shown.area == CellArea(row: detail.row, column: 100 - 16, rows: 8, columns: 16))
    #expect(shown.image.format == .png && shown.image.width == 8 && shown.image.height == 6)
    Self.press(app, .character("j"))
    #expect(screen.lines[detail.row].contains("Bob"))
    #expect(screen.image == nil)
    Self.press(app, .character("k"))
    #expect(screen.image == shown)
  }

  @Test("a photo that does not decode shows nothing")
  func undecodable() {
    let (app, screen) = Self.app()
    Self.press(app, .character("j"), .character("j"))
    #expect(screen.lines[1].contains("Cy"))
    Self.settle(app, screen, timeout: .milliseconds(300))
    #expect(screen.image == nil)
  }

  @Test("a photo is decoded on another thread: the first frame shows the card without it, a later one with it")
  func decodedMeanwhile() {
    let screen = CellBuffer(rows: 24, columns: 100)
    screen.showsImages = true
    let app = App(terminal: screen, session: BookSession(book: Self.book), title: "/tmp/photos.vcf")
    app.render()
    #expect(screen.lines[1].contains("Ada") && screen.image == nil)
    Self.settle(app, screen)
    #expect(screen.image != nil)
  }

  @Test("no image under an overlay, which it would cover; back when it closes")
  func overlay() {
    let (app, screen) = Self.app()
    let shown = screen.image
    Self.press(app, .character("?"))
    #expect(screen.image == nil)
    Self.press(app, .escape)
    #expect(screen.image == shown && shown != nil)
  }

  @Test("none where the terminal did not say it shows images, and no room kept; both once it says so")
  func answerLater() {
    let (app, screen) = Self.app(showsImages: false, settled: false)
    Self.settle(app, screen, timeout: .milliseconds(300))
    #expect(screen.image == nil && app.detail.photoCells == nil)
    screen.showsImages = true
    Self.settle(app, screen)
    #expect(screen.image != nil && app.detail.photoCells?.columns == 16)
  }

  @Test("none where the detail pane is too narrow to keep 30 columns beside it, or the terminal too small")
  func narrow() {
    let (narrowApp, narrow) = Self.app(columns: 70, settled: false)
    Self.settle(narrowApp, narrow, timeout: .milliseconds(300))
    #expect(narrow.image == nil)
    let (app, screen) = Self.app()
    #expect(screen.image != nil)
    screen.resize(rows: 6, columns: 30)
    Self.press(app, .resize)
    #expect(screen.image == nil)
  }
}
