@testable import RefbookModel
import Testing

@Suite struct ArchiveCountTests {
  /// A count reads back as written, in as many bytes as its seven-bit
  /// groups, at every boundary; one cut short, or longer than eight bytes,
  /// reads as nothing.
  @Test func countsReadBackAsWrittenInTheirBytes() {
    let cases: [(Int, Int)] = [(0, 1), (1, 1), (127, 1), (128, 2), (16_383, 2), (16_384, 3), (1 << 31, 5), ((1 << 56) - 1, 8)]
    for (value, size) in cases {
      var writer = ArchiveWriter()
      writer.append(count: value)
      #expect(writer.bytes.count == size, "\(value)")
      var reader = ArchiveReader(writer.bytes[...] + [0x2A])
      #expect(reader.count() == value, "\(value)")
      #expect(reader.remaining == 1, "\(value): read to its end")
      var short = ArchiveReader(writer.bytes.dropLast())
      #expect(short.count() == nil, "\(value) cut short")
    }
    var long = ArchiveReader(ArraySlice(repeating: 0x80, count: 8) + [0x01])
    #expect(long.count() == nil, "nine bytes")
  }
}
