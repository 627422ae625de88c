#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ArraySlice<UInt8> {
  /// Whether `other` holds the same bytes, compared with `memcmp` (a
  /// generic `elementsEqual` goes byte by byte).
  ///
  /// - Complexity: O(*n*) in the number of bytes; O(1) when the counts differ.
  public func hasSameBytes(as other: ArraySlice<UInt8>) -> Bool {
    guard count == other.count else { return false }
    return withUnsafeBytes { left in
      other.withUnsafeBytes { right in left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
    }
  }
}
