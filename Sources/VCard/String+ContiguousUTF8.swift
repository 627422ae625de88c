extension String {
  /// Calls `body` with the UTF-8 bytes of the text in contiguous memory: a
  /// native string's own storage, without a copy (a bridged one is copied).
  ///
  /// - Complexity: O(1) for a native string, O(*n*) otherwise.
  func withContiguousUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return try copy.withUTF8(body)
  }
}
