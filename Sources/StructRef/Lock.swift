#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain mutual-exclusion lock around state of any type.
///
/// `Synchronization.Mutex` insists on `sending` values, which generic code
/// over non-`Sendable` values cannot promise; the types that use this lock
/// guarantee exclusive access themselves and say so with `@unchecked Sendable`.
@usableFromInline
final class Lock: @unchecked Sendable {
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

  @inlinable
  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inlinable
  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

/// State of type `T` that several threads share, each access under a lock.
@usableFromInline
final class Locked<T>: @unchecked Sendable {
  @usableFromInline let lock = Lock()
  @usableFromInline var state: T

  @inlinable
  init(_ state: T) {
    self.state = state
  }

  @inlinable
  func withLock<R>(_ body: (inout T) throws -> R) rethrows -> R {
    try lock.withLock { try body(&state) }
  }

  @inlinable
  var value: T {
    get { withLock { $0 } }
    set { withLock { $0 = newValue } }
  }
}
