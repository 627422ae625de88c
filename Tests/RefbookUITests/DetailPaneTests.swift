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
    #expect(fields[4].contains("Phone (cell)") && fields[4].contains("+46 8 123 456"))
    #expect(fields[5].contains("Address (home)") && fields[5].contains("Drottninggatan 1, 111 51 Stockholm, Sweden"))
  }

  @Test func aDeletedPersonIsReportedNotShown() {
    let session = BookSession(book: Fixtures.book)
    let pane = DetailPane()
    pane.show(session.person("zoe"))
    session.delete("zoe")
    let screen = CellBuffer(rows: 10, columns: 60)
    var editor: FieldEditing?
    pane.draw(on: screen, in: Region(row: 0, column: 0, rows: 10, columns: 60), focused: true, editor: &editor)
    #expect(screen.lines[0].contains("This contact was deleted — u to undo"))
  }

  @Test func itRedrawsOnlyWhenItsPersonChanges() {
    let session = BookSession(book: Fixtures.book)
    let pane = DetailPane()
    pane.show(session.person("zoe"))
    let screen = CellBuffer(rows: 10, columns: 60)
    var editor: FieldEditing?
    pane.draw(on: screen, in: Region(row: 0, column: 0, rows: 10, columns: 60), focused: true, editor: &editor)
    session.edit("wang", "edit") { $0.title = "Engineer" }
    #expect(!pane.needsDisplay)
    session.edit("zoe", "edit") { $0.title = "Engineer" }
    #expect(pane.needsDisplay)
  }
}
