/// A value with its undo and redo stacks, itself a value.
///
/// Put a `History` at the root and derive everything from its ``value``; no
/// view needs to know that edits can be undone:
///
/// ```swift
/// let source = Ref(initialValue: History(initialValue: book))
/// let book = source[\.value]            // what every screen uses
/// book[0][\.name].value = "Zoë"         // one undo step
/// source.value.undo()                   // book observers see the old name
/// ```
///
/// Every write to ``value`` records a step, except a write of a value equal
/// to the current one (for `Equatable` values). A new step clears the redo
/// stack. Inside a ``Ref/batch(_:_:)`` on a `Ref<History<…>>` root, all
/// writes make one step, labelled with the batch's description.
///
/// **Memory.** Each step keeps a whole value, so history costs what the
/// values do not share. Arrays and dictionaries share nothing after an edit,
/// and a step then costs a full copy; a model built on a persistent
/// structure (such as swift-collections' `TreeDictionary`) shares all but
/// the changed path, and a step costs O(log *n*).
///
/// Keep state that must not be undone — a selection, a scroll position — in
/// a separate ref, outside the history.
public struct History<A> {
  /// One recorded change: the value after it, and what it was.
  public struct Step {
    /// The value after the change: what redo restores, and what undoing
    /// the step after it returns to.
    public var value: A
    /// What the change does, as its ``Ref/batch(_:_:)``,
    /// ``History/record(_:description:)`` or
    /// ``History/init(initialValue:steps:limit:)`` gave it; `nil` when none did.
    public var description: String?

    @inlinable
    init(value: A, description: String?) {
      self.value = value
      self.description = description
    }
  }

  /// The oldest value still reachable by undo.
  @usableFromInline var base: A
  @usableFromInline var undoStack: [Step] = []
  @usableFromInline var redoStack: [Step] = []
  @usableFromInline var openTransaction: (depth: Int, description: String?, recorded: Bool)?
  @usableFromInline let isSame: ((A, A) -> Bool)?
  @usableFromInline var lastMove: Move?

  /// The greatest number of steps kept for undo, or `nil` for no limit.
  /// When a new step exceeds it, the oldest step is forgotten.
  public let limit: Int?

  /// Creates a history with no steps.
  ///
  /// - Parameters:
  ///   - initialValue: The value before any change.
  ///   - limit: How many steps undo can go back, at least 1; `nil` keeps all.
  /// - Complexity: O(1).
  @inlinable
  public init(initialValue: A, limit: Int? = nil) {
    precondition(limit.map { $0 >= 1 } ?? true, "History limit must be at least 1")
    base = initialValue
    self.limit = limit
    isSame = equalityCheck(for: A.self)
  }

  /// Creates a history whose undo goes back through `steps`, oldest first,
  /// to `initialValue`: the value is the last step's. What a program that
  /// kept its steps (in a journal, say) starts again from.
  ///
  /// ```swift
  /// let history = History(initialValue: 1, steps: [(2, "add one"), (4, "double")])
  /// history.value             // 4
  /// history.undoDescription   // "double"
  /// ```
  ///
  /// - Parameters:
  ///   - initialValue: The value before the first step: what undoing every
  ///     step returns to, unless `limit` leaves steps out.
  ///   - steps: Each step's value and its description (``undoDescription``
  ///     while it is the last step), oldest first. Empty: a history with no
  ///     steps, whose value is `initialValue`.
  ///   - limit: As in ``init(initialValue:limit:)``; only the last `limit`
  ///     steps are kept, and undo goes back no further than the value of
  ///     the step before them.
  /// - Complexity: O(*s*) for *s* steps.
  @inlinable
  public init(initialValue: A, steps: [(value: A, description: String?)], limit: Int? = nil) {
    self.init(initialValue: initialValue, limit: limit)
    let kept = steps.suffix(limit ?? steps.count)
    if kept.count < steps.count { base = steps[steps.count - kept.count - 1].value }
    undoStack = kept.map { Step(value: $0.value, description: $0.description) }
  }

