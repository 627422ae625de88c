#if canImport(Glibc)
import Glibc
#endif
import RefbookModel
import Synchronization

/// A book kept as a folder with one vCard file per contact: a *vdir*, as
/// khard reads it and vdirsyncer syncs it with a CardDAV server.
///
/// - Every `NAME.vcf` in the folder is a contact (see ``FolderImage`` for
///   what is not). A new contact is written as `UID.vcf` (the UID made safe
///   for a file name), an edit rewrites only that contact's file, atomically
///   (``DurableFile``), and a delete removes only that file. A contact
///   nobody changed is never written.
/// - A file refbook could not save over without losing something — one not
///   read completely, one holding several cards, one whose UID another file
///   holds — is never written or removed; a save that would have to fails
///   for that contact only, naming the file, and writes the rest.
/// - A save first takes in what changed in the folder meanwhile (a sync,
///   khard, an editor: only files whose fingerprint changed are read) and
///   merges it by UID (``BookMerge``). Where both sides changed one contact
///   differently, the folder's version stays and ours goes beside it as
///   `NAME.vcf.refbook-conflict-TIMESTAMP`, which no vdir reader takes for a
///   contact.
/// - A read-write store holds the lock `.refbook.lock` in the folder until
///   ``close()``; a missing folder is made on the first save.
///
/// Saves are serialized; the store may be shared between threads.
public final class FolderStore: BookStorage {
  /// The folder's path as configured.
  public let path: String
  public let access: BookAccess
  public let book: Addressbook
  public let repeatedIDs: [Person.ID]
  public let problems: [LineProblem]
  public let warnings: [LineProblem]
  /// Every person as loaded, files in name order, each still in its file's
  /// card when it was read so.
  public var storedPersons: [StoredPerson] { loaded }
  /// A folder store saves what it can: a file it could not save over is
  /// protected on its own.
  public var isSavable: Bool { access == .readWrite }

  private let loaded: [StoredPerson]
  private let folder: String
  private let encoding: BookEncoding
  private let lock: BookLock?
  private let state: Mutex<State>

  private struct State {
    /// Our last book that the folder is known to reflect.
    var base: Addressbook
    /// What the folder holds, as we last read or wrote it.
    var disk: FolderImage
  }

  private init(path: String, folder: String, access: BookAccess, encoding: BookEncoding, lock: BookLock?, image: FolderImage) {
    self.path = path
    self.folder = folder
    self.access = access
    self.encoding = encoding
    self.lock = lock
    book = image.book
    loaded = image.persons
    repeatedIDs = image.repeatedIDs
    problems = image.problems
    warnings = image.warnings
    state = Mutex(State(base: image.book, disk: image))
  }

  /// Opens the folder at `location`: takes its lock (read-write only,
  /// making the folder first if it does not exist) and reads every contact
  /// file in it.
  ///
  /// - Throws: ``StoreError/inUse(path:holder:)`` when another refbook has
  ///   it, ``StoreError/cannotLock(path:reason:)``, or
  ///   ``StoreError/unreadable(path:reason:)`` when the folder cannot be
  ///   listed. Files that cannot be read are ``problems``, not errors.
  /// - Complexity: O(*f*) system calls for *f* files, plus decoding them
  ///   on all processors.
  public static func open(_ location: BookLocation, encoding: BookEncoding, access: BookAccess) throws(StoreError) -> FolderStore {
    var folder = location.path
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    var lock: BookLock?
    if access == .readWrite {
      do throws(SystemError) { try DurableFile.createFolders(folder) } catch {
        throw .cannotLock(path: location.path, reason: error.reason)
      }
      lock = try BookLock.acquire(forBookAt: folder + "/.refbook")
      DurableFile.removeAbandonedTemporaries(inFolder: folder)
    }
    do {
      let image = try FolderImage.read(folder, encoding: encoding) ?? .empty
      return FolderStore(path: location.path, folder: folder, access: access, encoding: encoding, lock: lock, image: image)
    } catch {
      lock?.release()
      throw .unreadable(path: location.path, reason: error.reason)
    }
  }

