import Dispatch

#if canImport(Glibc)
import Glibc
#endif

extension Array where Element: Sendable {
  /// `map(transform)`, computed in as many pieces at once as there are
  /// processors (one piece for fewer than `minimumPiece` elements per
  /// processor, where starting threads would cost more than it saves).
  ///
  /// - Complexity: O(n) calls of `transform`, spread over the processors.
  public func concurrentMap<T: Sendable>(minimumPiece: Int = 4_096, _ transform: @Sendable (Element) -> T) -> [T] {
    let pieces = Swift.min(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), count / Swift.max(minimumPiece, 1))
    guard pieces > 1 else { return map(transform) }
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      nonisolated(unsafe) let base = buffer.baseAddress!
      DispatchQueue.concurrentPerform(iterations: pieces) { piece in
        for index in (piece * count / pieces)..<((piece + 1) * count / pieces) {
          (base + index).initialize(to: transform(self[index]))
        }
      }
      initialized = count
    }
  }
}
