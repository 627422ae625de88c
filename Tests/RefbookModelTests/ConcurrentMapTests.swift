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
  }
}