  /// The current value. Setting it records a step (see the type's
  /// discussion for the exceptions).
  ///
  /// - Complexity: Get: O(1). Set: O(1) amortized, O(*limit*) when the
  ///   oldest step is forgotten.
  @inlinable
  public var value: A {
    get { undoStack.last?.value ?? base }
    set { record(newValue, description: nil) }
  }

  /// Records `newValue` as a step described by `description`.
  ///
  /// - Complexity: O(1) amortized, O(*limit*) when the oldest step is forgotten.
  @inlinable
  public mutating func record(_ newValue: A, description: String?) {
    if let isSame, isSame(value, newValue) { return }
    lastMove = .record
    redoStack.removeAll()
    if var transaction = openTransaction {
      if transaction.recorded {
        undoStack[undoStack.count - 1].value = newValue
        return
      }
      transaction.recorded = true
      openTransaction = transaction
      undoStack.append(Step(value: newValue, description: transaction.description ?? description))
    } else {
      undoStack.append(Step(value: newValue, description: description))
    }
    if let limit, undoStack.count > limit {
      base = undoStack.removeFirst().value
    }
  }

  /// How a history last changed: a step recorded, undone or redone.
  public enum Move: Hashable, Sendable {
    /// A value was recorded, as a new step or into the step of the open
    /// transaction; the redo stack was cleared.
    case record
    /// The last step was undone.
    case undo
    /// The last undone step was redone.
    case redo
  }

  /// The latest change: with ``undoCount`` and ``redoCount``, what an
  /// observer of two successive histories needs to tell an undo, a redo and
  /// a new step apart (a step after an undo and a redo can leave the same
  /// counts). `nil` before any.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var latestMove: Move? { lastMove }

  /// How many steps undo can revert.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var undoCount: Int { undoStack.count }

  /// How many undone steps redo can restore.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var redoCount: Int { redoStack.count }

  /// Whether there is a step to undo.
  @inlinable
  public var canUndo: Bool { !undoStack.isEmpty }

  /// Whether there is an undone step to redo.
  @inlinable
  public var canRedo: Bool { !redoStack.isEmpty }

  /// The description of the step ``undo()`` would revert.
  @inlinable
  public var undoDescription: String? { undoStack.last?.description }

  /// The description of the step ``redo()`` would restore.
  @inlinable
  public var redoDescription: String? { redoStack.last?.description }

  /// Reverts the last step.
  ///
  /// - Returns: Whether there was a step to undo.
  /// - Complexity: O(1) amortized.
  @inlinable @discardableResult
  public mutating func undo() -> Bool {
    guard let step = undoStack.popLast() else { return false }
    redoStack.append(step)
    lastMove = .undo
    return true
  }

  /// Restores the last undone step.
  ///
  /// - Returns: Whether there was a step to redo.
  /// - Complexity: O(1) amortized.
  @inlinable @discardableResult
  public mutating func redo() -> Bool {
    guard let step = redoStack.popLast() else { return false }
    undoStack.append(step)
    lastMove = .redo
    return true
  }
}

extension History: Transactional {
  /// Opens a group: the writes until the matching ``endTransaction()`` make
  /// one step, described by the outermost description given.
  @inlinable
  public mutating func beginTransaction(_ description: String?) {
    if var transaction = openTransaction {
      transaction.depth += 1
      transaction.description = transaction.description ?? description
      openTransaction = transaction
    } else {
      openTransaction = (1, description, false)
    }
  }

  /// Closes the group opened by the matching ``beginTransaction(_:)``.
  @inlinable
  public mutating func endTransaction() {
    guard var transaction = openTransaction else { return }
    transaction.depth -= 1
    openTransaction = transaction.depth > 0 ? transaction : nil
  }
}

/// The stored equality check is a pure function of `A`.
extension History: @unchecked Sendable where A: Sendable {}
extension History.Step: Sendable where A: Sendable {}
