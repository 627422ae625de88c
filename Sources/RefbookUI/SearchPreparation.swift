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
  /// - Complexity: O(1) here; O(n) search texts made on the other thread.
  init(_ view: BookView, of book: Addressbook, onReady: @escaping @Sendable () -> Void = {}) {
    self.book = book
    LowPriorityThread.run { [self] in
      var view = view
      while view.prepareSearch(in: book, limit: .max) {}
      result.withLock { $0 = view }
      onReady()
    }
  }

  /// The prepared view, once it is ready.
  ///
  /// - Complexity: O(1)
  var prepared: BookView? {
    result.withLock { $0 }
  }
}
