import TerminalKit

extension App {
  /// Carries out a click or a turn of the wheel in `mode` as the keys
  /// would: over a pane, that pane does it (``Pane/point(_:in:)``), a click
  /// focusing it; in an overlay, the overlay (``Overlay/point(_:in:with:)``).
  /// While a line is being typed (a field, a search, a path) the mouse does
  /// nothing, so a stray click cannot lose what was typed. Hit-tested in
  /// the layout last drawn.
  ///
  /// - Complexity: that of the command it becomes; O(log n) for a book of
  ///   n persons for a click in the list.
  func handleMouse(_ event: MouseEvent, in mode: KeyMap.Mode) {
    guard let layout = drawnLayout ?? layout else { return }
    guard mode == .list || mode == .detail else {
      sendToOverlay { overlay, app in overlay.point(event, in: overlay.region(in: layout), with: app) }
      return
    }
    guard let under = layout.pane(at: event) else { return }
    if event.wheelStep == nil { focus = under }
    let pane: any Pane = under == .list ? list : detail
    if let command = pane.point(event, in: under == .list ? layout.list : layout.detail) { _ = perform(command) }
  }
}
