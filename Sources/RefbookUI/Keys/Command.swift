/// What the user can ask of the app: one case per action a key can start.
///
/// ``KeyMap`` says which key starts which command in which mode;
/// `App.perform(_:)` carries it out. A command names the action, not the
/// key: the focused pane decides what "down" moves.
public enum Command: Hashable, Sendable, CaseIterable {
  // Moving in the focused pane.
  case moveDown, moveUp, pageDown, pageUp, moveToFirst, moveToLast
  // Focus.
  case focusDetail, focusList
  // The list.
  case addPerson, deletePerson, moveToBook, cycleBook, toggleMark, markAllShown, clearMarks, exportMarked, search, clearFilter, nextMatch, previousMatch, cycleSortOrder, importFile
  // The detail pane.
  case editField, addField, deleteField, editInEditor
  // History.
  case undo, redo
  // The field editor.
  case saveEdit, cancelEdit
  // Editing the line being typed (the field editor, the prompts, a form's field).
  case cursorLeft, cursorRight, cursorToStart, cursorToEnd, deleteBackward, deleteForward, deleteToEnd, deleteToStart, deleteWord
  // The field chooser: which field to add.
  case addEmail, addPhone, addAddress, addNickname, addWebAddress, addOrganization, addTitle, addBirthday
  case addGivenName, addFamilyName, addMiddleName, addNamePrefix, addNameSuffix, addCategories, addNote
  // The book chooser: the book of that number, of those opened together.
  case chooseBook1, chooseBook2, chooseBook3, chooseBook4, chooseBook5, chooseBook6, chooseBook7, chooseBook8, chooseBook9
  // The form over the panes.
  case submitForm, cancelForm, nextFormField, previousFormField
  // The status-line prompts and questions.
  case keepSearch, cancelSearch, submitPath, cancelPath, confirm, decline
  // Overlays.
  case showHelp, showMessages, showBirthdays, showCategories, showDuplicates, mergeMarked, applyMerge, closeOverlay, overlayDown, overlayUp, chooseInOverlay, cancelChoice
  // The terminal and the session.
  case redraw, suspend, syncNow, quit
}

extension Command {
  /// The book chooser's commands, the book numbered 1 first.
  static let chooseBook: [Command] = [
    .chooseBook1, .chooseBook2, .chooseBook3, .chooseBook4, .chooseBook5, .chooseBook6, .chooseBook7, .chooseBook8, .chooseBook9,
  ]
}
