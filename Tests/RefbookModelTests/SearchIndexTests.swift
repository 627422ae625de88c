import Testing

@testable import RefbookModel

/// A replaced text's trigram lists keep its slot until the index is packed
/// (a search checks every candidate against its text); packing makes the
/// lists again from the live texts alone.
@Suite struct SearchIndexTests {
  static func text(_ text: String) -> SearchText { SearchText(folded: Array(text.utf8)) }

  @Test func aReplacedTextIsACandidateThatDoesNotMatchUntilTheIndexIsPacked() {
    var index = SearchIndex()
    let slots = (0..<8).map { index.allocate(for: "p\($0)") }
    for slot in slots { index.setText(Self.text(String(repeating: "old\(slot) ", count: 200) + "shared"), at: slot) }
    index.setText(Self.text("new text zebra"), at: slots[3])
    let old = SearchQuery("old3")
    #expect(index.candidates(for: old) == [slots[3]], "the replaced text's entries stay")
    #expect(!index.matches(old, at: slots[3]))
    #expect(index.candidates(for: SearchQuery("zebra")) == [slots[3]])

    // Replacing every text leaves more than half of the buffer replaced: it
    // is packed on the way, and the lists made again from the texts then
    // live (the texts replaced after that leave their entries again).
    for slot in slots { index.setText(Self.text("new text \(slot) zebra"), at: slot) }
    let shared = SearchQuery("shared")
    let stale = index.candidates(for: shared) ?? []
    #expect(stale.count < slots.count && !stale.isEmpty)
    #expect(!stale.contains { index.matches(shared, at: $0) })
    #expect(index.candidates(for: old) == [])
    #expect(Set(index.candidates(for: SearchQuery("zebra")) ?? []) == Set(slots))
    #expect(slots.allSatisfy { index.matches(SearchQuery("new text"), at: $0) })
  }
}
