import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing

@Suite struct DetailPaneTests {
  @Test func showsEveryFieldWithItsTypeNameFirst() {
    let harness = Harness(columns: 140)
    harness.press(.character("j"))  // Zoë
    let lines = harness.screen.lines
    let title = lines.firstIndex { $0.contains("│ Zoë Ångström") }!
    let fields = lines[(title + 1)...].map { $0.split(separator: "│", maxSplits: 1).last.map(String.init) ?? "" }
    #expect(fields[0].contains("Name") && fields[0].contains("Zoë Ångström"))
    #expect(fields[1].contains("Given name") && fields[1].contains("Zoë"))
    #expect(fields[2].contains("Family name") && fields[2].contains("Ångström"))
    #expect(fields[3].contains("Email (work)") && fields[3].contains("zoe@example.se"))
    #expect(fields[4].contains("Phone (mobile)") && fields[4].contains("+46 8 123 456"))
    #expect(fields[5].contains("Address (home)") && fields[5].contains("Drottninggatan 1, 111 51 Stockholm, Sweden"))
  }

  @Test func aDeletedPersonIsReportedNotShown() {
    let session = BookSession(book: Fixtures.book)
    let pane = DetailPane()
    pane.show(session.person("zoe"))
    session.book.batch("delete Zoë Ångström") { session.person("zoe").value = nil }
    let screen = CellBuffer(rows: 10, columns: 60)
    pane.draw(on: screen, in: Region(row: 0, column: 0, rows: 10, columns: 60), focused: true)
    #expect(screen.lines[0].contains("This contact was deleted — u to undo"))
  }

  @Test func itRedrawsOnlyWhenItsPersonChanges() {
    let session = BookSession(book: Fixtures.book)
    let pane = DetailPane()
    pane.show(session.person("zoe"))
    let screen = CellBuffer(rows: 10, columns: 60)
    pane.draw(on: screen, in: Region(row: 0, column: 0, rows: 10, columns: 60), focused: true)
    session.person("wang")[\.title].value = "Engineer"
    #expect(!pane.needsDisplay)
    session.person("zoe")[\.title].value = "Engineer"
    #expect(pane.needsDisplay)
  }

  @Test("a commit writes through the pane's own ref: one undo step, the field set or removed, nothing for a deleted person")
  func writesThroughItsRef() {
    let session = BookSession(book: Fixtures.book)
    let pane = DetailPane()
    pane.show(session.person("zoe"))
    pane.write("Engineer", to: .title, as: "edit title of Zoë")
    #expect(session.book.value[id: "zoe"]?.title == "Engineer")
    #expect(session.source.value.undoDescription == "edit title of Zoë")
    pane.write(nil, to: .email(0), as: "delete email of Zoë")
    #expect(session.book.value[id: "zoe"]?.emails.isEmpty == true)
    pane.change(as: "add a nickname") { $0.nicknames.append("Z") }
    #expect(session.book.value[id: "zoe"]?.nicknames == ["Z"])
    session.book.batch("delete Zoë Ångström") { session.person("zoe").value = nil }
    let before = session.book.value
    pane.write("Ghost", to: .title, as: "edit title of a deleted person")
    pane.change(as: "change a deleted person") { $0.note = "Ghost" }
    #expect(session.book.value == before)
    #expect(session.source.value.undoDescription == "delete Zoë Ångström")
  }

  @Test("each field's lens reads and writes what the field shows")
  func fieldLens() {
    var person = Fixtures.book[id: "zoe"]!
    #expect(person[PersonField.email(0)] == "zoe@example.se")
    person[keyPath: PersonField.phone(1).lens] = "+46 8 000"
    #expect(person.phones.map(\.value) == ["+46 8 123 456", "+46 8 000"])
    person[keyPath: PersonField.phone(0).lens] = nil
    #expect(person.phones.map(\.value) == ["+46 8 000"])
  }

  @Test("drawing changes nothing: a scrolled list and a scrolled editor draw the same screen however often")
  func drawingChangesNothing() {
    let harness = Harness(rows: 8, columns: 40)
    harness.press(.character("G"))  // the last person: the list is scrolled
    harness.press(.enter, .enter, .control("u"))
    harness.type(String(repeating: "a long value ", count: 8))
    harness.press(.left, .left)  // the editor is scrolled
    let drawn = harness.screen.lines
    let cursor = harness.screen.cursor
    for _ in 0..<3 {
      harness.app.needsFullRedraw = true  // clears the screen and redraws every part
      harness.app.render()
      #expect(harness.screen.lines == drawn)
      #expect(harness.screen.cursor?.row == cursor?.row && harness.screen.cursor?.column == cursor?.column)
    }
  }

  @Test("a form scrolls its focused field in arrange, and drawing it again changes nothing")
  func formDrawingChangesNothing() {
    let harness = Harness(rows: 12, columns: 50)
    harness.press(.character("a"))
    harness.type(String(repeating: "Very Long Name ", count: 10) + "End")
    let drawn = harness.screen.lines
    #expect((harness.screen.cursor?.column ?? Int.max) < 50, "the cursor is shown, on the screen")
    #expect(drawn.contains { $0.contains("End") }, "the end of the value, where the cursor is, is shown")
    harness.app.needsFullRedraw = true
    harness.app.render()
    #expect(harness.screen.lines == drawn)
  }
}
