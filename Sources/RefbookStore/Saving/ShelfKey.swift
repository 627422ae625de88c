import RefbookModel
import StructRef
import Synchronization

/// Several books opened together (personal, work, shared), as the storage
/// strategy of one root ref: one ``BookKey`` per book, the root's book
/// holding the persons of all, each in its book's collection (see
/// `Addressbook+Collections`).
///
/// A save hands each book what changed in it: an edit goes to the book the
/// person lives in, a move leaves one book and enters another, a new person
/// without a collection goes to the first book. Changes one book takes in
/// from disk reach the subscribers as the whole shelf changed. Its status is
/// the least happy of the books' (a failure, else saving, else read-only).
///
/// ```swift
/// let shelf = ShelfKey([("personal", personalKey), ("work", workKey)])
/// let session = BookSession(book: shelf.load())
/// let persistence = session.book.persist(in: shelf, describedBy: ChangesFromDisk.describe, receivingOn: app.inbox.post)
/// ```
public final class ShelfKey: PersistenceKey, Sendable {
  /// The books, in order: the first takes new persons without a collection.
  private let books: [(name: String, key: BookKey)]
  private let loaded: Addressbook
  private let state: Mutex<State>
  private let subscribers = PersistenceSubscribers<Addressbook>()
  private let bookSubscriptions = Mutex<[Disposable]>([])
  private let statusRoot: Ref<PersistenceStatus>
  private let statusObservations: [Disposable]

  private struct State {
    /// Each book as last handed to its key (or loaded, or merged from disk).
    var shelves: [String: Addressbook]
    /// The shelf as last saved: what a save's changes are counted from.
    var lastSaved: Addressbook
    /// The shelf as last saved or reported to subscribers: what a change
    /// from disk replaces.
    var lastKnown: Addressbook
  }

  /// - Precondition: `books` is not empty and its names are distinct.
  public init(_ books: [(name: String, key: BookKey)]) {
    precondition(!books.isEmpty && Set(books.map(\.name)).count == books.count, "ShelfKey: distinct books needed")
    self.books = books
    let shelves = books.map { ($0.name, $0.key.load()) }
    loaded = Addressbook(collections: shelves)
    state = Mutex(State(shelves: Dictionary(uniqueKeysWithValues: shelves), lastSaved: loaded, lastKnown: loaded))
    let statusRoot = Ref<PersistenceStatus>(initialValue: .saved)
    self.statusRoot = statusRoot
    let statuses = books.map(\.key.status)
    let update: @Sendable () -> Void = { statusRoot.value = Self.combined(statuses.map(\.value)) }
    statusObservations = statuses.map { $0.addObserver { _ in update() } }
    update()
  }

  /// The persons of every book, each in its book's collection.
  ///
  /// - Complexity: O(1).
  public func load() -> Addressbook {
    loaded
  }

  /// Hands each book whose persons changed since the last save its new
  /// version.
  ///
  /// - Complexity: O(*k* log *n*) for *k* changed persons in a shelf
  ///   derived from the last one saved, plus decoding them.
  public func save(_ shelf: Addressbook) {
    let first = books[0].name
    let changed = state.withLock { state -> [(String, Addressbook)] in
      var touched: Set<String> = []
      for id in shelf.changedIDs(since: state.lastSaved) {
        let old = state.lastSaved.contains(id: id) ? state.lastSaved.collection(id: id) ?? first : nil
        let person = shelf[id: id]
        let new = person == nil ? nil : shelf.collection(id: id) ?? first
        if let old, old != new {
          state.shelves[old]?[id: id] = nil
          touched.insert(old)
        }
        if let new, let person {
          state.shelves[new]?[id: id] = person
          touched.insert(new)
        }
      }
      state.lastSaved = shelf
      state.lastKnown = shelf
      return touched.sorted().compactMap { name in state.shelves[name].map { (name, $0) } }
    }
    for (name, book) in changed { key(name)?.save(book) }
  }

  /// Reports the shelf with each book's changes from disk, from the first
  /// subscription on.
  public func subscribe(_ didChange: @escaping @Sendable (Addressbook, Addressbook) -> Void) -> Disposable {
    let token = subscribers.add(didChange)
    bookSubscriptions.withLock { subscriptions in
      guard subscriptions.isEmpty else { return }
      subscriptions = books.map { name, key in
        key.subscribe { [weak self] merged, replaced in self?.takeIn(merged, replacing: replaced, of: name) }
      }
    }
    return token
  }

  public var status: ReadOnlyRef<PersistenceStatus> { statusRoot.readOnly }

  /// Saves `shelf` and waits for every book's saves, saying where each
  /// ended up: the first that did not end `.saved`, named, else `.saved`.
  public func finish(with shelf: Addressbook) -> BookKey.Ending {
    save(shelf)
    bookSubscriptions.withLock { subscriptions in subscriptions.forEach { $0.dispose() } }
    let shelves = state.withLock { $0.shelves }
    let endings = books.map { name, key in (name, key.finish(with: shelves[name] ?? key.load())) }
    for (name, ending) in endings {
      switch ending {
      case .saved: continue
      case .savedBeside(let path): return .savedBeside(path: path)
      case .unsaved(let reason): return .unsaved(reason: "book \(name): \(reason)")
      }
    }
    return .saved
  }

  private func key(_ name: String) -> BookKey? {
    books.first { $0.name == name }?.key
  }

  /// Puts the changes book `name` took in from disk into the shelf last
  /// known, and tells the subscribers.
  private func takeIn(_ merged: Addressbook, replacing replaced: Addressbook, of name: String) {
    let (shelf, known) = state.withLock { state -> (Addressbook, Addressbook) in
      var shelf = state.lastKnown
      for id in merged.changedIDs(since: replaced) {
        if let person = merged[id: id] {
          shelf.insert(person, in: name)
        } else if shelf.collection(id: id) == name {
          shelf[id: id] = nil
        }
      }
      state.shelves[name] = merged
      defer { state.lastKnown = shelf }
      return (shelf, state.lastKnown)
    }
    subscribers.notify(shelf, replacing: known)
  }

  /// The least happy of several statuses.
  private static func combined(_ statuses: [PersistenceStatus]) -> PersistenceStatus {
    if let failed = statuses.first(where: { if case .failed = $0 { true } else { false } }) { return failed }
    if statuses.contains(.saving) { return .saving }
    return statuses.first { if case .readOnly = $0 { true } else { false } } ?? .saved
  }
}
