import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing

/// Several books opened together: the list says each person's book, `M`
/// moves the selected person to another and a new person goes to the book
/// picked, each one undo step.
@Suite struct BooksTests {
  static var shelf: Addressbook {
    Addressbook(collections: [("personal", Addressbook([Fixtures.zoe, Fixtures.wang])), ("work", Addressbook([Fixtures.emile]))])
  }

  func harness() -> Harness {
    Harness(Self.shelf, columns: 120, collections: ["personal", "work"])
  }

  @Test func eachRowEndsWithItsPersonsBook() throws {
    let harness = harness()
    let emile = try #require(harness.listRow(containing: "Émile Zola"))
    let list = harness.screen.lines[emile].split(separator: "│")[0]
    #expect(list.hasSuffix("work    "), "\(list)")
    let zoe = try #require(harness.listRow(containing: "Zoë Ångström"))
    #expect(harness.screen.lines[zoe].split(separator: "│")[0].contains("personal"))
    #expect(!Harness().text.contains("personal"), "one book: no book column")
  }

  @Test func mMovesTheSelectedPersonAsOneUndoStep() {
    let harness = harness()
    harness.app.list.select("zoe")
    harness.press(.character("M"))
    #expect(harness.text.contains("Move Zoë Ångström to which book?"))
    harness.press(.character("2"))
    #expect(harness.session.book.value.collection(id: "zoe") == "work")
    #expect(harness.statusLine.contains("Moved Zoë Ångström to work — u to undo"))
    harness.press(.character("M"), .character("2"))
    #expect(harness.statusLine.contains("Zoë Ångström is in work already"))
    harness.press(.character("u"))
    #expect(harness.session.book.value.collection(id: "zoe") == "personal")
    #expect(harness.statusLine.contains("Undid: move Zoë Ångström to work"))
  }

  @Test func escapeLeavesThePersonWhereItIsAndOneBookHasNothingToChoose() {
    let harness = harness()
    harness.app.list.select("zoe")
    harness.press(.character("M"), .escape)
    #expect(harness.session.book.value.collection(id: "zoe") == "personal")
    #expect(!harness.session.source.value.canUndo)
    let single = Harness()
    single.press(.character("M"))
    #expect(single.statusLine.contains("Only one book is open"))
  }

  @Test func aNewPersonGoesToTheBookPicked() {
    let harness = harness()
    harness.press(.character("a"), .tab)
    harness.type("Ada")
    harness.press(.enter)
    #expect(harness.text.contains("Add Ada to which book?"))
    harness.press(.character("9"))
    #expect(harness.session.book.value.count == 3, "no such book: still asking")
    harness.press(.character("2"))
    let ada = harness.session.book.value.first { $0.formattedName == "Ada" }
    #expect(ada.map { harness.session.book.value.collection(id: $0.id) } == "work")
    #expect(harness.statusLine.contains("Added Ada to work — u to undo"))
    harness.press(.character("u"))
    #expect(harness.session.book.value.count == 3)
  }
}

/// `b` shows one book at a time, then all, with searches inside the book shown.
@Suite struct BookFilterTests {
  @Test func bCyclesThroughTheBooksThenShowsAll() {
    let harness = Harness(BooksTests.shelf, columns: 120, collections: ["personal", "work"])
    harness.press(.character("b"))
    #expect(harness.app.list.view.map { $0 }.sorted() == ["wang", "zoe"])
    #expect(harness.headerLine.contains("book: personal (2)"))
    #expect(harness.statusLine.contains("Showing personal only — b for the next book"))
    harness.press(.character("b"))
    #expect(harness.app.list.view.map { $0 } == ["emile"])
    #expect(harness.app.list.selectedID == "emile")
    harness.press(.character("b"))
    #expect(harness.app.list.view.count == 3)
    #expect(!harness.headerLine.contains("book:"))
    #expect(harness.statusLine.contains("Showing every book"))
  }

  @Test func aSearchLooksInTheBookShownAndAMoveOutOfItLeavesTheList() {
    let harness = Harness(BooksTests.shelf, columns: 120, collections: ["personal", "work"])
    harness.press(.character("b"), .character("/"))
    harness.type("zo")
    harness.press(.enter)
    // "zo" finds Zoë and Émile Zola; only Zoë is in personal.
    #expect(harness.app.list.view.map { $0 } == ["zoe"])
    harness.press(.escape)
    #expect(harness.app.list.view.map { $0 }.sorted() == ["wang", "zoe"])
    harness.app.list.select("zoe")
    harness.press(.character("M"), .character("2"))
    #expect(harness.app.list.view.map { $0 } == ["wang"])
    harness.press(.character("u"))
    #expect(harness.app.list.view.map { $0 }.sorted() == ["wang", "zoe"])
  }
}
