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
  }
}
