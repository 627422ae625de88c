extension Ref {
  /// Performs several writes as one change: observers are notified once,
  /// after `body` returns, and a ``History`` root records one undo step.
  ///
  /// ```swift
  /// book.batch("move Zoë to Berlin") {
  ///   zoe.address.city.value = "Berlin"
  ///   zoe.address.country.value = "Germany"
  /// }
  /// ```
  ///
  /// Batches nest; only the outermost one notifies. A batch covers every
  /// write to the root while it runs, including writes from other threads,
  /// so give a root that several threads write a queue
  /// (``init(initialValue:queue:)-9c90s``): the batch then runs on it, and other
  /// threads' writes wait. A ref built from bare closures has no root and
  /// runs `body` as it is.
  ///
  /// - Parameters:
  ///   - description: What the change does (`"delete 王小明"`), kept by a
  ///     ``History`` root for undo menus and status lines.
  ///   - body: The writes.
  /// - Returns: What `body` returns.
  /// - Complexity: O(1) plus `body` and one notification pass.
  @inlinable
  public func batch<R>(_ description: String? = nil, _ body: () throws -> R) rethrows -> R {
    guard let root else { return try body() }
    return try root.transaction(description, body)
  }
}
