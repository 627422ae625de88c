import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import RefbookModel
import Synchronization

/// The address book's file: loading it, and saving snapshots of it without
/// ever losing what is on disk.
///
/// - A missing file is an empty book; it is created on the first save that
///   has something to write.
/// - A file the decoder did not fully understand is never written over:
///   ``save(_:)`` throws ``StoreError/undecodable(path:problems:)``.
/// - A read-write store holds the book's ``BookLock`` until ``close()``.
/// - Saving compares with what was loaded: an unchanged book is not rewritten,
///   and a changed one has only its changed persons encoded, every other
///   card copied as it is in the file (see `BookImage`); a file changed on
///   disk meanwhile is re-read and merged by person id (``BookMerge``), or,
///   when the changes collide or it now repeats an id, left alone while our book
///   goes to `BOOK.refbook-conflict-TIMESTAMP` beside it (and every later
///   save goes there too, so the other program's version is never lost).
///
/// Saves are serialized; the store may be shared between threads.
public final class BookStore: BookStorage {
  public typealias Access = BookAccess

  /// The book's path as configured (perhaps a symbolic link).
  public let path: String
  public let access: Access
  /// The book as loaded, in file order (every card, even several with one
  /// id), each person still in its card when it was read so: the persons
  /// ``book`` was made of (it holds the same, but for the earlier cards of
  /// an id that repeats).
  public let storedPersons: [StoredPerson]
  /// The book as loaded, keyed by id: the value to start a session's root
  /// with, so that saves find what changed since in O(*k* log *n*).
  ///
  /// - Complexity: O(*n* log *n*) the first time (its trees are made then,
  ///   on two processors: a command that only walks ``storedPersons`` never
  ///   pays it), O(1) after.
  public var book: Addressbook { loadedBook.value }
  private let loadedBook: Lazily<Addressbook>
  /// The ids that several cards of the file hold, sorted: such a book is
  /// keyed by id, so of each only the last card is in ``book``.
  ///
  /// - Complexity: That of ``book`` the first time, O(1) after.
  public var repeatedIDs: [Person.ID] { repeated.value }
  private let repeated: Lazily<[Person.ID]>
  /// What the decoder could not read when loading; when not empty, the store
  /// refuses to save.
  public let problems: [LineProblem]
  /// What the decoder read only with a repair when loading (see
  /// ``DecodedBook/warnings``); saving is allowed.
  public let warnings: [LineProblem]

  private let encoding: BookEncoding
  private let lock: BookLock?
  private let state: Mutex<State>

  private struct State {
    /// Our last book that the file is known to reflect: what our changes
    /// are counted from.
    var base: Addressbook {
      get { baseBook.value }
      set { baseBook = Lazily(made: newValue) }
    }
    /// ``base``, at first the book as loaded, made when first asked for.
    var baseBook: Lazily<Addressbook>
    /// What the file holds, card by card, as we last read or wrote it.
    var disk: BookImage
    /// The file's fingerprint then; `nil` when there was no file.
    var fingerprint: FileFingerprint?
    /// The file's bytes then, one piece after another, to tell a file
    /// touched from a file changed.
    var content: [ArraySlice<UInt8>]
    /// Where our saves go once the file repeats an id (a merge by id would
    /// lose one of its cards), and those ids.
    var conflict: (path: String, ids: [Person.ID])?
    /// What the last save merged and replaced, for the next merge.
    var lineage = MergeLineage()
    /// Keeping the outlines of the file last written, waiting for saves
    /// to pause (see ``outlinesDelay``).
    var outlinesRefresh: DispatchWorkItem?
    /// Whether a read of the file had a warning (a repair): its cards are
    /// written back as they are, so their outlines are never kept, which
    /// would read them as sound.
    var readWithRepair: Bool
  }

  /// How long saves must pause before the outlines of the file written are
  /// kept (see ``BookEncoding/outlines``): keeping them costs about as much
  /// as reading the file, so a burst of saves keeps them once.
  public static let outlinesDelay = DispatchTimeInterval.seconds(2)

  /// The most bytes refbook reads of a book's file (or of a contact file of
  /// a folder, see ``FolderStore``): 1 GiB, some 2.5 million contacts. A
  /// larger file is refused unread (see ``RegularFile``).
  public static let fileSizeLimit = 1 << 30

