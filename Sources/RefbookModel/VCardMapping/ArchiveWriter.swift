/// Bytes written for ``OutlineArchive``: integers little-endian, texts as
/// their UTF-8 length and bytes, lists as their count and items.
struct ArchiveWriter {
  var bytes: [UInt8] = []

  mutating func append(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
  }

  mutating func append(_ value: UInt32) {
    withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
  }

  mutating func append(_ text: String) {
    append(UInt32(text.utf8.count))
    bytes += text.utf8
  }

  mutating func append(bytes: [UInt8]) {
    append(UInt32(bytes.count))
    self.bytes += bytes
  }

  mutating func append(_ texts: [String]) {
    append(UInt32(texts.count))
    for text in texts { append(text) }
  }

  /// Writes `new` over the bytes from `offset` on.
  ///
  /// - Precondition: They are written already.
  mutating func overwrite(at offset: Int, with new: [UInt8]) {
    bytes.withUnsafeMutableBytes { bytes in
      new.withUnsafeBytes { UnsafeMutableRawBufferPointer(rebasing: bytes[offset..<offset + new.count]).copyMemory(from: $0) }
    }
  }
}

/// Reads what ``ArchiveWriter`` wrote, from the start of `bytes` on; every
/// read that would pass the end gives `nil`.
struct ArchiveReader {
  private var bytes: ArraySlice<UInt8>

  init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
  }

  mutating func integer() -> UInt64? {
    guard bytes.count >= 8 else { return nil }
    defer { bytes = bytes.dropFirst(8) }
    return bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
  }

  /// An integer from 0 to `limit`.
  mutating func integer(atMost limit: Int) -> Int? {
    integer().flatMap { $0 <= UInt64(limit) ? Int($0) : nil }
  }

  /// A 32-bit count or length.
  mutating func count() -> Int? {
    guard bytes.count >= 4 else { return nil }
    defer { bytes = bytes.dropFirst(4) }
    return bytes.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self))) }
  }

  mutating func string() -> String? {
    guard let length = count(), length <= bytes.count else { return nil }
    defer { bytes = bytes.dropFirst(length) }
    return String(decoding: bytes.prefix(length), as: UTF8.self)
  }

  /// Bytes as ``ArchiveWriter/append(bytes:)`` wrote them.
  mutating func byteList() -> [UInt8]? {
    guard let length = count(), length <= bytes.count else { return nil }
    defer { bytes = bytes.dropFirst(length) }
    return Array(bytes.prefix(length))
  }

  /// Passes over what ``strings(count:)`` reads, making nothing; `false`
  /// where it gives `nil`.
  mutating func skipStrings(count: Int? = nil) -> Bool {
    guard let count = count ?? self.count(), count <= bytes.count / 4 else { return false }
    for _ in 0..<count {
      guard let length = self.count(), length <= bytes.count else { return false }
      bytes = bytes.dropFirst(length)
    }
    return true
  }

  /// How many bytes are left.
  var remaining: Int { bytes.count }

  /// `count` texts, or as many as the list at the reader says.
  mutating func strings(count: Int? = nil) -> [String]? {
    guard let count = count ?? self.count(), count <= bytes.count / 4 else { return nil }
    var texts: [String] = []
    texts.reserveCapacity(count)
    for _ in 0..<count {
      guard let text = string() else { return nil }
      texts.append(text)
    }
    return texts
  }
}
