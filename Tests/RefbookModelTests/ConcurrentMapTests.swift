import Testing

@testable import RefbookModel

@Suite struct ConcurrentMapTests {
  @Test func aConcurrentMapGivesWhatMapGivesInOrder() {
    let numbers = Array(0..<50_001)
    #expect(numbers.concurrentMap(minimumPiece: 1_000) { String($0 * 3) } == numbers.map { String($0 * 3) })
    #expect([1, 2, 3].concurrentMap { $0 + 1 } == [2, 3, 4])
    #expect([Int]().concurrentMap(minimumPiece: 0) { $0 }.isEmpty)
  }
}

extension ConcurrentMapTests {
  @Test func concurrentPiecesCoverTheCollectionInOrderOnce() {
    let numbers = Array(0..<50_001)
    let pieces = numbers.concurrentPieces(minimumPiece: 1_000) { Array($0) }
    #expect(pieces.flatMap(\.self) == numbers)
    #expect(pieces.count == min(Processors.online, 50))
    #expect([1, 2, 3].concurrentPieces { $0.reduce(0, +) } == [6])
    #expect([Int]().concurrentPieces(minimumPiece: 0) { $0.count } == [0])
    // Fewer than two pieces' worth is one piece, whatever the processors.
    #expect(Array(0..<1_999).concurrentPieces(minimumPiece: 1_000) { $0.count } == [1_999])
  }

  @Test func aFileIsReadInOnePieceUnder256KiBAndOnePieceMorePer256KiBUpToTheProcessors() {
    #expect(Processors.parts(forReading: 0) == 1)
    #expect(Processors.parts(forReading: 256 * 1024 - 1) == 1)
    #expect(Processors.parts(forReading: 256 * 1024) == min(Processors.online, 2))
    #expect(Processors.parts(forReading: 40 << 20) == min(Processors.online, 161))
  }
}

extension ConcurrentMapTests {
  /// Compared by `key` only, so that the order of equal elements shows.
  struct Tagged: Comparable, Sendable {
    let key: Int
    let tag: Int
    static func < (lhs: Tagged, rhs: Tagged) -> Bool { lhs.key < rhs.key }
    static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.key == rhs.key }
  }

  @Test(arguments: [0, 1, 2, 99, 100, 101, 1_000, 3_001])
  func aConcurrentSortGivesWhatSortedGivesEqualElementsIncluded(count: Int) {
    for seed in 0..<20 {
      let elements = (0..<count).map { Tagged(key: Int(SplitMix64.mix(UInt64(seed * 10_000 + $0)) % 50), tag: $0) }
      let sorted = elements.sorted().map(\.tag)
      #expect(elements.concurrentlySortedIndices(minimumPiece: 100).map { elements[$0].tag } == sorted)
      // However many pieces, whatever this machine's processors.
      for pieces in 1...5 {
        let cut = (0..<pieces).map { elements[$0 * count / pieces..<($0 + 1) * count / pieces].sorted() }
        #expect(SortedMerge.merged(cut, by: <).map(\.tag) == sorted)
      }
    }
  }
}

extension ConcurrentMapTests {
  /// Distinct elements with their places: right, some missing, taken twice,
  /// out of range, or wrong (the placed ones then out of order).
  @Test(arguments: [0, 1, 2, 50, 1_000])
  func sortingWithPlacesGivesWhatSortedGives(count: Int) {
    for seed in 0..<30 {
      let elements = (0..<count).map { SplitMix64.mix(UInt64(seed * 10_000 + $0)) }
      let sorted = elements.sorted()
      let rank = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, $0) })
      let places: [Int?] = elements.enumerated().map { index, element in
        let right = rank[element]!
        switch (seed + index) % 7 {
        case 0 where seed % 3 == 0: return nil
        case 1 where seed % 3 == 1: return count
        case 2 where seed % 3 == 2: return right / 2
        default: return seed % 10 == 9 ? count - 1 - right : right
        }
      }
      #expect(elements.sortedIndices(places: places).map { elements[$0] } == sorted)
    }
    #expect(["b", "a", "c"].sortedIndices(places: [1, 0, nil]) == [1, 0, 2])
  }
}
