import Dispatch
import RefbookModel
import StructRef
import Synchronization

/// A book on disk (a file or a folder, see ``BookStorage``) as the storage
/// strategy of a session's root ref (a ``PersistenceKey``): it loads the book, saves each committed change in
/// the background (a moment later, then at most one write per delay, by
/// ``BookSaver``, encoding only what changed),
/// reports how saving goes in ``status``, and hands a book merged with
/// changes made on disk back to its subscribers.
///
/// ```swift
/// let key = BookKey(store, readOnlyReason: "opened with --read-only")
/// let session = BookSession(book: key.load())
/// let persistence = session.book.persist(in: key, describedAs: "merge changes made on disk",
///                                        receivingOn: app.inbox.post)
/// _ = app.run()
/// persistence.dispose()
/// switch key.finish(with: session.book.value) { … }   // everything saved, or why not
/// ```
///
/// Subscribing starts watching the book on disk (``BookWatcher``): when
/// another program changes it (a sync, khard, an editor), the key merges
/// the changes by UID as a save does, and hands the merged book to its
/// subscribers. A read-only store's key saves nothing (its status says
/// why), but takes in changes on disk all the same.
public final class BookKey: PersistenceKey, Sendable {
  private let store: any BookStorage
  private let saver: BookSaver?
  private let statusRoot: Ref<PersistenceStatus>
  private let subscribers = PersistenceSubscribers<Addressbook>()
  private let keptBeside = PersistenceSubscribers<KeptBeside>()
  private let watcher = Mutex<BookWatcher?>(nil)
  /// For a store that does not save: the book last loaded or handed to
  /// subscribers, which changes on disk are merged into.
  private let lastKnown: Mutex<Addressbook>
  private let reloading = DispatchQueue(label: "refbook.book-reload")

  /// - Parameters:
  ///   - store: The opened book; read-write stores are saved to.
  ///   - delay: How long after a write the next waits, gathering the
  ///     changes made meanwhile into one (see ``BookSaver``).
  ///   - readOnlyReason: What ``status`` says when `store` does not save
  ///     (it is read-only, or saving would lose what it read).
  public init(_ store: any BookStorage, delay: Duration = .milliseconds(200), readOnlyReason: String) {
    self.store = store
    let statusRoot = Ref<PersistenceStatus>(initialValue: store.isSavable ? .saved : .readOnly(readOnlyReason))
    self.statusRoot = statusRoot
    lastKnown = Mutex(store.book)
    guard store.isSavable else {
      saver = nil
      return
    }
    let (subscribers, keptBeside) = (self.subscribers, self.keptBeside)
    saver = BookSaver(
      store: store, delay: delay, firstWrite: BookSaver.guessedWriteTime(contacts: store.book.count),
      onStateChange: { statusRoot.value = PersistenceStatus($0) },
      onMerge: { merged, snapshot in subscribers.notify(merged, replacing: snapshot) },
      onKeptBeside: { keptBeside.notify($0, replacing: $0) })
  }

  /// The book as the store loaded it.
  ///
  /// - Complexity: O(1).
  public func load() -> Addressbook {
    store.book
  }

  /// Schedules `book` to be saved (nothing, for a read-only store).
  ///
  /// - Complexity: O(1); the save's own cost is paid on the saver's queue.
  public func save(_ book: Addressbook) {
    saver?.submit(book)
  }

  /// Reports the book merged with each change made on disk, from the first
  /// subscription on (when inotify cannot watch the book's folder, nothing
  /// is reported until a save finds the changes).
  public func subscribe(_ didChange: @escaping @Sendable (Addressbook, Addressbook) -> Void) -> Disposable {
    let token = subscribers.add(didChange)
    watcher.withLock { watcher in
      guard watcher == nil else { return }
      watcher = try? BookWatcher(BookLocation(path: store.path)) { [weak self] in self?.takeInChangesOnDisk() }
    }
    return token
  }

  /// Reports each save whose changes to some contacts collided with
  /// changes made on disk: the book took the other version (reported to
  /// ``subscribe(_:)``'s subscribers first), and ours is in conflict copies.
  public func subscribeToKeptBeside(_ kept: @escaping @Sendable (KeptBeside) -> Void) -> Disposable {
    keptBeside.add { value, _ in kept(value) }
  }

  /// Merges what changed on disk and reports it to the subscribers: through
  /// a save for a store that saves, by reloading for one that does not.
  func takeInChangesOnDisk() {
    if let saver { return saver.takeInChangesOnDisk() }
    reloading.async { [weak self] in
      guard let self else { return }
      let known = lastKnown.withLock { $0 }
      guard case .merged(let book)? = try? store.reload(known) else { return }
      lastKnown.withLock { $0 = book }
      subscribers.notify(book, replacing: known)
    }
  }

  public var status: ReadOnlyRef<PersistenceStatus> { statusRoot.readOnly }

  /// How a session's book ended up.
  public enum Ending: Equatable, Sendable {
    /// Everything is on disk (or nothing changed).
    case saved
    /// The file changed on disk in ways that collide with ours: the book is
    /// in this file beside it.
    case savedBeside(path: String)
    /// The book is not on disk, for this reason: the caller must rescue it.
    case unsaved(reason: String)
  }

  /// Writes what is still pending, waiting for it, and says where `book`
  /// (the session's last value) ended up.
  ///
  /// - Complexity: That of ``BookStorage/save(_:)`` when a save is pending.
  public func finish(with book: Addressbook) -> Ending {
    watcher.withLock { $0?.stop() }
    guard let saver else { return book == store.book ? .saved : .unsaved(reason: "it was open read-only") }
    switch saver.flush() {
    case .failed(let reason): return .unsaved(reason: reason)
    case .savedBeside(let path): return .savedBeside(path: path)
    case .saved, .saving: return .saved
    }
  }
}

extension PersistenceStatus {
  /// What the header shows for a saver's state.
  init(_ state: SaveState) {
    switch state {
    case .saved: self = .saved
    case .saving: self = .saving
    case .savedBeside(let path): self = .failed("changed on disk; saved to \(path)")
    case .failed(let why): self = .failed(why)
    }
  }
}
