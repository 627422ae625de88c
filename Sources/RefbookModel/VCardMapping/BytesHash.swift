/// A 64-bit hash of bytes that is the same in every process (unlike
/// `Hasher`, seeded per process), to tell whether an ``OutlineArchive``
/// was made from the bytes at hand. Not a cryptographic hash: it guards
/// against change, not against forgery.
///
/// Bytes may come in pieces: the hash of pieces is the hash of the bytes
/// they hold one after another.
///
/// ```swift
/// var hash = BytesHash(count: 7)
/// hash.add([1, 2, 3]); hash.add([4, 5, 6, 7])
/// hash.value == BytesHash.of([1, 2, 3, 4, 5, 6, 7])   // true
/// ```
public struct BytesHash {
  private var hash: UInt64
  private let count: Int
  /// Bytes of a word not yet complete, first in the low byte.
  private var pending: UInt64 = 0
  private var pendingCount = 0

  /// A hash of `count` bytes, to be given with ``add(_:)``.
  public init(count: Int) {
    self.count = count
    hash = 0x243F_6A88_85A3_08D3 ^ UInt64(count)
  }

  /// The hash of `bytes`, eight bytes at a time.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  public static func of(_ bytes: some Collection<UInt8>) -> UInt64 {
    var hash = BytesHash(count: bytes.count)
    hash.add(bytes)
    return hash.value
  }

  /// Takes in the next bytes.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  public mutating func add(_ bytes: some Collection<UInt8>) {
    if bytes.withContiguousStorageIfAvailable({ add(UnsafeRawBufferPointer($0)) }) == nil {
      Array(bytes).withUnsafeBytes { add($0) }
    }
  }

  private mutating func add(_ raw: UnsafeRawBufferPointer) {
    var offset = 0
    while pendingCount > 0, offset < raw.count {
      takePending(raw[offset])
      offset += 1
    }
    while offset + 8 <= raw.count {
      hash = Self.mix(hash, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    for byte in raw[offset...] { takePending(byte) }
  }

  private mutating func takePending(_ byte: UInt8) {
    pending |= UInt64(byte) << (8 * pendingCount)
    pendingCount += 1
    if pendingCount == 8 {
      hash = Self.mix(hash, pending)
      (pending, pendingCount) = (0, 0)
    }
  }

  /// The hash of the bytes given.
  ///
  /// - Precondition: As many as told at `init`.
  public var value: UInt64 {
    Self.mix(Self.mix(hash, pending), UInt64(count))
  }

  private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    SplitMix64.mix((hash ^ word) &+ SplitMix64.increment)
  }
}
