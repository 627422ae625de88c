extension Array where Element == UInt8 {
  /// The eight bytes at `offset` read as a little-endian word, as the
  /// cache files keep their numbers.
  ///
  /// - Precondition: `offset + 8 <= count`.
  /// - Complexity: O(1)
  public func littleEndianWord(at offset: Int) -> UInt64 {
    precondition(offset >= 0 && offset <= count - 8, "littleEndianWord: past the end")
    return withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
  }

  /// Appends `word` as eight little-endian bytes.
  ///
  /// - Complexity: Amortized O(1)
  public mutating func appendLittleEndian(_ word: UInt64) {
    Swift.withUnsafeBytes(of: word.littleEndian) { self += $0 }
  }
}
