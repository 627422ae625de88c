extension Ref where A: Equatable & Sendable {
  /// Keeps this ref's value in `key` until the returned token is disposed:
  /// every value the ref takes is handed to ``PersistenceKey/save(_:)``,
  /// and every value the key reports changed elsewhere is written to the ref
  /// as one ``batch(_:_:)`` named `description` (one undo step, for a
  /// ``History`` root) — if the ref still holds the value it replaces.
  ///
  /// ```swift
  /// let persistence = book.persist(in: key, describedAs: "merge changes made on disk",
  ///                                receivingOn: { work in DispatchQueue.main.async(execute: work) })
  /// ```
  ///
  /// - Parameters:
  ///   - key: Where the value is kept.
  ///   - description: The name of the writes that adopt outside changes.
  ///   - perform: Runs its argument on the thread that owns this ref (its
  ///     observers update views, say); called from the key's thread.
  /// - Complexity: O(1) to set up; each change costs what the key's save does.
  public func persist(
    in key: some PersistenceKey<A>, describedAs description: String,
    receivingOn perform: @escaping @Sendable (_ work: @escaping @Sendable () -> Void) -> Void
  ) -> Disposable {
    persist(in: key, describedBy: { _, _ in description }, receivingOn: perform)
  }

  /// Keeps this ref's value in `key` as ``persist(in:describedAs:receivingOn:)``
  /// does, naming each adoption of an outside change by what it changes.
  ///
  /// ```swift
  /// book.persist(in: key, describedBy: { new, old in "changes from disk (\(new.count - old.count) new)" },
  ///              receivingOn: inbox.post)
  /// ```
  ///
  /// - Parameters:
  ///   - key: Where the value is kept.
  ///   - describe: The name of the write that makes the ref's value `value`
  ///     instead of `replaced`; called on the ref's thread.
  ///   - perform: As in ``persist(in:describedAs:receivingOn:)``.
  public func persist(
    in key: some PersistenceKey<A>, describedBy describe: @escaping @Sendable (_ value: A, _ replaced: A) -> String,
    receivingOn perform: @escaping @Sendable (_ work: @escaping @Sendable () -> Void) -> Void
  ) -> Disposable {
    let saving = addObserver { key.save($0) }
    let receiving = adoptChanges(from: key, describedBy: describe, receivingOn: perform)
    return Disposable {
      saving.dispose()
      receiving.dispose()
    }
  }

  /// The receiving half of ``persist(in:describedBy:receivingOn:)``, for a
  /// strategy that hands the ref's values to `key` itself (after writing
  /// them elsewhere first, say): until the returned token is disposed,
  /// every value the key reports changed elsewhere is written to the ref
  /// as one ``batch(_:_:)`` named by `describe` — if the ref still holds
  /// the value it replaces. Nothing is saved.
  ///
  /// ```swift
  /// let saving = book.addObserver { value in journal.append(value); key.save(value) }
  /// let receiving = book.adoptChanges(from: key, describedBy: { _, _ in "changes from disk" },
  ///                                   receivingOn: inbox.post)
  /// ```
  ///
  /// - Parameters: As in ``persist(in:describedBy:receivingOn:)``.
  /// - Complexity: O(1) to set up; each change reported costs the write.
  public func adoptChanges(
    from key: some PersistenceKey<A>, describedBy describe: @escaping @Sendable (_ value: A, _ replaced: A) -> String,
    receivingOn perform: @escaping @Sendable (_ work: @escaping @Sendable () -> Void) -> Void
  ) -> Disposable {
    key.subscribe { [weak self] value, replaced in
      guard let ref = self else { return }
      perform {
        guard ref.value == replaced else { return }
        ref.batch(describe(value, replaced)) { ref.value = value }
      }
    }
  }
}
