import TerminalKit

extension App {
  /// The mode whose bindings a key is looked up in now.
  var keyMode: KeyMap.Mode { KeyMap.Mode(list, detail, overlay, focus: focus) }

  /// A key ``KeyMap`` does not bind in `mode`: the overlay's to type (a
  /// character in a form's field, a book's digit), else a character typed
  /// into the line the focused pane edits, or a `y`/`n` question's no; the
  /// mouse, which no key binds, goes to `App+Mouse`.
  func handleUnbound(_ key: KeyEvent, in mode: KeyMap.Mode) {
    if case .mouse(let event) = key { return handleMouse(event, in: mode) }
    if sendToOverlay({ overlay, app in overlay.type(key, with: app) }) { return }
    if mode == .confirmation { _ = perform(.decline) }
    guard mode.editsLine, case .character(let character) = key else { return }
    focusedPane.editLine(.insert(character))
  }

  /// Hands the top overlay, if any, to `handle` with the app's context, and
  /// applies what becomes of it; whether there was one and it took the
  /// command (`handle` returning `nil`: it did not).
  @discardableResult
  func sendToOverlay(_ handle: (inout any Overlay, CommandContext) -> OverlayOutcome?) -> Bool {
    guard var top = overlay else { return false }
    let context = self.context
    guard let outcome = KeyMap.$current.withValue(options.keyMap, operation: { handle(&top, context) }) else { return false }
    switch outcome {
    case .stays: overlay = top
    case .closes: close()
    case .becomes(let next):
      close()
      overlay = next
    }
    return true
  }

  /// What the panes and the overlays may ask of the app.
  var context: CommandContext {
    CommandContext(
      list: list, detail: detail, collections: options.collections, messages: messages, pageSize: max(1, terminal.size.rows - 3),
      tell: { [unowned self] message in messages.say(message) },
      focus: { [unowned self] pane in focus = pane })
  }
}
