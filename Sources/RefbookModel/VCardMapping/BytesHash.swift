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
  /// Four hashes of every fourth word, so that four mixes run at once: one
  /// chain of mixes is bound by their latency, about three times slower.
  private var lanes: (UInt64, UInt64, UInt64, UInt64)
  private let count: Int
  /// Bytes of a block of four words not yet complete, first in the low
  /// byte of the first word.
  private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private var pendingCount = 0

  /// A hash of `count` bytes, to be given with ``add(_:)``.
  public init(count: Int) {
    self.count = count
    let seed = 0x243F_6A88_85A3_08D3 ^ UInt64(count)
    lanes = (seed, seed &+ 1, seed &+ 2, seed &+ 3)
  }

  /// The hash of `bytes`, thirty-two bytes at a time.
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
    while offset + 32 <= raw.count {
      take(
        raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
        raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self),
        raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self),
        raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
      offset += 32
    }
    for byte in raw[offset...] { takePending(byte) }
  }

  private mutating func take(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64) {
    lanes = (Self.mix(lanes.0, a), Self.mix(lanes.1, b), Self.mix(lanes.2, c), Self.mix(lanes.3, d))
  }

  private mutating func takePending(_ byte: UInt8) {
    let shifted = UInt64(byte) << (8 * (pendingCount % 8))
    switch pendingCount / 8 {
    case 0: pending.0 |= shifted
    case 1: pending.1 |= shifted
    case 2: pending.2 |= shifted
    default: pending.3 |= shifted
    }
    pendingCount += 1
    if pendingCount == 32 {
      take(pending.0, pending.1, pending.2, pending.3)
      (pending, pendingCount) = ((0, 0, 0, 0), 0)
    }
  }

  /// The hash of the bytes given.
  ///
  /// - Precondition: As many as told at `init`.
  public var value: UInt64 {
    var last = self
    last.take(pending.0, pending.1, pending.2, pending.3)
    let (a, b, c, d) = last.lanes
    return Self.mix(Self.mix(Self.mix(Self.mix(a, b), c), d), UInt64(count))
  }

  private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    SplitMix64.mix((hash ^ word) &+ SplitMix64.increment)
  }
}
