import RefbookSamples
import Testing

@testable import RefbookModel

/// Removing and inserting elements of a sorted array, one by one for a few
/// and in one pass for many, gives what filtering, appending and sorting
/// again gives.
@Suite struct SortedReplacementTests {
  @Test func replacingKeepsTheArraySortedAndHoldsExactlyTheRightElements() {
    var random = SeededGenerator(seed: 0x50F7)
    for round in 0..<300 {
      let base = Set((0..<random.below(200)).map { _ in 2 * random.below(1_000) }).sorted()
      let removed = base.filter { _ in random.chance(round.isMultiple(of: 2) ? 2 : 30) } + [1_999, -2]
      let remaining = base.filter { !removed.contains($0) }
      let inserted = Array(Set((0..<random.below(round.isMultiple(of: 3) ? 4 : 120)).map { _ in 2 * random.below(1_000) + 1 }))
      var replaced = base
      replaced.remove(sorted: removed, by: <)
      replaced.insert(sorted: inserted, by: <)
      #expect(replaced == (remaining + inserted).sorted(), "round \(round)")
    }
  }
}
