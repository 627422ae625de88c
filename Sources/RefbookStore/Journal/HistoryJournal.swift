#if canImport(Glibc)
import Glibc
#endif
import RefbookModel
import StructRef

/// The undo history of a book, kept beside it so that it survives a restart
/// and so that no committed edit is lost, even to `kill -9` or a power cut
/// before the book's background save: `BOOK.history` beside a book file,
/// `DIR/.refbook.history` in a book folder, one file in refbook's state
/// folder for several books opened together (see
/// ``path(forShelfOf:stateFolder:)``), mode 0600.
///
/// Each move of the session's history — a new step, an undo, a redo (see
/// ``JournalRecord``) — is appended with every person it changed, before
/// and after, and flushed to the disk before the observer returns. On the
/// next start, ``open(beside:encoding:limits:)`` reads the journal back
/// (see ``JournalReplay``): the steps the book does not hold yet are
/// applied to it, those another program's changes contradict are dropped,
/// and the rest become the history, so that `u` undoes the last edit of the
/// previous session, and Ctrl-R redoes what it undid. A journal damaged or cut short is read up to the
/// damage and said so, never a reason to refuse the book.
///
/// ```swift
/// let (journal, recovery) = HistoryJournal.open(beside: store)
/// var history = recovery.history
/// let old = history
/// history.record(edited, description: "edit Zoë")
/// journal?.appendMove(from: old, to: history) { print($0) }   // then save the book
/// journal?.close(bookSaved: true)
/// ```
///
/// ``BookPersistence`` keeps a session's journal so, with its books.
///
/// The journal keeps at most ``Limits`` steps and bytes: past either, the
/// oldest steps are dropped (down to three quarters of the limit, so that
/// the file is not rewritten at every step; the latest step is always
/// kept) and the file is rewritten atomically. It is written only by the
/// process holding the book's lock (every book's, for a set), from the
/// thread that writes the session's root, or by a command that writes the
/// book (see ``appendStep(_:from:to:onFailure:)``); always before the
/// change it records is handed to the book's save. A change whose save
/// fails, which the user is told was not made, is taken back out
/// (``withdraw(to:onFailure:)``).
public final class HistoryJournal {
  /// How much a journal keeps.
  public struct Limits: Hashable, Sendable {
    /// The most records kept: steps, undos and redos, and the ends of
    /// sessions that saved the book.
    public var steps: Int
    /// The most bytes the file holds (but for a latest step larger than that).
    public var bytes: Int

    /// - Precondition: Both are positive.
    /// - Complexity: O(1).
    public init(steps: Int = 1_000, bytes: Int = 10 << 20) {
      precondition(steps > 0 && bytes > 0, "A history journal keeps at least one step")
      self.steps = steps
      self.bytes = bytes
    }

    /// 1,000 steps or 10 MiB.
    public static let standard = Limits()
  }

  /// How a journal writes and reads its persons unless told otherwise:
  /// written as vCard 4.0, read each for its id only and left in its card
  /// (see ``StoredPerson/idsOnly(fromVCard:parts:)``). A record's person
  /// then compares with the book's, still in the same bytes (the cards an
  /// import or a session wrote), byte for byte, and neither is decoded: at
  /// 10,000 contacts imported, opening the journal decoded every person
  /// of the import twice.
  public static let cards = BookEncoding.vCard(deferringDecoding: true, readingIDsOnly: true)

  /// The journal's file.
  public let path: String
  private let encoding: BookEncoding
  private let limits: Limits
  /// Whether creating the file creates its missing folders (a journal in
  /// the state folder); a journal beside its book is not worth a folder
  /// the book does not have yet.
  private let creatingFolders: Bool
  /// The file open for appending; `nil` before the first append (which
  /// creates the file when there is none) and after a rewrite or ``close(bookSaved:)``.
  private var descriptor: Int32?
  /// The size of each record's line in the file, oldest first.
  private var lineSizes: [Int]
  /// The size of the file.
  private var size: Int
  /// Whether the last record says that a session ended with the book saved.
  private var endsSaved: Bool
  /// How many records this journal has appended, to tell those appended
  /// since a ``Mark``.
  private var appended = 0

  private init(
    path: String, encoding: BookEncoding, limits: Limits, creatingFolders: Bool, lineSizes: [Int], endsSaved: Bool
  ) {
    self.path = path
    self.creatingFolders = creatingFolders
    self.endsSaved = endsSaved
    self.encoding = encoding
    self.limits = limits
    self.lineSizes = lineSizes
    size = JournalLine.header.count + lineSizes.reduce(0, +)
  }

