import RefbookModel
import TerminalKit

extension App {
  /// Carries out `command`, which ``KeyMap`` found for a key: the top
  /// overlay's, else the focused pane's, else the app's (opening an
  /// overlay, a prompt, undo, the terminal). Returns why to stop, if it
  /// says so.
  ///
  /// - Complexity: O(log n) for a book of n persons, except a search or an
  ///   import, which touch every person.
  func perform(_ command: Command) -> Exit? {
    if sendToOverlay({ overlay, app in overlay.perform(command, with: app) }) { return nil }
    if let edit = command.lineEdit {
      focusedPane.editLine(edit)
      return nil
    }
    if focusedPane.perform(command, with: context) { return nil }
    if files.perform(command, on: list, handOver: { terminal.handOver($0); needsFullRedraw = true }, say: { messages.say($0) }) {
      return nil
    }
    if let opened = OverlayOpening.overlay(openedBy: command, with: context, wakingThrough: inbox) {
      overlay = opened
      return nil
    }
    switch command {
    case .focusDetail: focus = .detail
    case .focusList: focus = .list
    case .closeOverlay, .cancelChoice, .cancelForm: close()
    case .undo, .redo: list.step(back: command == .undo, in: session, with: context)
    case .redraw:
      terminal.invalidate()
      needsFullRedraw = true
    case .syncNow: LiveSyncLink.syncNow(sync, with: context)
    case .suspend:
      terminal.suspend()
      needsFullRedraw = true
    case .quit: return .quit
    default: break  // an overlay's or a pane's, with none open or focused to take it
    }
    return nil
  }

  /// The pane with the focus, which takes what no overlay takes.
  var focusedPane: any Pane {
    focus == .list ? list : detail
  }

  /// Closes the overlay; the next frame repaints the whole screen, as
  /// Ctrl-L does, so that no attribute of the overlay's cells lingers where
  /// the same text comes back (a longer help left the status line dimmed).
  func close() {
    overlay = nil
    terminal.invalidate()
    needsFullRedraw = true
  }

  /// Shows `notices` on the status line until the next key: the first one,
  /// and how many more there are; the message history keeps each one. The
  /// app says this way what was wrong with the book as it was read (the
  /// command line prints each one).
  ///
  /// - Complexity: O(*n*) for *n* notices, besides their length.
  public func show(_ notices: [String], isError: Bool) {
    messages.show(notices, isError: isError)
  }
}
