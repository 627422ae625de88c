import RefbookModel
import StructRef
import StructRefTesting
import TerminalKit
import Testing

@testable import RefbookUI

/// The header shows how the book is being stored, and follows the storage's
/// status ref without a key being pressed.
@Suite struct HeaderStatusTests {
  @Test func theHeaderFollowsTheStatusRef() {
    let key = MemoryKey(Fixtures.book)
    let screen = CellBuffer(rows: 24, columns: 100)
    let app = App(terminal: screen, session: BookSession(book: key.load()), title: "/tmp/contacts.vcf", status: key.status)
    app.render()
    #expect(screen.lines[0].hasSuffix("saved "))
    key.setStatus(.failed("disk full"))
    app.inbox.runPosted()
    app.render()
    #expect(screen.lines[0].hasSuffix("NOT SAVED: disk full "))
    key.setStatus(.readOnly("--read-only"))
    app.inbox.runPosted()
    app.render()
    #expect(screen.lines[0].hasSuffix("read-only: --read-only "))
  }

  /// The header's `NOT SAVED` is cut at the screen's width; the reason is
  /// said whole on the message line once, and again only after a save.
  @Test func aFailureToSaveIsSaidWholeOnceUntilTheBookIsSaved() {
    let key = MemoryKey(Fixtures.book)
    let screen = CellBuffer(rows: 24, columns: 60)
    let app = App(terminal: screen, session: BookSession(book: key.load()), title: "/tmp/contacts.vcf", status: key.status)
    let reason = "changed on disk; saved to /home/ada/contacts.vcf.refbook-conflict-20261206T031500.123456789"
    key.setStatus(.failed(reason))
    app.takeInPosted()
    app.arrange()
    app.render()
    #expect(!screen.lines[0].contains("conflict-2026"), "the header cuts it")
    #expect(screen.lines.suffix(3).joined().contains("NOT SAVED: changed on disk; saved to"))
    #expect(screen.lines.suffix(3).joined().contains("456789"), "the whole path: \(screen.lines.suffix(3))")
    app.messages.current = nil
    key.setStatus(.saving)
    app.takeInPosted()
    key.setStatus(.failed(reason))
    app.takeInPosted()
    #expect(app.messages.current == nil, "said once")
    key.setStatus(.saved)
    app.takeInPosted()
    key.setStatus(.failed(reason))
    app.takeInPosted()
    #expect(app.messages.current?.text == "NOT SAVED: " + reason, "said again after a save")
  }
}
