import Dispatch
import Foundation
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
    let app = App(terminal: terminal, session: session, title: store.path) { [saver] in
      guard let saver else { return .readOnly("another refbook has it, or --read-only") }
      return SaveStatus(saver.state)
    }
    app.importFile = Self.importFile
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
  /// Reads a file for the app's `i` key, as `refbook import` does.
  static func importFile(_ path: String) throws -> ImportedFile {
    let expanded = (path.trimmingCharacters(in: .whitespaces) as NSString).expandingTildeInPath
    guard let data = FileManager.default.contents(atPath: expanded) else {
      throw ImportFailure(description: "cannot read it")
    }
    guard let result = ImportResult.read(Array(data)) else {
      throw ImportFailure(description: "not a vCard, abook or CSV file")
    }
    return ImportedFile(persons: result.persons, skipped: result.skipped.count)
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
