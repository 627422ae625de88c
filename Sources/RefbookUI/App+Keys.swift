import TerminalKit

extension App {
  /// The mode whose bindings a key is looked up in: what is open, else the
  /// focused pane.
  var keyMode: KeyMap.Mode {
    if list.confirmation != nil { return .confirmation }
    if detail.editor != nil { return .fieldEditor }
    if list.searchLine != nil { return .search }
    if list.pathPrompt != nil { return .pathPrompt }
    return overlay?.mode ?? (focus == .list ? .list : .detail)
  }

  /// A key ``KeyMap`` does not bind in `mode`: typed into the open line
  /// editor, a `y`/`n` question's no, or the overlay's to type; the mouse,
  /// which no key binds, goes to `App+Mouse`.
  func handleUnbound(_ key: KeyEvent, in mode: KeyMap.Mode) {
    if case .mouse(let event) = key { return handleMouse(event, in: mode) }
    switch mode {
    case .fieldEditor: detail.type(key)
    case .search: list.typeSearch(key)
    case .pathPrompt: list.typePath(key)
    case .confirmation: _ = perform(.decline)
    default: sendToOverlay { overlay, app in overlay.type(key, with: app) }
    }
  }

  /// Hands the top overlay, if any, to `handle` with the app's context, and
  /// applies what becomes of it; whether there was one and it took the
  /// command (`handle` returning `nil`: it did not).
  @discardableResult
  func sendToOverlay(_ handle: (inout any Overlay, CommandContext) -> OverlayOutcome?) -> Bool {
    guard var top = overlay else { return false }
    let context = self.context
    guard let outcome = KeyMap.$current.withValue(keyMap, operation: { handle(&top, context) }) else { return false }
    switch outcome {
    case .stays: overlay = top
    case .closes: close()
    case .becomes(let next):
      close()
      open(next)
    }
    return true
  }

  /// What the panes and the overlays may ask of the app.
  var context: CommandContext {
    CommandContext(
      list: list, detail: detail, collections: collections, messages: messages, pageSize: max(1, terminal.size.rows - 3),
      tell: { [unowned self] message in messages.say(message) },
      focus: { [unowned self] pane in focus = pane })
  }
}
