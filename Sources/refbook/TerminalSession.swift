import Dispatch
import RefbookFormats
import RefbookModel
import RefbookStore
import RefbookUI
import StructRef
import Synchronization
import TerminalKit

/// Connects the app to the store: the session's book is saved in the
/// background after every change, and the header shows how saving goes.
final class TerminalSession {
  private let store: BookStore
  private let terminal: any Terminal
  private let session: BookSession
  private let saver: BookSaver?
  /// Turns book snapshots into the saver's arrays off the main thread.
  private let snapshots = DispatchQueue(label: "refbook.snapshots")
  private var autosave: Disposable?
  /// A book the saver merged with changes made on disk, for the app to adopt.
  private let merged = MergedBook()

  init(store: BookStore, terminal: any Terminal) {
    self.store = store
    self.terminal = terminal
    session = BookSession(book: Addressbook(store.persons))
    let merged = self.merged
    saver = store.access == .readWrite ? BookSaver(store: store, onMerge: { merged.offer($0, basedOn: $1) }) : nil
  }

  /// How the session ended, and the book if it is not on disk (a read-only
  /// session with changes, or a save that failed), so it can be rescued.
  struct Ending {
    let exit: App.Exit
    let unsaved: (book: Addressbook, reason: String)?
    /// Where the book was saved instead of its file, after a collision.
    var savedBeside: String? = nil
  }

  /// Runs the app until it quits; everything that could be saved is on disk
  /// when this returns.
  func run() -> Ending {
    if let saver {
      let snapshots = self.snapshots
      autosave = session.book.addObserver { book in
        snapshots.async { saver.submit(Array(book)) }
      }
    }
    let readOnlyReason = store.problems.isEmpty
      ? "another refbook has it, or --read-only" : "\(counted(store.problems.count, "part")) could not be read"
    let app = App(terminal: terminal, session: session, title: store.path) { [saver] in
      guard let saver else { return .readOnly(readOnlyReason) }
      return SaveStatus(saver.state)
    }
    app.importFile = Self.importFile
    let notices = store.problems.map { "Not read: \($0)" } + store.warnings.map { "Read with a repair: \($0)" }
    app.show(notices, isError: true)
    app.onIdle = { [session, merged] in
      if FaultHandling.crashesOnFirstChange, session.source.value.canUndo { FaultHandling.crashOnPurpose() }
      guard let offer = merged.take() else { return }
      // Adopt only if nothing was edited since the merged snapshot; else the
      // next save merges again, with the newer edits.
      guard Addressbook(offer.basedOn) == session.book.value else { return }
      session.adopt(offer.persons, description: "merge changes made on disk")
    }
    let exit = app.run()
    autosave = nil
    snapshots.sync {}
    let book = session.book.value
    guard let saver else {
      let changed = session.source.value.canUndo
      return Ending(exit: exit, unsaved: changed ? (book, "it was open read-only") : nil)
    }
    switch saver.flush() {
    case .failed(let reason): return Ending(exit: exit, unsaved: (book, reason))
    case .savedBeside(let path): return Ending(exit: exit, unsaved: nil, savedBeside: path)
    case .saved, .saving: return Ending(exit: exit, unsaved: nil)
    }
  }
}

extension TerminalSession {
  /// Reads a file, or a folder of `.vcf` files, for the app's `i` key, as
  /// `refbook import` does.
  static func importFile(_ path: String) throws -> ImportedFile {
    let expanded = path.trimmingWhitespace().expandingTildeInPath
    // Standard input is the terminal the app is drawn on.
    let sources: [ImportSource]
    do { sources = try ImportSource.sources(at: expanded) { [] } } catch {
      throw ImportFailure(description: error.reason)  // the status line names the path already
    }
    var imported = ImportedFile(persons: [], skipped: 0)
    var earlier: [Person.ID: String] = [:]
    for source in sources {
      guard let result = ImportResult.read(source.bytes, earlier: earlier) else {
        throw ImportFailure(description: "\(sources.count > 1 ? source.name + " is " : "")not a vCard, abook or CSV file")
      }
      for person in result.persons { earlier[person.id] = source.name.lastPathComponent }
      imported.persons += result.persons
      imported.skipped += result.skipped.count
      let place = sources.count > 1 ? "\(source.name.lastPathComponent):" : "line "
      imported.warnings += result.warnings.map { "\(place)\($0.line): \($0.message)" }
    }
    return imported
  }

  struct ImportFailure: Error, CustomStringConvertible {
    let description: String
  }
}

/// The latest merged book and the snapshot it was merged with, handed from
/// the saver's thread to the app's.
final class MergedBook: Sendable {
  private let latest = Mutex<(persons: [Person], basedOn: [Person])?>(nil)

  func offer(_ persons: [Person], basedOn snapshot: [Person]) {
    latest.withLock { $0 = (persons, snapshot) }
  }

  func take() -> (persons: [Person], basedOn: [Person])? {
    latest.withLock { latest in
      defer { latest = nil }
      return latest
    }
  }
}

extension SaveStatus {
  init(_ state: SaveState) {
    switch state {
    case .saved: self = .saved
    case .saving: self = .saving
    case .savedBeside(let path): self = .failed("changed on disk; saved to \(path)")
    case .failed(let why): self = .failed(why)
    }
  }
}
