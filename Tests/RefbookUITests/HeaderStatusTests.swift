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
}