  deinit {
    closeFile()
  }

  /// Where the journal of the book at `location` is: `BOOK.history` beside
  /// a book file (the file a symbolic link names), `DIR/.refbook.history`
  /// in a book folder (a hidden file, which the folder's store ignores).
  ///
  /// - Complexity: A few system calls.
  public static func path(forBookAt location: BookLocation) -> String {
    guard location.isFolder else { return ((try? SymbolicLink.target(of: location.path)) ?? location.path) + ".history" }
    var folder = location.path
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    return folder + "/.refbook.history"
  }

  /// Opens the journal of `store`'s book (a store that saves) and reads it
  /// back for its book; see ``open(at:book:encoding:limits:)``.
  ///
  /// - Complexity: That of ``open(at:book:encoding:limits:)``.
  public static func open(
    beside store: any BookStorage, encoding: BookEncoding = cards, limits: Limits = .standard,
    stateFolder: String = UserFolders.state()
  ) -> (journal: HistoryJournal?, recovery: JournalRecovery) {
    let location = BookLocation(path: store.path)
    let path = path(forBookAt: location)
    let covering = CoveringJournals(
      of: [(nil, location)], own: path, book: store.book, encoding: encoding, stateFolder: stateFolder)
    return open(at: path, book: store.book, encoding: encoding, limits: limits, covering: covering)
  }

  /// Opens the journal at `path` and reads it back for `book`, the book as
  /// loaded: the records no longer
  /// kept (damaged, contradicted by the book, past the limits) are dropped
  /// from the file. A missing journal is created by the first step
  /// journaled, with its missing folders when `creatingFolders`.
  ///
  /// - Returns: The journal (`nil` when it cannot be read or rewritten, or
  ///   is not one: the recovery's problems say so, and the session goes on
  ///   without), and what was recovered.
  /// - Complexity: O(*n*) in the size of the journal, plus reading the
  ///   persons of its records that the book does not hold in the same bytes
  ///   (for their ids), and decoding those that differ from the book's.
  public static func open(
    at path: String, book: Addressbook, encoding: BookEncoding = cards, limits: Limits = .standard,
    creatingFolders: Bool = false
  ) -> (journal: HistoryJournal?, recovery: JournalRecovery) {
    open(at: path, book: book, encoding: encoding, limits: limits, creatingFolders: creatingFolders, covering: nil)
  }

  /// ``open(at:book:encoding:limits:creatingFolders:)``, after the steps
  /// the `covering` journals did not save.
  static func open(
    at path: String, book loaded: Addressbook, encoding: BookEncoding = cards, limits: Limits = .standard,
    creatingFolders: Bool = false, covering: CoveringJournals?
  ) -> (journal: HistoryJournal?, recovery: JournalRecovery) {
    let (book, restored) = covering?.restoringUnsaved(into: loaded) ?? (loaded, [])
    let file: BookFile?
    do { file = try BookFile.read(path) } catch {
      return (nil, JournalRecovery(history: History(initialValue: book), problems: [unkept(path, error.reason)]))
    }
    let bytes = file?.bytes ?? []
    guard bytes.starts(with: JournalLine.header) || JournalLine.header.starts(with: bytes) else {
      return (nil, JournalRecovery(history: History(initialValue: book), problems: [foreign(path)]))
    }
    let contents = JournalContents(bytes, encoding: encoding, sharing: book)
    let replay = JournalReplay(contents.records, book: book)
    var lines = contents.lines[replay.kept]
    lines.removeFirst(limits.excess(of: lines.map(\.count)))
    let recovery = JournalRecovery(
      replay, of: contents.records, from: lines.startIndex, damage: contents.damage.map { damaged(path, $0) },
      restored: restored, changedInOtherSets: covering?.explain(replay.changedElsewhere, in: book) ?? false)
    let journal = HistoryJournal(
      path: path, encoding: encoding, limits: limits, creatingFolders: creatingFolders, lineSizes: lines.map(\.count),
      endsSaved: !lines.isEmpty && contents.records[lines.endIndex - 1].move == .saved)
    guard file != nil, bytes.count != journal.size else { return (journal, recovery) }
    do {
      try journal.rewrite(keeping: lines.isEmpty ? [] : bytes[lines.first!.lowerBound..<lines.last!.upperBound])
    } catch {
      return (nil, recovery.adding(problem: unkept(path, error.reason)))
    }
    return (journal, recovery)
  }

