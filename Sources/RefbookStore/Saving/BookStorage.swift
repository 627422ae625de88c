import RefbookModel

/// How a store may use its book.
public enum BookAccess: Sendable {
  case readWrite
  case readOnly
}

/// A book kept on disk: one vCard file (``BookStore``) or a folder with a
/// file per contact, a *vdir* as khard and vdirsyncer keep them
/// (``FolderStore``). ``BookKey`` makes either the storage strategy of a
/// session's root ref; the subcommands load and save through it directly.
///
/// ```swift
/// let store = try BookLocation(path: "~/.contacts/work").open(encoding: .vCard(), access: .readWrite)
/// var book = store.book
/// book[id: "zoe"]?.note = "met in Lyon"
/// _ = try store.save(book)        // writes what changed; merges changes made on disk
/// store.close()
/// ```
///
/// Stores never lose what is on disk: what they could not read they never
/// save over, a save merges changes made meanwhile by another program, and
/// changes that collide go beside the book, never over the other version.
public protocol BookStorage: AnyObject, Sendable {
  /// The book's path as configured: a file, or a folder.
  var path: String { get }
  var access: BookAccess { get }
  /// The book as loaded, keyed by id: the value to start a session's root
  /// with, so that saves find what changed since in O(*k* log *n*).
  var book: Addressbook { get }
  /// Every person loaded, in the book's order (a file's order; a folder's
  /// file names), several with one id included, each still in its card
  /// when it was read so (see ``StoredPerson``): what an export copies.
  var storedPersons: [StoredPerson] { get }
  /// The ids that several cards hold, sorted.
  var repeatedIDs: [Person.ID] { get }
  /// What could not be read when loading.
  var problems: [LineProblem] { get }
  /// What was read only with a repair, or is worth knowing about the book
  /// (a folder's subfolders, say); nothing was lost.
  var warnings: [LineProblem] { get }
  /// Whether ``save(_:)`` may be called: the store is read-write and
  /// saving cannot lose anything it loaded.
  var isSavable: Bool { get }

  /// Saves a snapshot of the book: writes what changed since the last save
  /// (or the load), merging changes made on disk meanwhile.
  ///
  /// - Throws: ``StoreError`` naming the file and the reason; nothing
  ///   written is then lost, and the same snapshot can be saved again.
  func save(_ ours: Addressbook) throws(StoreError) -> SaveOutcome

  /// Takes in changes made on disk since the last save or load, without
  /// writing anything: what a read-only store does when the book changes.
  ///
  /// - Returns: The book merged with them (``SaveOutcome/merged(_:)``) or
  ///   ``SaveOutcome/unchanged``.
  func reload(_ ours: Addressbook) throws(StoreError) -> SaveOutcome

  /// Gives up the book's lock.
  func close()
}

extension BookStorage {
  /// ``storedPersons``, decoded on all processors.
  ///
  /// - Complexity: O(*n*) in the size of the book.
  public var persons: [Person] { storedPersons.concurrentMap(\.person) }
}

extension BookLocation {
  /// Opens the book here: a folder (one that exists, or a path ending in
  /// `/`) as a ``FolderStore``, anything else as a ``BookStore`` file.
  ///
  /// A file's store calls `beforeReading` before it reads the file, and
  /// opened read-write, once it holds the lock (see
  /// ``BookStore/open(_:encoding:access:beforeReading:)``); a folder's does
  /// not call it.
  ///
  /// - Throws: What ``BookStore/open(_:encoding:access:beforeReading:)`` or
  ///   ``FolderStore/open(_:encoding:access:)`` throw.
  public func open(encoding: BookEncoding, access: BookAccess, beforeReading: () -> Void = {}) throws(StoreError) -> any BookStorage {
    isFolder
      ? try FolderStore.open(self, encoding: encoding, access: access)
      : try BookStore.open(self, encoding: encoding, access: access, beforeReading: beforeReading)
  }
}
