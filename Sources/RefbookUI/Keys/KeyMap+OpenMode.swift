extension KeyMap.Mode {
  /// The mode whose bindings a key is looked up in: what is open — a
  /// question, the field editor, the search, a path prompt, `overlay` —
  /// else the pane that has the `focus`.
  init(_ list: ListPane, _ detail: DetailPane, _ overlay: (any Overlay)?, focus: App.Focus) {
    if list.confirmation != nil {
      self = .confirmation
    } else if detail.editor != nil {
      self = .fieldEditor
    } else if list.searchLine != nil {
      self = .search
    } else if list.pathPrompt != nil {
      self = .pathPrompt
    } else {
      self = overlay?.mode ?? (focus == .list ? .list : .detail)
    }
  }
}