  private init(
    path: String, access: Access, encoding: BookEncoding, lock: BookLock?,
    file: BookFile?, decoded: DecodedBook
  ) {
    let image = BookImage(decoded, of: file?.bytes ?? [])
    self.path = path
    self.access = access
    loadedBook = image.lazyBook
    repeated = Lazily { image.repeatedIDs }
    storedPersons = decoded.stored
    self.problems = decoded.problems
    self.warnings = decoded.warnings
    self.encoding = encoding
    self.lock = lock
    self.state = Mutex(
      State(
        baseBook: image.lazyBook, disk: image, fingerprint: file?.fingerprint, content: [(file?.bytes ?? [])[...]],
        readWithRepair: !decoded.warnings.isEmpty))
  }

  /// Opens the book at `location`: takes its lock (read-write only), calls
  /// `beforeReading`, and reads it. The app shows the screen it kept of the
  /// book there (see ``FrameCache``): no other refbook has the book open to
  /// save, and the reading has yet to take its time.
  ///
  /// - Throws: ``StoreError/inUse(path:holder:)`` when another process has
  ///   the book (the caller may then open it `.readOnly`),
  ///   ``StoreError/cannotLock(path:reason:)``, or
  ///   ``StoreError/unreadable(path:reason:)`` when the file exists but
  ///   cannot be read or is not a regular file (a device, a FIFO: refused
  ///   before anything is locked or read). Opened read-write, the temporary
  ///   files that saves by processes no longer running left beside the book
  ///   are removed. A file that reads but does not decode cleanly opens,
  ///   with ``problems`` set and saving refused.
  /// - Complexity: O(*n*) in the size of the file, plus the decoder's cost.
  public static func open(
    _ location: BookLocation, encoding: BookEncoding, access: Access, beforeReading: () -> Void = {}
  ) throws(StoreError) -> BookStore {
    let target: String
    do { target = try SymbolicLink.target(of: location.path) } catch {
      throw .unreadable(path: location.path, reason: error.reason)
    }
    do throws(SystemError) {
      _ = try RegularFile.status(target, as: "a book")
    } catch {
      throw .unreadable(path: location.path, reason: error.reason)
    }
    let lock = access == .readWrite ? try BookLock.acquire(forBookAt: target) : nil
    beforeReading()
    // After `beforeReading`: listing a folder of many files takes milliseconds.
    if lock != nil { DurableFile.removeAbandonedTemporaries(of: target) }
    let file: BookFile?
    do { file = try BookFile.read(target) } catch {
      lock?.release()
      throw .unreadable(path: location.path, reason: error.reason)
    }
    let decoded = file.map { encoding.decode($0.bytes, version: $0.version) } ?? DecodedBook(persons: [])
    return BookStore(
      path: location.path, access: access, encoding: encoding, lock: lock, file: file, decoded: decoded)
  }

