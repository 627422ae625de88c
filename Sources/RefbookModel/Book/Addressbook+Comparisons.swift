import Synchronization

extension Addressbook {
  /// Recent answers to whether two entries hold equal persons, by the
  /// entries' revisions, for the comparisons that decode a card.
  ///
  /// An entry never changes and no two share a revision, so an answer never
  /// goes stale. A change that several observers see (the list, the
  /// history journal, the save) then decodes each changed card once, not
  /// once per observer: an import of 10,000 cards into 100,000 compared
  /// 5,000 updated cards with their decoded old selves three times.
  final class Comparisons: Sendable {
    /// The answers the books of the process share, 32,768 of them at most.
    static let shared = Comparisons(kept: 32_768)

    private let answers: Mutex<Answers>

    /// Comparisons that keep up to `kept` answers, in two halves: when the
    /// newer half is full it becomes the older, and the older is dropped,
    /// so an answer outlives at least `kept / 2` newer ones.
    init(kept: Int) {
      answers = Mutex(Answers(half: Swift.max(1, kept / 2)))
    }

    /// Whether `lhs` and `rhs` hold equal persons: the answer found for
    /// their revisions (in either order), or `compare()`, remembered.
    ///
    /// - Complexity: O(1), plus `compare()` when there is no answer yet.
    func holdSamePerson(_ lhs: Entry, _ rhs: Entry, compare: () -> Bool) -> Bool {
      if let known = answers.withLock({ $0.answer(for: Pair(lhs.revision, rhs.revision)) }) { return known }
      let same = compare()
      remember(same, lhs, rhs)
      return same
    }

    /// Keeps `same` as the answer for `lhs` and `rhs`: found out while
    /// making one of them (an insert that compared the persons).
    ///
    /// - Complexity: O(1)
    func remember(_ same: Bool, _ lhs: Entry, _ rhs: Entry) {
      answers.withLock { $0.remember(same, for: Pair(lhs.revision, rhs.revision)) }
    }

    /// Two revisions, in either order.
    private struct Pair: Hashable {
      let low: UInt64
      let high: UInt64

      init(_ one: Revision, _ other: Revision) {
        (low, high) = (Swift.min(one.value, other.value), Swift.max(one.value, other.value))
      }
    }

    /// Two generations of answers: when the recent one is full it becomes
    /// the older one, and the older is dropped.
    private struct Answers {
      let half: Int
      var recent: [Pair: Bool] = [:]
      var older: [Pair: Bool] = [:]

      func answer(for pair: Pair) -> Bool? {
        recent[pair] ?? older[pair]
      }

      mutating func remember(_ answer: Bool, for pair: Pair) {
        if recent.count >= half { (older, recent) = (recent, [:]) }
        recent[pair] = answer
      }
    }
  }
}