  /// Appends the move of a session's history from `old` to `new` (a new
  /// step, an undo, a redo), flushed to the disk before it returns; nothing
  /// when the history did not move. Calls `onFailure` with a message for
  /// the user when it cannot be written (the session goes on; that step
  /// would not survive a crash or a restart). ``BookPersistence`` calls it
  /// with each value of the session's root, before the book's save.
  ///
  /// Moves are told apart by ``History/latestMove`` and the history's
  /// counts; several moves between two values (inside one batch) are
  /// journaled as one.
  ///
  /// - Complexity: O(*k* log *n*) for the *k* persons the move changed,
  ///   encoding them, and one `fsync`.
  public func appendMove(
    from old: History<Addressbook>, to new: History<Addressbook>, onFailure: (String) -> Void
  ) {
    guard let record = Self.record(from: old, to: new) else { return }
    do throws(SystemError) { try append(record) } catch {
      onFailure("Cannot write the history journal \(path) (\(error.reason)): that change will not survive a restart")
    }
  }

  /// Appends the step `description` that took the book from `old` to
  /// `new`, made outside a session's history (a command that writes the
  /// book): `u` in the next session undoes it. Nothing when the two are
  /// equal.
  ///
  /// Calls `onFailure` with a message for the user when it cannot be
  /// written (the journal is then as it was).
  ///
  /// - Complexity: O(*k* log *n*) for the *k* persons changed, encoding
  ///   them, and one `fsync`.
  public func appendStep(
    _ description: String, from old: Addressbook, to new: Addressbook, onFailure: (String) -> Void
  ) {
    let record = JournalRecord(move: .step, description: description, from: old, to: new)
    guard !record.changes.isEmpty else { return }
    do throws(SystemError) { try append(record) } catch {
      onFailure("Cannot write the history journal \(path) (\(error.reason)): undo in refbook will stop before that change")
    }
  }

  /// Where the journal ends now, for ``withdraw(to:onFailure:)``.
  public struct Mark: Sendable {
    fileprivate let appended: Int
    fileprivate let endsSaved: Bool
    /// Whether the file was there (or could not be told missing).
    fileprivate let hadFile: Bool
  }

  /// Where the journal ends now: what ``withdraw(to:onFailure:)`` takes it
  /// back to.
  ///
  /// - Complexity: One system call.
  public var mark: Mark {
    Mark(appended: appended, endsSaved: endsSaved, hadFile: access(path, F_OK) == 0 || errno != ENOENT)
  }

  /// Takes back the records appended since `mark` — a change whose save
  /// failed, that the next start must not restore — flushed to the disk;
  /// a file that was not there at `mark` is removed. The journal then
  /// holds what it held at `mark`, but for its oldest records when the
  /// appends dropped some (past its ``Limits``): those stay dropped.
  ///
  /// Calls `onFailure` with a message for the user when the file cannot be
  /// cut back (the next start may then restore those records).
  ///
  /// - Complexity: A few system calls, and one `fsync`.
  public func withdraw(to mark: Mark, onFailure: (String) -> Void) {
    let count = min(appended - mark.appended, lineSizes.count)
    do throws(SystemError) {
      if !mark.hadFile {
        try removeFile()
      } else if count > 0 {
        let kept = size - lineSizes.suffix(count).reduce(0, +)
        let fd = try openExisting()
        guard ftruncate(fd, off_t(kept)) == 0, fdatasync(fd) == 0 else { throw SystemError.current }
        lineSizes.removeLast(count)
        size = kept
      }
      (appended, endsSaved) = (mark.appended, mark.endsSaved)
    } catch {
      onFailure("Cannot take that change back out of the history journal \(path) (\(error.reason)): refbook's next start may restore it")
    }
  }

  /// Removes the file, durably; the next step creates it again.
  private func removeFile() throws(SystemError) {
    closeFile()
    let removed = unlink(path) == 0
    guard removed || errno == ENOENT else { throw .current }
    lineSizes = []
    size = JournalLine.header.count
    if removed { try DurableFile.syncFolder(SymbolicLink.folder(of: path)) }
  }

  /// Closes the file; a later step opens it again.
  ///
  /// - Parameter bookSaved: Whether the session ended with every step in
  ///   the book on disk (``BookKey/Ending/saved``): the journal then says
  ///   so, and the next start re-applies none of these steps, whatever
  ///   another program does to the book meanwhile. Otherwise (a save that
  ///   failed), the next start applies those the book does not hold.
  /// - Complexity: O(1), plus one `fsync` when `bookSaved`.
  public func close(bookSaved: Bool = false) {
    if bookSaved, !lineSizes.isEmpty, !endsSaved { try? append(.saved) }
    closeFile()
  }

