import RefbookModel
import TerminalKit

extension App {
  /// Draws what changed since the last call in the app's theme (and its
  /// keys in the help and the hints), then flushes once.
  ///
  /// - Complexity: O(visible rows × columns).
  public func render() {
    Theme.$current.withValue(options.theme) { KeyMap.$current.withValue(options.keyMap) { renderInTheme() } }
  }

  private func renderInTheme() {
    guard let layout else {
      Layout.drawTooSmall(on: terminal, size: terminal.size)
      terminal.clearImage()
      terminal.flush()
      needsFullRedraw = true
      return
    }
    // A pane is drawn when its observers or its own moves said it changed,
    // when the focus it shows changed, or when everything must be.
    let everything = needsFullRedraw || overlay != nil || layout != drawnLayout
    drawnLayout = layout
    if needsFullRedraw {
      terminal.clear()
      needsFullRedraw = false
    }
    terminal.hideCursor()
    HeaderLine(list, title: title, status: status.value, sync: sync?.status.value).draw(on: terminal, in: layout.header)
    let listFocused = focus == .list && detail.editor == nil
    // On a narrow terminal the pane without focus is hidden: zero columns wide.
    if layout.list.columns > 0, everything || list.needsDrawing(focused: listFocused) {
      list.draw(on: terminal, in: layout.list, focused: listFocused)
    }
    layout.drawRule(on: terminal)
    makeRoomForPhotos()
    if layout.detail.columns > 0, everything || detail.editor != nil || detail.needsDrawing(focused: focus == .detail) {
      detail.draw(on: terminal, in: layout.detail, focused: focus == .detail)
    }
    showPhoto(in: layout)
    statusLine.draw(on: terminal, in: layout.status)
    if let overlay { overlay.draw(on: terminal, in: overlay.region(in: layout), with: context) }
    terminal.flush()
  }

  /// Where each part of the screen goes now: the status line as high as
  /// what it shows; `nil` when the terminal is too small.
  var layout: Layout? {
    let size = terminal.size
    return Layout(size, statusRows: statusLine.rows(columns: size.columns), listWidth: list.naturalWidth, focus: focus)
  }

  /// What the bottom line shows now; under an overlay, the focused pane's hints.
  private var statusLine: StatusLine {
    StatusLine(list, message: messages.current, hints: detail.editor != nil ? .fieldEditor : focus == .list ? .list : .detail)
  }

}
