import RefbookModel
import Synchronization

/// A copy of the list's view whose search texts and index are being made on
/// another thread, for the list to adopt when done (see `ListPane+Search`).
final class SearchPreparation: Sendable {
  /// The book the copy is a view of.
  let book: Addressbook
  private let result = Mutex<BookView?>(nil)
  private let storage: (any SearchTextStorage)?
  /// The texts read from ``storage``: `nil` until read, by the preparing
  /// thread or a search typed first; empty again once the view is prepared.
  private let keptTexts = Mutex<KeptSearchTexts?>(nil)

  /// Starts preparing the search of `view`, a view of `book`, on a thread
  /// of the lowest priority, so that keys handled meanwhile do not wait for
  /// it on a busy machine; the thread calls `onReady` when it is done.
  ///
  /// With `storage`, the texts kept there are taken instead of folding the
  /// cards they were made of; when the texts differ from those kept (the
  /// book changed, or nothing was kept), they are kept in their place, after
  /// `onReady`.
  ///
  /// - Complexity: O(1) here; O(n) search texts made on the other thread,
  ///   each kept one costing the hash of its card instead of its decoding.
  init(
    _ view: BookView, of book: Addressbook, keptIn storage: (any SearchTextStorage)? = nil,
    onReady: @escaping @Sendable () -> Void = {}
  ) {
    self.book = book
    self.storage = storage
    // Handed over in a box the thread empties, so that the closure keeps no copy of it.
    let start = Mutex<BookView?>(view)
    LowPriorityThread.run { [self] in
      do {
        var view = start.withLock { $0.take() }!
        // The texts kept are let go of (with this closure) before the new ones are made.
        let keepsNew = { () -> Bool in
          let kept = kept
          while view.prepareSearch(in: book, limit: .max, kept: kept) {}
          return storage != nil && !view.keeps(kept, in: book)
        }()
        result.withLock { $0 = view }
        keptTexts.withLock { $0 = KeptSearchTexts() }
        onReady()
        if keepsNew, let storage { storage.keep(view.searchTextArchive(in: book)) }
      }
      // This thread's copy of the view is let go of first: while the list's shares its storage, the list's
      // first change to it would copy it whole.
      storage?.searchPrepared()
    }
  }

  /// The search texts kept, until the view is prepared: for a search typed
  /// meanwhile, which makes the texts it needs itself. Read the first time
  /// they are asked for, here or on the preparing thread; outside the lock,
  /// so that neither waits for the other (both may read them, once each).
  ///
  /// - Complexity: O(1) once read; reading them is O(*n*) in their size.
  var kept: KeptSearchTexts {
    if let kept = keptTexts.withLock({ $0 }) { return kept }
    let read = storage?.kept() ?? KeptSearchTexts()
    return keptTexts.withLock { kept in
      if let kept { return kept }
      kept = read
      return read
    }
  }

  /// Whether the prepared view is ready to be taken.
  ///
  /// - Complexity: O(1)
  var isReady: Bool {
    result.withLock { $0 != nil }
  }

  /// The prepared view, once it is ready; taken by the first to ask for it,
  /// so that no copy here shares its storage.
  ///
  /// - Complexity: O(1)
  func takePrepared() -> BookView? {
    result.withLock { view in
      defer { view = nil }
      return view
    }
  }
}
