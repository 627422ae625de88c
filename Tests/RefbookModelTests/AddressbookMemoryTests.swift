import CMallocStats
import Foundation
import Testing
import RefbookModel
import RefbookSamples

/// The undo history keeps every snapshot of the book; persistent trees must
/// make that cost proportional to the edits. Measured in a child process so
/// that tests running concurrently do not disturb the allocator's figures.
@Suite struct AddressbookMemoryTests {
  @Test func thousandEditsOnA100kBookKeepingEverySnapshotGrowByLessThan10MiB() async throws {
    #if os(Linux)
    let result = try await #require(processExitsWith: .success, observing: [\.standardOutputContent]) {
      var book = Addressbook(SampleBook.generate(count: 100_000, seed: 7))
      let ids = Array(book.map(\.id).prefix(1_000))
      var snapshots = [book]
      snapshots.reserveCapacity(1_001)
      let before = refbook_allocated_bytes()
      for (step, id) in ids.enumerated() {
        book[id: id]?.title = "Edited \(step)"
        snapshots.append(book)
      }
      let after = refbook_allocated_bytes()
      print(Int(after) - Int(before), snapshots.count, book.count)
    }
    let figures = String(decoding: result.standardOutputContent, as: UTF8.self)
      .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    try #require(figures.count == 3)
    #expect(figures[0] < 10 << 20, "grew by \(figures[0]) bytes")
    #expect(figures[0] > 0)
    #expect(figures[1] == 1_001)
    #expect(figures[2] == 100_000)
    #endif
  }
}
