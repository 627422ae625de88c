import RefbookModel
@testable import RefbookUI
import TerminalKit
import StructRefTesting
import Testing

/// The `i` key: an import while running is one undo step.
@Suite struct ImportTests {
  struct Unreadable: Error, CustomStringConvertible {
    var description: String { "no such file" }
  }

  static let ada = Person(id: "ada", formattedName: "Ada Lovelace")
  static let zoeUpdated: Person = {
    var zoe = Fixtures.zoe
    zoe.title = "Physicist"
    return zoe
  }()

  func harness(importing result: Result<ImportedFile, Unreadable>) -> (Harness, Recorder) {
    let harness = Harness()
    let recorder = Recorder()
    harness.app.files.importFile = { path in
      recorder.paths.append(path)
      return try result.get()
    }
    return (harness, recorder)
  }

  final class Recorder { var paths: [String] = [] }

  @Test func importingAddsAndUpdatesByIdAsOneStep() {
    let (harness, recorder) = harness(importing: .success(ImportedFile(persons: [Self.ada, Self.zoeUpdated], skipped: 2)))
    harness.press(.character("i"))
    #expect(harness.statusLine.contains("Import file"))
    harness.type("~/phone.vcf")
    harness.press(.enter)
    #expect(recorder.paths == ["~/phone.vcf"])
    #expect(harness.session.book.value.count == 4)
    #expect(harness.session.book.value[id: "zoe"]?.title == "Physicist")
    #expect(harness.statusLine.contains("Imported 2 contacts, 2 skipped — u to undo"))
    #expect(harness.app.list.selectedID == "ada")
    harness.press(.character("u"))
    #expect(harness.session.book.value.count == 3)
    #expect(harness.session.book.value[id: "zoe"]?.title == "")
    #expect(harness.statusLine.contains("Undid: import 2 contacts from ~/phone.vcf"))
  }

  @Test func aRepairIsShownAfterTheCountWithHowManyMore() {
    let warnings = ["line 6: UID a is also on the card at line 1; this card was given the new UID b", "line 9: other"]
    let (harness, _) = harness(importing: .success(ImportedFile(persons: [Self.ada], skipped: 0, warnings: warnings)))
    harness.press(.character("i"))
    harness.type("dup.vcf")
    harness.press(.enter)
    #expect(harness.statusLine.contains("Imported 1 contact — u to undo; line 6: UID a is also on the card at line 1"))
    #expect(harness.session.book.value.count == 4)
  }

  @Test func notesShownAtStartLastUntilTheNextKey() {
    let harness = Harness()
    harness.app.show(["Not read: line 5: card skipped", "Read with a repair: line 9: bytes"], isError: true)
    harness.app.render()
    #expect(harness.statusLine.contains("Not read: line 5: card skipped (and 1 more)"))
    harness.press(.character("j"))
    #expect(!harness.statusLine.contains("Not read"))
  }

  @Test func aFailedImportSaysWhyAndChangesNothing() {
    let (harness, _) = harness(importing: .failure(Unreadable()))
    harness.press(.character("i"))
    harness.type("nope.vcf")
    harness.press(.enter)
    #expect(harness.statusLine.contains("Cannot import nope.vcf: no such file"))
    #expect(!harness.session.source.value.canUndo)
  }

  @Test func escapeAbandonsThePrompt() {
    let (harness, recorder) = harness(importing: .success(ImportedFile(persons: [Self.ada], skipped: 0)))
    harness.press(.character("i"))
    harness.type("x.vcf")
    harness.press(.escape)
    #expect(recorder.paths.isEmpty)
    #expect(!harness.statusLine.contains("Import file"))
  }

  @Test func withoutAnImporterTheKeyDoesNothing() {
    let harness = Harness()
    harness.press(.character("i"))
    #expect(!harness.statusLine.contains("Import file"))
  }

  @Test func aBookMergedOnDiskUpdatesThePanesAsOneStep() {
    let harness = Harness()
    let key = MemoryKey(harness.session.book.value)
    let persistence = harness.session.book.persist(
      in: key, describedAs: "merge changes made on disk", receivingOn: harness.app.inbox.post)
    defer { persistence.dispose() }
    harness.press(.character("j"))  // Zoë
    key.changeElsewhere(to: [Self.zoeUpdated, Fixtures.emile, Self.ada])
    #expect(!harness.text.contains(" Ada Lovelace"), "the merge waits for the app's loop")
    harness.app.inbox.runPosted()
    harness.app.render()
    #expect(harness.text.contains(" Ada Lovelace"))
    #expect(!harness.text.contains(" 王小明"))
    #expect(harness.text.contains("Physicist"))
    #expect(harness.session.source.value.undoDescription == "merge changes made on disk")
  }
}