  /// Saves a snapshot of the book; see the type's discussion.
  ///
  /// - Throws: ``StoreError/readOnly(path:)``, ``StoreError/unreadable(path:reason:)``
  ///   when the folder cannot be listed, ``StoreError/cannotWrite(path:reason:)``
  ///   naming the first file that could not be written or is protected;
  ///   every other change was saved, and saving again retries the rest.
  /// - Complexity: O(*f*) `stat` calls to find what changed in the folder,
  ///   plus O(*k* log *n*) to find the *k* persons changed in a book derived
  ///   from ``book`` and write their files.
  public func save(_ ours: Addressbook) throws(StoreError) -> SaveOutcome {
    guard access == .readWrite else { throw .readOnly(path: path) }
    return try state.withLock { (state: inout State) throws(StoreError) -> SaveOutcome in
      try refresh(&state)
      let (result, collided) =
        state.disk.book == state.base
        ? (ours, []) : BookMerge.preferringTheirs(base: state.base, ours: ours, theirs: state.disk.book)
      var beside: [String] = []
      for id in collided {
        guard let person = ours[id: id] else { continue }
        let copy = ConflictCopy.path(beside: folder + "/" + (state.disk.fileOf[id] ?? ContactFileName.name(for: id)))
        try DurableFile.write(encoding.encode(person), to: copy, keepingBackup: false)
        beside.append(copy)
      }
      var refused: StoreError?
      let changes = result.changedIDs(since: state.disk.book)
      for id in changes.sorted() {
        let name = state.disk.fileOf[id]
        if let name, let protection = state.disk.files[name]?.protection {
          refused = refused ?? .cannotWrite(path: folder + "/" + name, reason: "\(protection), so refbook will not save over it")
          continue
        }
        do throws(StoreError) {
          try write(result[id: id], id: id, over: name, in: &state.disk)
        } catch {
          refused = refused ?? error
        }
      }
      if let refused { throw refused }
      state.base = ours
      if !beside.isEmpty { return .mergedKeepingOursBeside(result, paths: beside, conflicts: collided) }
      return result != ours ? .merged(result) : changes.isEmpty ? .unchanged : .written
    }
  }

  /// Takes in what changed in the folder; writes nothing.
  ///
  /// - Complexity: O(*f*) `stat` calls, plus reading the files that changed.
  public func reload(_ ours: Addressbook) throws(StoreError) -> SaveOutcome {
    try state.withLock { (state: inout State) throws(StoreError) -> SaveOutcome in
      try refresh(&state)
      return BookMerge.reloaded(ours: ours, theirs: state.disk.book, base: &state.base)
    }
  }

  public func close() {
    lock?.release()
  }

  /// Writes `person`'s file (`name`, or a new `UID.vcf`), or removes the
  /// file `name` when `person` is `nil`, and records it in `disk`.
  private func write(_ person: Person?, id: Person.ID, over name: String?, in disk: inout FolderImage) throws(StoreError) {
    guard let person else {
      guard let name else { return }
      if unlink(folder + "/" + name) != 0, errno != ENOENT {
        throw .cannotWrite(path: folder + "/" + name, reason: SystemError.current.reason)
      }
      disk.removed(id, file: name)
      return
    }
    let file = name ?? ContactFileName.name(for: id, avoiding: { disk.files[$0] != nil })
    let written = try DurableFile.write(encoding.encode(person), to: folder + "/" + file, keepingBackup: false)
    var status = stat()
    guard stat(written, &status) == 0 else { throw .cannotWrite(path: written, reason: SystemError.current.reason) }
    disk.wrote(person, to: file, fingerprint: FileFingerprint(status: status))
  }

  /// Brings `state.disk` up to date with the folder, reading only the files
  /// whose fingerprint changed.
  private func refresh(_ state: inout State) throws(StoreError) {
    do throws(SystemError) {
      state.disk = try FolderImage.read(folder, encoding: encoding, reusing: state.disk) ?? .empty
    } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
  }
}
