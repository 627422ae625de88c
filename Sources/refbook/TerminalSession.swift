import Dispatch
import RefbookModel
import RefbookStore
import RefbookUI
import StructRef
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

  init(store: BookStore, terminal: any Terminal) {
    self.store = store
    self.terminal = terminal
    session = BookSession(book: Addressbook(store.persons))
    saver = store.access == .readWrite ? BookSaver(store: store) : nil
  }

  /// Runs the app until it quits; everything is on disk when this returns.
  func run() -> App.Exit {
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
    let exit = app.run()
    autosave = nil
    snapshots.sync {}
    _ = saver?.flush()
    return exit
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
