import Testing
@testable import RefbookModel

@Suite struct TrigramPostingsTests {
  /// The table gives what a `Dictionary` given the same changes gives, for
  /// trigrams that collide in few bits and through several growths; a
  /// trigram never given a list has none.
  @Test(arguments: [0, 1, 2])
  func aTableHoldsWhatADictionaryHolds(seed: Int) {
    var table = TrigramPostings()
    var model: [UInt32: [SearchIndex.Slot]] = [:]
    for step in 0..<20_000 {
      let random = SplitMix64.mix(UInt64(seed * 100_000 + step))
      // Few distinct low bits, many high ones: neighbours in the table.
      let trigram = UInt32(random % 4_000) << 12 | UInt32(random >> 60)
      let slot = SearchIndex.Slot(step)
      if random & 0x300 == 0 {
        table.withList(of: trigram) { $0.removeAll() }
        model[trigram, default: []].removeAll()
      } else {
        table.withList(of: trigram) { $0.append(slot) }
        model[trigram, default: []].append(slot)
      }
    }
    #expect(table.count == model.count)
    for (trigram, list) in model { #expect(table[trigram] == list) }
    #expect(table[0x00_3039] == nil, "never given a list")
    // One long list, grown an entry at a time.
    for slot in 0..<1_000 { table.withList(of: 0xFF_FFFF) { $0.append(SearchIndex.Slot(slot)) } }
    model[0xFF_FFFF] = (0..<1_000).map { SearchIndex.Slot($0) }
    // Trimmed, every list holds the same and no more room than it takes.
    table.trim()
    #expect(table.count == model.count)
    for (trigram, list) in model {
      #expect(table[trigram] == list)
      #expect(table[trigram].map { $0.capacity - $0.count < 16 } == true, "\(list.count) slots")
    }
    table.withList(of: 0x00_3039) { $0.append(7) }
    #expect(table[0x00_3039] == [7], "a list grows again after a trim")
  }
}
