/// A 64-bit hash of bytes that is the same in every process (unlike
/// `Hasher`, seeded per process), to tell whether an ``OutlineArchive``
/// was made from the bytes at hand. Not a cryptographic hash: it guards
/// against change, not against forgery.
public enum BytesHash {
  /// The hash of `bytes`, eight bytes at a time.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  public static func of(_ bytes: some Collection<UInt8>) -> UInt64 {
    bytes.withContiguousStorageIfAvailable(of) ?? Array(bytes).withUnsafeBufferPointer(of)
  }

  private static func of(_ buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let raw = UnsafeRawBufferPointer(buffer)
    var hash: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(raw.count)
    var offset = 0
    while offset + 8 <= raw.count {
      hash = mix(hash, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    var last: UInt64 = 0
    for (shift, byte) in raw[offset...].enumerated() { last |= UInt64(byte) << (8 * shift) }
    return mix(mix(hash, last), UInt64(raw.count))
  }

  private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    var mixed = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
    mixed ^= mixed >> 29
    return mixed &* 0xBF58_476D_1CE4_E5B9
  }
}
