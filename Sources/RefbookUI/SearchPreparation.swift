import RefbookModel
import Synchronization

/// A copy of the list's view whose search texts and index are being made on
/// another thread, for the list to adopt when done (see `ListPane+Search`).
final class SearchPreparation: Sendable {
  /// The book the copy is a view of.
  let book: Addressbook
  private let result = Mutex<BookView?>(nil)

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
    LowPriorityThread.run { [self] in
      var view = view
      let kept = storage?.kept()
      while view.prepareSearch(in: book, limit: .max, kept: kept ?? KeptSearchTexts()) {}
      let keepsNew = kept.map { !view.keeps($0, in: book) } ?? false
      result.withLock { $0 = view }
      onReady()
      // The texts kept are let go of before the new ones are made.
      if keepsNew, let storage { storage.keep(view.searchTextArchive(in: book)) }
    }
  }

  /// The prepared view, once it is ready.
  ///
  /// - Complexity: O(1)
  var prepared: BookView? {
    result.withLock { $0 }
  }
}
