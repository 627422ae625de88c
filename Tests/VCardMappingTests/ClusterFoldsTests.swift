@testable import RefbookModel
import Testing

@Suite struct ClusterFoldsTests {
  /// The lead bytes of two-byte marks, written as a literal, are those of
  /// every scalar from U+0080 to U+07FF that folding takes for a mark.
  @Test func theTwoByteLeadsOfMarksAreThoseOfTheMarks() {
    var leads: UInt32 = 0
    for value in UInt32(0x80)...0x7FF {
      if let scalar = Unicode.Scalar(value), FoldedCluster.isMark(scalar) { leads |= 1 << (value >> 6) }
    }
    #expect(String(ClusterFolds.twoByteLeadsOfMarks, radix: 16) == String(leads, radix: 16))
  }
}