  private func closeFile() {
    if let descriptor { Glibc.close(descriptor) }
    descriptor = nil
  }

  /// The record of the move from `old` to `new`, or `nil` when the history
  /// did not move.
  static func record(from old: History<Addressbook>, to new: History<Addressbook>) -> JournalRecord? {
    guard new.undoCount != old.undoCount || new.redoCount != old.redoCount || new.value != old.value else { return nil }
    let (move, description): (JournalRecord.Move, String?) =
      switch new.latestMove {
      case .undo?: (.undo, new.redoDescription)
      case .redo?: (.redo, new.undoDescription)
      case .record?, nil: (.step, new.undoDescription)
      }
    return JournalRecord(move: move, description: description ?? "change", from: old.value, to: new.value)
  }

  /// Appends `record` and flushes it to the disk; drops the oldest records
  /// when the journal is then past its limits.
  ///
  /// - Throws: Why the record could not be written; the file is as it was
  ///   (but for a header, when it had to be created).
  /// - Complexity: O(*k*) in the size of the record, plus one `fsync`, plus
  ///   rewriting the journal when it is past its limits.
  func append(_ record: JournalRecord) throws(SystemError) {
    let line = JournalLine.encode(record, encoding: encoding)
    let fd = try openForAppending()
    do throws(SystemError) {
      try DurableFile.writeAll(line, to: fd)
      guard fdatasync(fd) == 0 else { throw SystemError.current }
    } catch {
      _ = ftruncate(fd, off_t(size))
      throw error
    }
    lineSizes.append(line.count)
    size += line.count
    endsSaved = record.move == .saved
    appended += 1
    // The record is safe: a journal that cannot be trimmed now is trimmed by a later step.
    let excess = limits.excess(of: lineSizes)
    guard excess > 0, let bytes = try? BookFile.read(path)?.bytes,
      (try? rewrite(keeping: bytes[(bytes.count - lineSizes.dropFirst(excess).reduce(0, +))...])) != nil
    else { return }
    lineSizes.removeFirst(excess)
  }

  /// The file, open for appending; created, with its header, when missing.
  private func openForAppending() throws(SystemError) -> Int32 {
    do throws(SystemError) { return try openExisting() } catch {
      guard error.code == ENOENT else { throw error }
      try rewrite(keeping: [])
      return try openExisting()
    }
  }

  /// The file, open for appending; never created.
  private func openExisting() throws(SystemError) -> Int32 {
    if let descriptor { return descriptor }
    let fd = Glibc.open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
    guard fd >= 0 else { throw .current }
    descriptor = fd
    return fd
  }

  /// Replaces the file, atomically, with the header and `lines`.
  private func rewrite(keeping lines: ArraySlice<UInt8>) throws(SystemError) {
    closeFile()
    do {
      try DurableFile.write(JournalLine.header + lines, to: path, keepingBackup: false, creatingFolders: creatingFolders)
    } catch {
      guard case .cannotWrite(_, let reason) = error else { throw SystemError(code: EIO) }
      throw SystemError(code: EIO, detail: reason)
    }
    size = JournalLine.header.count + lines.count
  }

  private static func unkept(_ path: String, _ reason: String) -> String {
    "Cannot keep the history journal \(path) (\(reason)): undo will not survive a restart"
  }

  private static func foreign(_ path: String) -> String {
    "\(path) is not a history journal this refbook can read: it is left alone, and undo will not survive a restart"
  }

  private static func damaged(_ path: String, _ damage: (record: Int, reason: String)) -> String {
    "The history journal \(path) is damaged at its step \(damage.record) (\(damage.reason)): "
      + "that step and those after it are left out"
  }
}

extension HistoryJournal.Limits {
  /// How many of the oldest records, of lines `sizes` long, a journal drops:
  /// none when they are within the limits, else as many as leave them
  /// within three quarters of the limits, but never the last.
  ///
  /// - Complexity: O(*r*) for *r* records.
  func excess(of sizes: [Int]) -> Int {
    var bytes = JournalLine.header.count + sizes.reduce(0, +)
    guard sizes.count > steps || bytes > self.bytes else { return 0 }
    var dropped = 0
    while dropped < sizes.count - 1, sizes.count - dropped > steps * 3 / 4 || bytes > self.bytes * 3 / 4 {
      bytes -= sizes[dropped]
      dropped += 1
    }
    return dropped
  }
}
