import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing

/// Editing in the detail pane reaches the list only through the book ref.
@Suite struct EditingTests {
  @Test func editingTheNameShowsInBothPanesAndIsOneUndoStep() {
    let harness = Harness()
    harness.press(.character("j"), .enter, .enter)  // Zoë, focus detail, edit Name
    harness.press(.control("u"))
    harness.type("Zoe Angstrom")
    #expect(harness.session.book.value[id: "zoe"]?.formattedName == "Zoë Ångström", "nothing is written before Enter")
    harness.press(.enter)
    #expect(harness.session.book.value[id: "zoe"]?.formattedName == "Zoe Angstrom")
    let listRow = harness.screen.lines.first { $0.hasPrefix(" Zoe Angstrom") }
    #expect(listRow != nil)
    #expect(harness.text.contains("│ Zoe Angstrom"))
    harness.press(.character("u"))
    #expect(harness.session.book.value[id: "zoe"]?.formattedName == "Zoë Ångström")
    #expect(harness.statusLine.contains("Undid: edit name of Zoë Ångström"))
    #expect(harness.screen.lines.contains { $0.hasPrefix(" Zoë Ångström") })
    harness.press(.control("r"))
    #expect(harness.session.book.value[id: "zoe"]?.formattedName == "Zoe Angstrom")
    #expect(harness.statusLine.contains("Redid: edit name of Zoë Ångström"))
  }

  @Test func escapeCancelsAnEditWithoutAHistoryStep() {
    let harness = Harness()
    harness.press(.enter, .enter)
    harness.type("xyz")
    harness.press(.escape)
    #expect(harness.session.book.value[id: "emile"]?.formattedName == "Émile Zola")
    #expect(!harness.session.source.value.canUndo)
  }

  @Test func theEditorStartsWithTheValueAndTheCursorAtItsEnd() {
    let harness = Harness()
    harness.press(.enter, .enter)
    harness.press(.backspace, .backspace, .backspace, .backspace)
    harness.type("Pagnol")
    harness.press(.home)
    harness.type("M. ")
    harness.press(.enter)
    #expect(harness.session.book.value[id: "emile"]?.formattedName == "M. Émile Pagnol")
  }

  @Test func addingAnEmailThroughTheFieldChooser() {
    let harness = Harness()
    harness.press(.tab, .character("a"))
    #expect(harness.text.contains("Add which field?"))
    harness.press(.character("e"))
    harness.type("emile@aurore.fr")
    let row = harness.row(containing: "emile@aurore.fr")
    #expect(row != nil, "the new field is edited in place, visibly")
    #expect(harness.screen.cursor?.row == row)
    harness.press(.enter)
    #expect(harness.session.book.value[id: "emile"]?.emails.map(\.value) == ["emile@aurore.fr"])
    #expect(harness.session.source.value.undoDescription == "add email of Émile Zola")
  }

  @Test func anAddressEditsComponentByComponent() {
    let harness = Harness()
    harness.press(.character("j"), .tab, .down, .down, .down)  // name, email, phone, address
    harness.press(.enter)
    #expect(harness.text.contains("Address of Zoë Ångström"))
    harness.press(.tab, .tab, .tab)  // Street → Extended → PO box → City
    harness.press(.control("u"))
    harness.type("Uppsala")
    harness.press(.enter)
    let address = harness.session.book.value[id: "zoe"]?.addresses.first
    #expect(address?.locality == "Uppsala")
    #expect(address?.street == "Drottninggatan 1")
    #expect(harness.session.source.value.undoDescription == "edit address of Zoë Ångström")
  }

  @Test func deletingAFieldCanBeUndone() {
    let harness = Harness()
    harness.press(.character("j"), .tab)
    harness.press(.down)  // the email, under the name
    harness.press(.character("d"))
    #expect(harness.session.book.value[id: "zoe"]?.emails.isEmpty == true)
    harness.press(.character("u"))
    #expect(harness.session.book.value[id: "zoe"]?.emails.map(\.value) == ["zoe@example.se"])
  }

  @Test func longValuesScrollUnderTheCursor() {
    let harness = Harness(columns: 60)
    harness.press(.enter, .enter)
    let long = String(repeating: "长", count: 40) + "END"
    harness.press(.control("u"))
    harness.type(long)
    #expect(harness.text.contains("END"))
    #expect(!harness.text.contains("Émile Zola│"))
    harness.press(.enter)
    #expect(harness.session.book.value[id: "emile"]?.formattedName == long)
  }

  @Test func resizingWhileEditingKeepsTheEdit() {
    let harness = Harness()
    harness.press(.enter, .enter)
    harness.type(" the writer")
    harness.screen.resize(rows: 5, columns: 30)
    harness.press(.resize)
    #expect(harness.text.contains("Terminal too small"))
    harness.screen.resize(rows: 24, columns: 100)
    harness.press(.resize)
    harness.press(.enter)
    #expect(harness.session.book.value[id: "emile"]?.formattedName == "Émile Zola the writer")
  }

  @Test func addingAFieldThatIsEmptyEditsItInPlace() {
    let harness = Harness()
    harness.press(.tab, .character("a"), .character("t"))
    harness.type("Novelist")
    #expect(harness.screen.lines[2].contains("│ L'Aurore · Novelist"), "under the name, after the organization")
    #expect(harness.screen.cursor?.row == 2)
    harness.press(.enter)
    #expect(harness.session.book.value[id: "emile"]?.title == "Novelist")
  }

  @Test func clearingAnEmailRemovesIt() {
    let harness = Harness()
    harness.press(.character("j"), .tab, .down)  // Zoë's email
    harness.press(.enter, .control("u"), .enter)
    #expect(harness.session.book.value[id: "zoe"]?.emails.isEmpty == true)
    #expect(!harness.text.contains("zoe@example.se"))
    #expect(harness.app.detail.selectedField == .formattedName, "the entry before the email's place is highlighted")
  }
}

/// A formatted name composed from the structured name follows it when a name
/// part is edited in the detail pane; one set by hand stays.
@Suite struct DerivedNameTests {
  @Test func editingTheGivenNameRenamesAComposedName() {
    let harness = Harness()
    harness.press(.character("j"), .tab, .character("G"), .up, .enter, .control("u"))  // Zoë's given name
    harness.type("Zoe")
    harness.press(.enter)
    #expect(harness.session.book.value[id: "zoe"]?.formattedName == "Zoe Ångström")
    #expect(harness.screen.lines.contains { $0.hasPrefix(" Zoe Ångström") }, "the list shows the new name")
  }

  @Test func aNameSetByHandIsKept() {
    var zoe = Fixtures.zoe
    zoe.formattedName = "Zoë Å. (work)"
    let harness = Harness(Addressbook([zoe, Fixtures.wang, Fixtures.emile]))
    harness.press(.character("j"), .tab, .character("G"), .up, .enter, .control("u"))  // Zoë's given name
    harness.type("Zoe")
    harness.press(.enter)
    #expect(harness.session.book.value[id: "zoe"]?.formattedName == "Zoë Å. (work)")
    #expect(harness.session.book.value[id: "zoe"]?.name.given == "Zoe")
  }
}
