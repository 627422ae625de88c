/// Bytes written for ``OutlineArchive``: integers little-endian in eight
/// bytes; counts and lengths in as few bytes as they need, seven bits a
/// byte from the lowest, each byte but the last with its high bit set
/// (LEB128: a name's length takes one byte, not four); texts as their UTF-8
/// length and bytes, lists as their count and items.
struct ArchiveWriter {
  var bytes: [UInt8] = []

  mutating func append(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
  }

  /// Appends a count or length (`value >= 0`).
  mutating func append(count value: Int) {
    var value = UInt64(value)
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  mutating func append(_ text: String) {
    append(count: text.utf8.count)
    bytes += text.utf8
  }

  mutating func append(bytes: some Collection<UInt8>) {
    append(count: bytes.count)
    self.bytes += bytes
  }

  mutating func append(_ texts: [String]) {
    append(count: texts.count)
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

  /// A count or length as ``ArchiveWriter/append(count:)`` wrote it;
  /// `nil` when the bytes end first or it takes more than eight.
  mutating func count() -> Int? {
    var value = 0
    var index = bytes.startIndex
    for shift in stride(from: 0, to: 56, by: 7) where index < bytes.endIndex {
      let byte = bytes[index]
      index += 1
      value |= Int(byte & 0x7F) << shift
      if byte < 0x80 {
        bytes = bytes[index...]
        return value
      }
    }
    return nil
  }

  mutating func string() -> String? {
    guard let length = count(), length <= bytes.count else { return nil }
    defer { bytes = bytes.dropFirst(length) }
    return String(decoding: bytes.prefix(length), as: UTF8.self)
  }

  /// Bytes as ``ArchiveWriter/append(bytes:)`` wrote them.
  mutating func byteList() -> ArraySlice<UInt8>? {
    guard let length = count(), length <= bytes.count else { return nil }
    defer { bytes = bytes.dropFirst(length) }
    return bytes.prefix(length)
  }

  /// Passes over what ``strings(count:)`` reads, making nothing; `false`
  /// where it gives `nil`.
  mutating func skipStrings(count: Int? = nil) -> Bool {
    guard let count = count ?? self.count(), count <= bytes.count else { return false }
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
    guard let count = count ?? self.count(), count <= bytes.count else { return nil }
    var texts: [String] = []
    texts.reserveCapacity(count)
    for _ in 0..<count {
      guard let text = string() else { return nil }
      texts.append(text)
    }
    return texts
  }
}
