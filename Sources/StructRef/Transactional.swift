/// A value that wants to know when a group of writes begins and ends.
///
/// ``History`` adopts it so that all writes inside one
/// ``Ref/batch(_:_:)`` become a single undo step. A root created with
/// ``Ref/init(initialValue:queue:)-1bdth`` calls these around every outermost
/// transaction; nested transactions are folded into the outer one.
public protocol Transactional {
  /// Called before the first write of a transaction.
  /// - Parameter description: What the transaction does, for an undo menu or
  ///   status line (`"delete Zoë"`), if the caller gave one.
  mutating func beginTransaction(_ description: String?)
  /// Called after the last write of a transaction.
  mutating func endTransaction()
}

/// The transaction callbacks of a root value, captured where `A` is known to
/// be ``Transactional``.
@usableFromInline
struct TransactionHooks<A> {
  @usableFromInline let begin: (inout A, String?) -> Void
  @usableFromInline let end: (inout A) -> Void

  @inlinable
  init(begin: @escaping (inout A, String?) -> Void, end: @escaping (inout A) -> Void) {
    self.begin = begin
    self.end = end
  }
}

/// What a derived ref needs from its root to group writes.
@usableFromInline
protocol TransactionRoot: AnyObject, Sendable {
  func transaction<R>(_ description: String?, _ body: () throws -> R) rethrows -> R
}