  /// Saves a snapshot of the book; see the type's discussion for what that
  /// means when the file changed on disk.
  ///
  /// Only the persons changed since the last save (or the load) are
  /// encoded; every other card is copied as it is in the file, in its place.
  /// On failure nothing on disk changed and the store is as before, so the
  /// same snapshot (or a later one) can be saved again.
  ///
  /// - Throws: ``StoreError/readOnly(path:)``,
  ///   ``StoreError/undecodable(path:problems:)`` (when loading had problems,
  ///   or the file now on disk does not decode), ``StoreError/unreadable(path:reason:)``,
  ///   or ``StoreError/cannotWrite(path:reason:)``.
  /// - Complexity: O(*k* log *n*) to find the *k* persons changed in a book
  ///   derived from ``book`` and encode them, plus O(*c* log *c*) for the
  ///   *c* cards changed or appended since the file was read (see
  ///   ``BookImage/updated(to:encode:)``), plus writing the file's bytes;
  ///   the first save after a read indexes its cards, O(*n*); plus decoding
  ///   when the file changed.
  public func save(_ ours: Addressbook) throws(StoreError) -> SaveOutcome {
    guard access == .readWrite else { throw .readOnly(path: path) }
    guard problems.isEmpty else { throw .undecodable(path: path, problems: problems) }
    return try state.withLock { (state: inout State) throws(StoreError) -> SaveOutcome in
      if let conflict = state.conflict {
        try DurableFile.write(
          pieces: state.disk.updated(to: ours, encode: encoding.encode).pieces, to: conflict.path, keepingBackup: false)
        return .savedBeside(path: conflict.path, conflicts: conflict.ids)
      }
      let target: String
      do throws(SystemError) { target = try SymbolicLink.target(of: path) } catch {
        throw .unreadable(path: path, reason: error.reason)
      }
      try refresh(&state, from: target)

      let found = state.disk.book
      var base = state.lineage.needsMerge(saved: state.base, theirs: found) ? state.lineage.base(saved: state.base, ours: ours) : found
      var result = ours
      var collided: [Person.ID] = []
      var copies: [String] = []
      var wrote = false
      /// A conflict copy holding another program's version, until the merge with it is written.
      var unmerged: String?
      /// What the last swap wrote, and the other program's version it brought back.
      var (written, previous): (Addressbook?, Addressbook?) = (nil, nil)
      for attempt in 1...Self.swapAttempts {
        if state.disk.book != base {
          guard state.disk.repeatedIDs.isEmpty else {
            let beside = try ConflictCopy.write(state.disk.updated(to: ours, encode: encoding.encode).pieces, beside: target)
            state.conflict = (beside, state.disk.repeatedIDs)
            return .savedBeside(path: beside, conflicts: state.disk.repeatedIDs)
          }
          let theirs =
            attempt == 1
            ? state.lineage.theirs(state.disk.book, changedAt: state.fingerprint?.modified ?? WallClock.now)
            : BookMerge.rebased(state.disk.book, madeFrom: previous, onto: base)
          let merge = BookMerge.preferringTheirs(base: base, ours: result, theirs: theirs.merged)
          let overlapping = Array(Set(merge.collided + theirs.collided)).sorted().filter { result[id: $0] != nil }
          if !overlapping.isEmpty {
            // Where the changes overlap theirs stays; ours goes beside the book.
            copies.append(try ConflictCopy.write(overlapping.map { encoding.encode(result[id: $0]!, nil)[...] }, beside: target))
            collided += overlapping
          }
          result = merge.merged
        }
        // Equal to the other program's version swapped out, the merge is
        // still written: the file holds ours until it is.
        if result == state.disk.book, unmerged == nil { break }
        let read = state.disk.book
        let (image, pieces) = state.disk.updated(to: result, encode: encoding.encode)
        let swap = try DurableFile.swap(pieces, into: target, expecting: state.fingerprint, keepingBackup: true)
        wrote = true
        state.fingerprint = swap.written
        state.content = pieces
        state.disk = image
        if let merged = unmerged.take() { unlink(merged) }  // its version is in the file now
        guard let other = swap.unexpected else { break }
        // Another program wrote the book between our reading (or last
        // write) and this write: its version, swapped out to a conflict
        // copy, is merged with ours, counted from what the file held before
        // (what we read, or last wrote), and the merge written in its turn;
        // the copy goes once it is.
        guard attempt < Self.swapAttempts, let theirs = try? BookFile.readSettled(other),
          case let decoded = encoding.decode(theirs.bytes), decoded.problems.isEmpty
        else {
          copies.append(other)
          break
        }
        state.readWithRepair = state.readWithRepair || !decoded.warnings.isEmpty
        state.disk = BookImage(decoded, of: theirs.bytes)
        (base, previous) = written.map { ($0, read) } ?? (read, nil)
        written = result
        unmerged = other
      }
      if let unmerged { copies.append(unmerged) }
      if wrote, state.disk.book.count < found.count || ours.changedIDs(since: state.base).contains(where: { ours[id: $0] == nil }) {
        KeptCopies.forget(book: target)  // a contact deleted: gone from every copy kept of the book
      }
      if wrote, !state.readWithRepair {
        // A book read with a repair (at open, or when another program's
        // change was read) keeps the repaired cards' bytes: kept outlines
        // would read it as sound (and `query` would not warn).
        keepOutlines(of: state.disk, in: &state)
      }
      state.base = ours
      state.lineage.saved(ours, result: result, replacing: wrote ? found : nil, with: state.disk.book)
      if !copies.isEmpty { return .mergedKeepingOursBeside(result, paths: copies, conflicts: collided) }
      return result != ours ? .merged(result) : wrote ? .written : .unchanged
    }
  }

