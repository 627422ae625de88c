import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing

/// Marks: Space, `*` and `-`; the header counts them; `d`, `E` and `x` act
/// on all of them; they follow contacts by identity and are not undone.
@Suite struct MarksTests {
  @Test func spaceMarksAndMovesDownStarMarksEveryMatchAndMinusClears() {
    let harness = Harness()
    let first = harness.app.list.selectedID!
    harness.press(.character(" "))
    #expect(harness.app.list.marks == [first])
    #expect(harness.app.list.selectedID != first)
    #expect(harness.headerLine.contains("1 marked"))
    #expect(harness.screen.lines.contains { $0.hasPrefix("*") })
    harness.press(.character("/"))
    harness.type("zola")
    harness.press(.enter, .character("*"))
    #expect(harness.app.list.marks == [first, "emile"].reduce(into: Set<Person.ID>()) { $0.insert($1) })
    #expect(harness.statusLine.contains("marked — d deletes them"))
    harness.press(.escape, .character("-"))
    #expect(harness.app.list.marks.isEmpty)
    #expect(!harness.headerLine.contains("marked"))
  }

  @Test func dDeletesEveryMarkedContactAsOneStepAndUndoBringsThemAllBack() {
    let harness = Harness()
    harness.press(.character("*"))
    #expect(harness.app.list.marks.count == 3)
    harness.press(.character("d"))
    #expect(harness.session.book.value.isEmpty)
    #expect(harness.statusLine.contains("Deleted 3 marked contacts — u to undo"))
    #expect(harness.app.list.marks.isEmpty)
    harness.press(.character("u"))
    #expect(harness.session.book.value.count == 3)
    #expect(harness.statusLine.contains("Undid: delete 3 contacts"))
  }

  @Test func aMarkFollowsItsContactAndGoesWhenTheContactIsDeletedElsewhere() {
    let harness = Harness()
    harness.app.list.select("wang")
    harness.press(.character(" "), .character("s"), .character("s"))
    #expect(harness.app.list.marks == ["wang"])
    harness.session.book.value[id: "wang"] = nil
    harness.app.render()
    #expect(harness.app.list.marks.isEmpty)
  }

  @Test func xExportsTheMarkedToTheFileTyped() {
    let harness = Harness()
    let written = Box<([Person.ID], String)>()
    harness.app.files.exportFile = { persons, path in
      written.value = (persons.map(\.id), path)
      return "\(persons.count) contacts as vCard 4.0"
    }
    harness.press(.character("x"))
    #expect(harness.statusLine.contains("Mark contacts first"))
    harness.app.list.select("zoe")
    harness.press(.character(" "))
    harness.app.list.select("emile")
    harness.press(.character(" "), .character("x"))
    #expect(harness.statusLine.contains("Export 2 contacts to"))
    harness.type("/tmp/out.vcf")
    harness.press(.enter)
    #expect(written.value?.0.sorted() == ["emile", "zoe"])
    #expect(written.value?.1 == "/tmp/out.vcf")
    #expect(harness.statusLine.contains("Exported 2 contacts as vCard 4.0 to /tmp/out.vcf"))
  }
}

/// `E`: the contacts in the editor as vCard text, what comes back applied
/// as one undo step; a text that does not read is kept for `E` to reopen.
@Suite struct EditorTests {
  /// A harness whose editor replaces `old` with `new` in the text it gets,
  /// recording each text it was given.
  func harness(replacing old: String, with new: String, succeeds: Bool = true) -> (Harness, Box<[String]>) {
    let harness = Harness()
    let given = Box<[String]>()
    given.value = []
    harness.app.files.runEditor = { text in
      given.value!.append(text)
      return succeeds ? text.replacingOccurrences(of: old, with: new) : nil
    }
    return (harness, given)
  }

  @Test func aChangedPhoneIsAppliedAsOneUndoStep() {
    let (harness, given) = harness(replacing: "+46 8 123 456", with: "+46 8 999 999")
    harness.app.list.select("zoe")
    harness.press(.character("E"))
    #expect(given.value?.first?.contains("TEL;") == true)
    #expect(harness.screen.handOverCount == 1)
    #expect(harness.session.book.value[id: "zoe"]?.phones.map(\.value) == ["+46 8 999 999"])
    #expect(harness.statusLine.contains("Edited Zoë Ångström — u to undo"))
    harness.press(.character("u"))
    #expect(harness.session.book.value[id: "zoe"]?.phones.map(\.value) == ["+46 8 123 456"])
    #expect(harness.statusLine.contains("Undid: edit Zoë Ångström in editor"))
  }

  @Test func anUnchangedTextOrAFailedEditorChangesNothing() {
    let (unchanged, _) = harness(replacing: "nothing matches this", with: "")
    unchanged.press(.character("E"))
    #expect(unchanged.statusLine.contains("No change to"))
    #expect(!unchanged.session.source.value.canUndo)
    let (failed, _) = harness(replacing: "FN:", with: "XX:", succeeds: false)
    failed.press(.character("E"))
    #expect(failed.statusLine.contains("The editor did not finish well; nothing changed"))
    #expect(!failed.session.source.value.canUndo)
  }

  @Test func aTextThatDoesNotReadIsKeptAndEReopensTheEditorOnIt() {
    let (harness, given) = harness(replacing: "END:VCARD", with: "this line has no colon\r\nEND:VCARD")
    harness.app.list.select("zoe")
    harness.press(.character("E"))
    #expect(harness.statusLine.contains("Not applied, E reopens the editor on your text: line "))
    #expect(!harness.session.source.value.canUndo)
    harness.press(.character("E"))
    #expect(given.value?.count == 2)
    #expect(given.value?.last?.contains("this line has no colon") == true, "the same text, nothing lost")
  }

  @Test func aUIDChangedInTheEditorIsRestored() {
    let (harness, _) = harness(replacing: "UID:zoe", with: "UID:someone-else")
    harness.app.list.select("zoe")
    let before = harness.session.book.value.count
    harness.press(.character("E"))
    #expect(harness.session.book.value.count == before)
    #expect(harness.session.book.value[id: "someone-else"] == nil)
  }

  @Test func theMarkedAreEditedInOneSession() {
    let (harness, given) = harness(replacing: "FN:", with: "NOTE:edited together\r\nFN:")
    harness.press(.character("*"), .character("E"))
    #expect(given.value?.count == 1)
    #expect(harness.session.book.value.allSatisfy { $0.note == "edited together" })
    #expect(harness.statusLine.contains("Edited 3 contacts — u to undo"))
  }
}

final class Box<Value> {
  var value: Value?
}
