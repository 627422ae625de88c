#if canImport(Glibc)
import Glibc
#endif
import CRename
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
    /// What the last save merged and replaced, for the next merge.
    var lineage = MergeLineage()
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
      lock = try BookLock.acquire(forFolderAt: folder)
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
      let found = state.disk.book
      var (result, collided) = (ours, [Person.ID]())
      if state.lineage.needsMerge(saved: state.base, theirs: found) {
        let theirs = state.lineage.theirs(found, changedAt: lastChange(of: state.disk))
        (result, collided) = BookMerge.preferringTheirs(
          base: state.lineage.base(saved: state.base, ours: ours), ours: ours, theirs: theirs.merged)
        collided = Array(Set(collided + theirs.collided)).sorted()
      }
      var beside: [String] = []
      for id in collided {
        guard let person = ours[id: id] else { continue }
        beside.append(try ConflictCopy.write([encoding.encode(person, nil)[...]], beside: file(of: id, in: state.disk)))
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
          switch try write(result[id: id], id: id, over: name, in: &state.disk) {
          case .done(let person): result[id: id] = person
          case .collided(let theirs, let copies):
            if let theirs { result[id: id] = theirs }
            collided.append(id)
            beside += copies
          }
        } catch {
          refused = refused ?? error
        }
      }
      if changes.contains(where: { result[id: $0] == nil }) {
        KeptCopies.forget(book: folder)  // a contact deleted: gone from every copy kept of the book
      }
      if let refused { throw refused }
      state.base = ours
      state.lineage.saved(ours, result: result, replacing: changes.isEmpty ? nil : found, with: state.disk.book)
      if !beside.isEmpty { return .mergedKeepingOursBeside(result, paths: beside, conflicts: collided.sorted()) }
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

  /// What writing one contact's file came to.
  private enum FileWrite {
    /// The file holds this person now (ours, or ours merged with what
    /// another program wrote there meanwhile); `nil`: the file is gone.
    case done(Person?)
    /// Another program wrote the file meanwhile, and its change overlaps
    /// ours: its version is back in place (`theirs`, `nil` when it is not
    /// one card refbook can read), and ours is in the first of the conflict
    /// `copies` (the others: its versions that could not be put back).
    case collided(theirs: Person?, copies: [String])
  }

  /// The path of the file holding person `id` in `disk`, or that a new
  /// file for it would have.
  private func file(of id: Person.ID, in disk: FolderImage) -> String {
    folder + "/" + (disk.fileOf[id] ?? ContactFileName.name(for: id))
  }

  /// Writes `person`'s file (`name`, or a new `UID.vcf`), or removes the
  /// file `name` when `person` is `nil`, and records it in `disk`: by
  /// compare-and-swap (``DurableFile/swap(_:into:expecting:keepingBackup:)``),
  /// so that a version another program wrote since the folder was read is
  /// merged with ours property by property and written in its turn, or,
  /// where the two overlap, put back with ours beside it.
  private func write(_ person: Person?, id: Person.ID, over name: String?, in disk: inout FolderImage) throws(StoreError) -> FileWrite {
    guard var person else {
      guard let name else { return .done(nil) }
      return try remove(id, file: name, in: &disk)
    }
    let name = name ?? ContactFileName.name(for: id, avoiding: { disk.files[$0].map { !$0.isEmpty } ?? false })
    let path = folder + "/" + name
    var expected = disk.files[name]?.fingerprint
    // What the file held before each swap, as far as we know: as read, then what we wrote.
    var replaced = disk.book[id: id] ?? Person(id: id)
    // The other program's version the last swap brought back.
    var previous: Person?
    var former = disk.files[name]?.card
    var unmerged: String?
    for attempt in 1...BookStore.swapAttempts {
      let card = encoding.encode(person, former)[...]
      let swap = try DurableFile.swap([card], into: path, expecting: expected, keepingBackup: false)
      disk.wrote(person, as: card, to: name, fingerprint: swap.written)
      if let merged = unmerged.take() { unlink(merged) }  // its version is in the file now
      guard let other = swap.unexpected else { return .done(person) }
      guard let theirs = contact(id, in: other) else {
        return try putBack(other, over: path, expecting: swap.written, theirs: nil, ours: person, id: id, in: &disk)
      }
      guard attempt < BookStore.swapAttempts, let rebased = Person.rebased(theirs.person, madeFrom: previous, onto: replaced),
        let merged = Person.merged(base: replaced, ours: person, theirs: rebased)
      else {
        return try putBack(other, over: path, expecting: swap.written, theirs: theirs.person, ours: person, id: id, in: &disk)
      }
      (replaced, previous, person, former, expected, unmerged) = (person, theirs.person, merged, theirs.card, swap.written, other)
    }
    return .done(person)
  }

  /// The person of the contact file at `path` when it holds one card, read
  /// completely, of the person `id`, and the card's bytes.
  private func contact(_ id: Person.ID, in path: String) -> (person: Person, card: ArraySlice<UInt8>)? {
    guard let file = try? BookFile.readSettled(path) else { return nil }
    let decoded = encoding.decode(file.bytes)
    guard decoded.problems.isEmpty, decoded.stored.count == 1, decoded.stored[0].id == id else { return nil }
    return (decoded.stored[0].person, decoded.sources[0])
  }

  /// Puts the file `other` (another program's version of person `id`,
  /// moved aside by a swap) back at `path` in place of ours, which goes to
  /// a conflict copy. A version it writes meanwhile is the newest, and goes
  /// back in its turn; one that cannot be read stays a conflict copy.
  private func putBack(
    _ other: String, over path: String, expecting written: FileFingerprint, theirs: Person?, ours: Person,
    id: Person.ID, in disk: inout FolderImage
  ) throws(StoreError) -> FileWrite {
    let copy = try ConflictCopy.write([encoding.encode(ours, nil)[...]], beside: path)
    var (back, expected, theirs) = (other, written, theirs)
    for _ in 1...BookStore.swapAttempts {
      guard let bytes = try? BookFile.readSettled(back) else { break }
      let swap = try DurableFile.swap([bytes.bytes[...]], into: path, expecting: expected, keepingBackup: false)
      unlink(back)
      disk.forget(SymbolicLink.fileName(of: path))
      guard let newer = swap.unexpected else { return .collided(theirs: theirs, copies: [copy]) }
      (back, expected, theirs) = (newer, swap.written, contact(id, in: newer)?.person)
    }
    return .collided(theirs: theirs, copies: [copy, back])
  }

  /// Removes the contact file `name`, unless another program changed it
  /// since it was read: it is moved aside first and compared; a changed
  /// one is put back and kept, changed.
  private func remove(_ id: Person.ID, file name: String, in disk: inout FolderImage) throws(StoreError) -> FileWrite {
    let path = folder + "/" + name
    let aside: String
    do { aside = try ConflictCopy.move(path, beside: path) } catch {
      guard error.code == ENOENT else { throw .cannotWrite(path: path, reason: error.reason) }
      disk.removed(id, file: name)
      return .done(nil)
    }
    var status = stat()
    if lstat(aside, &status) == 0, disk.files[name]?.fingerprint.matches(status) ?? false {
      unlink(aside)
      disk.removed(id, file: name)
      return .done(nil)
    }
    let theirs = contact(id, in: aside)?.person
    if refbook_renameat2(AT_FDCWD, aside, AT_FDCWD, path, refbook_rename_noreplace) != 0 {
      return .collided(theirs: theirs, copies: [aside])
    }
    disk.forget(name)
    return .done(theirs)
  }

  /// When the folder `disk` images last changed: its newest file's time,
  /// or the time a file came, went or was renamed over (the folder's own).
  private func lastChange(of disk: FolderImage) -> Duration {
    var status = stat()
    let listed = stat(folder, &status) == 0 ? FileFingerprint(status: status).modified : .zero
    return max(disk.lastModified, listed)
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
