import Dispatch

/// The results of `first` and `second`, worked out at the same time on two
/// threads (the calling one and one of Dispatch's, when there are two
/// processors): two pieces of work that share nothing they change. When
/// not `atOnce` (work too small to be worth a thread), one after the other.
///
/// ```swift
/// let (entries, stamps) = concurrently({ TreeDictionary(pairs) }, { TreeSet(stamps) })
/// ```
///
/// - Complexity: That of the longer of the two.
func concurrently<First: Sendable, Second: Sendable>(
  _ first: @Sendable () -> First, _ second: @Sendable () -> Second, atOnce: Bool = true
) -> (First, Second) {
  guard atOnce else { return (first(), second()) }
  // Each is written by one iteration alone, and read once both ended.
  nonisolated(unsafe) var results: (First?, Second?) = (nil, nil)
  DispatchQueue.concurrentPerform(iterations: 2) { part in
    if part == 0 { results.0 = first() } else { results.1 = second() }
  }
  return (results.0!, results.1!)
}