  /// How many times a save writes the book when another program keeps
  /// writing it in between (each time merging what it wrote); the last
  /// other version found is then left as a conflict copy.
  static let swapAttempts = 8

  /// Keeps the outlines (and the `query` index) of the file just written,
  /// `image`, once saves pause for ``outlinesDelay``: keeping them costs
  /// about as much as reading the file, so a burst of saves keeps them once.
  private func keepOutlines(of image: BookImage, in state: inout State) {
    guard let outlines = encoding.outlines else { return }
    state.outlinesRefresh?.cancel()
    let queries = encoding.queries
    let refresh = DispatchWorkItem {
      LowPriorityThread.run {
        outlines.keep(written: image)
        queries?.keep()
      }
    }
    state.outlinesRefresh = refresh
    DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + Self.outlinesDelay, execute: refresh)
  }

  /// Whether saving is allowed: read-write, every part of the file read,
  /// and no id in several cards (saving would keep only one of them).
  public var isSavable: Bool { access == .readWrite && problems.isEmpty && repeatedIDs.isEmpty }

  /// Takes in the file as it is now on disk, reading and decoding it only
  /// when its fingerprint changed; writes nothing.
  ///
  /// - Throws: ``StoreError/unreadable(path:reason:)``, or
  ///   ``StoreError/undecodable(path:problems:)`` when the file on disk
  ///   does not decode now.
  /// - Complexity: One `stat` when the file did not change; else reading
  ///   and decoding it, and O(*n*) to compare.
  public func reload(_ ours: Addressbook) throws(StoreError) -> SaveOutcome {
    try state.withLock { (state: inout State) throws(StoreError) -> SaveOutcome in
      let target: String
      do throws(SystemError) { target = try SymbolicLink.target(of: path) } catch {
        throw .unreadable(path: path, reason: error.reason)
      }
      try refresh(&state, from: target)
      return BookMerge.reloaded(ours: ours, theirs: state.disk.book, base: &state.base)
    }
  }

  /// Gives up the book's lock. The store can still be read, but a later save
  /// would no longer be protected from another writer.
  ///
  /// - Complexity: O(1).
  public func close() {
    lock?.release()
  }

  /// Brings `state.disk` up to date with the file at `target`, reading and
  /// decoding it only when its fingerprint changed.
  private func refresh(_ state: inout State, from target: String) throws(StoreError) {
    let status: stat?
    do { status = try RegularFile.status(target, as: "a book") } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
    guard let status else {
      // No file (never created, or removed since): nothing on disk to keep,
      // so all of ours is written.
      state.disk = .empty
      state.base = Addressbook()
      state.fingerprint = nil
      state.content = []
      return
    }
    if let known = state.fingerprint, known.matches(status) { return }
    let file: BookFile?
    do { file = try BookFile.readSettled(target) } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
    guard let file else { return }
    if state.fingerprint != nil, Self.bytes(file.bytes, are: state.content) {
      state.fingerprint = file.fingerprint
      return
    }
    let decoded = encoding.decode(file.bytes, version: file.version)
    guard decoded.problems.isEmpty else { throw .undecodable(path: path, problems: decoded.problems) }
    state.readWithRepair = state.readWithRepair || !decoded.warnings.isEmpty
    state.disk = BookImage(decoded, of: file.bytes)
    state.fingerprint = file.fingerprint
    state.content = [file.bytes[...]]
  }

  /// Whether `bytes` are those of `pieces`, one after another.
  private static func bytes(_ bytes: [UInt8], are pieces: [ArraySlice<UInt8>]) -> Bool {
    var offset = 0
    for piece in pieces {
      guard offset + piece.count <= bytes.count, bytes[offset..<offset + piece.count] == piece else { return false }
      offset += piece.count
    }
    return offset == bytes.count
  }
}
