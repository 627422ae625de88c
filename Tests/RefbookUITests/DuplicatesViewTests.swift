import Foundation
import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing

/// `D` finds probable duplicates on another thread and lists them with
/// their reasons; a merge is previewed, then applied as one undo step; `m`
/// merges the marked.
@Suite struct DuplicatesViewTests {
  static var book: Addressbook {
    var ann = Person(id: "ann", formattedName: "Ann Archer")
    ann.emails = [TypedValue(value: "ann@example.org")]
    ann.phones = [TypedValue(value: "+1 555 0100")]
    var annToo = Person(id: "ann2", formattedName: "A. Archer")
    annToo.emails = [TypedValue(value: "ANN@example.org"), TypedValue(value: "ann@home.example")]
    return Addressbook([ann, annToo, Fixtures.zoe, Fixtures.wang])
  }

  /// Renders until the duplicates found on the other thread are shown.
  func waitForGroups(_ harness: Harness) async throws {
    for _ in 0..<200 where harness.text.contains("Looking for duplicates") {
      try await Task.sleep(for: .milliseconds(10))
      harness.app.arrange()
      harness.app.render()
    }
  }

  @Test func dListsTheGroupAndEnterTwiceMergesItAsOneUndoStep() async throws {
    let harness = Harness(Self.book, columns: 120)
    harness.press(.character("D"))
    try await waitForGroups(harness)
    #expect(harness.text.contains("1 group of probable duplicates"))
    #expect(harness.screen.lines.contains { $0.contains("A. Archer · Ann Archer") && $0.contains("same email ann@example.org") },
            "in the list's order")
    harness.press(.enter)
    #expect(harness.text.contains("Merge 2 contacts into this one?"))
    #expect(harness.text.contains("ann@home.example") && harness.text.contains("+1 555 0100"), "the union, previewed")
    #expect(harness.session.book.value.count == 4, "nothing merged yet")
    harness.press(.enter)
    #expect(harness.session.book.value.count == 3)
    let merged = harness.session.book.value[id: "ann2"]
    #expect(merged?.emails.map { $0.value.lowercased() }.sorted() == ["ann@example.org", "ann@home.example"])
    #expect(merged?.phones.map(\.value) == ["+1 555 0100"])
    #expect(harness.session.book.value[id: "ann"] == nil)
    #expect(harness.app.list.selectedID == "ann2")
    #expect(harness.statusLine.contains("Merged 2 contacts into A. Archer — u to undo"))
    harness.press(.character("u"))
    #expect(harness.session.book.value == Self.book)
  }

  @Test func mPreviewsAndMergesTheMarkedAndEscapeCancels() {
    let harness = Harness(Self.book, columns: 120)
    harness.press(.character("m"))
    #expect(harness.statusLine.contains("Mark two or more contacts to merge"))
    harness.app.list.select("zoe")
    harness.press(.character(" "))
    harness.app.list.select("wang")
    harness.press(.character(" "), .character("m"))
    #expect(harness.text.contains("Merge 2 contacts into this one?"))
    harness.press(.escape)
    #expect(harness.session.book.value.count == 4)
    harness.press(.character("m"), .enter)
    #expect(harness.session.book.value.count == 3)
    #expect(harness.app.list.marks.isEmpty)
  }

  @Test func importingACardWithAMergedUIDUpdatesTheMergedContact() {
    let harness = Harness(Self.book, columns: 120)
    harness.app.list.select("ann")
    harness.press(.character(" "))
    harness.app.list.select("ann2")
    harness.press(.character(" "), .character("m"), .enter)
    let kept = harness.session.book.value.contains(id: "ann") ? "ann" : "ann2"
    let absorbed = kept == "ann" ? "ann2" : "ann"
    var old = Person(id: absorbed, formattedName: "Ann Archer")
    old.emails = [TypedValue(value: "ann@work.example")]
    harness.app.files.importFile = { _ in ImportedFile(persons: [old], skipped: 0) }
    harness.press(.character("i"))
    harness.type("old.vcf")
    harness.press(.enter)
    #expect(harness.session.book.value.count == 3, "no duplicate brought back")
    #expect(harness.session.book.value[id: kept]?.emails.map(\.value).contains("ann@work.example") == true)
  }

  @Test func aBookWithoutDuplicatesSaysSo() async throws {
    let harness = Harness(columns: 120)
    harness.press(.character("D"))
    try await waitForGroups(harness)
    #expect(harness.text.contains("No contacts look like one person"))
  }
}
