/// The slots whose text holds each trigram, as ``SearchIndex`` keeps them:
/// a table with open addressing, probed from a multiplicative hash of the
/// trigram (it is 24 bits: its bits are spread with one multiplication, not
/// the seeded hashing `Dictionary` gives every key, which took a quarter of
/// the time to index a text).
///
/// A trigram once given a list keeps it (lists are emptied, never removed).
struct TrigramPostings: Sendable {
  typealias Slot = SearchIndex.Slot

  /// Where no trigram is: trigrams have 24 bits.
  private static let vacant = UInt32.max

  private var trigrams: [UInt32]
  private var lists: [[Slot]]
  /// The number of trigrams with a list.
  private(set) var count = 0
  /// The table holds 2^`bits` places.
  private var bits: UInt32

  init() {
    bits = 10
    trigrams = Array(repeating: Self.vacant, count: 1 << 10)
    lists = Array(repeating: [], count: 1 << 10)
  }

  /// The list of `trigram`, `nil` when it never had one.
  ///
  /// - Complexity: O(1) expected.
  subscript(trigram: UInt32) -> [Slot]? {
    var place = home(of: trigram)
    while true {
      if trigrams[place] == trigram { return lists[place] }
      if trigrams[place] == Self.vacant { return nil }
      place = (place + 1) & (trigrams.count - 1)
    }
  }

  /// Calls `body` with the list of `trigram`, in place; an empty list is
  /// given to a trigram without one.
  ///
  /// - Precondition: `trigram` has 24 bits.
  ///
  /// - Complexity: O(1) expected, plus `body`; O(*t*) when the table grows
  ///   (its places are doubled when three quarters are taken).
  mutating func withList<Result>(of trigram: UInt32, _ body: (inout [Slot]) -> Result) -> Result {
    precondition(trigram <= 0xFF_FFFF, "TrigramPostings: a trigram has 24 bits")
    if (count + 1) * 4 > trigrams.count * 3 { grow() }
    var place = home(of: trigram)
    while trigrams[place] != trigram {
      if trigrams[place] == Self.vacant {
        trigrams[place] = trigram
        count += 1
        break
      }
      place = (place + 1) & (trigrams.count - 1)
    }
    return body(&lists[place])
  }

  /// Gives each list the room it holds and no more: lists grown an entry
  /// at a time keep up to twice the room they use (a quarter more, on
  /// average, at 100,000 persons a few megabytes), which only later changes
  /// would fill.
  ///
  /// - Complexity: O(*t* + *s*) for *t* trigrams and *s* slots listed.
  mutating func trim() {
    for place in lists.indices where lists[place].capacity > lists[place].count {
      lists[place] = lists[place].withUnsafeBufferPointer { Array($0) }
    }
  }

  /// The place probing for `trigram` starts at: the top bits of its
  /// product with 2^32 / φ.
  private func home(of trigram: UInt32) -> Int {
    Int((trigram &* 0x9E37_79B1) >> (32 - bits))
  }

  private mutating func grow() {
    let (oldTrigrams, oldLists) = (trigrams, lists)
    bits += 1
    trigrams = Array(repeating: Self.vacant, count: 1 << bits)
    lists = Array(repeating: [], count: 1 << bits)
    count = 0
    for (trigram, list) in zip(oldTrigrams, oldLists) where trigram != Self.vacant {
      withList(of: trigram) { $0 = list }
    }
  }
}
