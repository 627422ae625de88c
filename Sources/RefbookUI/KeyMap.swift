import TerminalKit

/// Which keys start which ``Command`` in which mode, with the words the
/// help overlay, the status-line hints and the README use for them.
///
/// This table is the only place a key is bound: `App.handle(_:)` looks keys
/// up here, ``KeyHelp`` draws the help and the hints from it, and a test
/// checks the README's key table against it. Text-entry modes (the field
/// editor, the prompts) give the keys they do not bind to their
/// ``LineEditor``, and so does the form to its focused field. The field
/// chooser's letters are ``PersonField/addable``'s.
enum KeyMap {
  /// Where the user is, as far as keys are concerned.
  enum Mode: Hashable, Sendable, CaseIterable {
    /// Keys that work whatever is open, even while typing.
    case anywhere
    case list, detail
    /// The field editor in the detail pane.
    case fieldEditor
    /// The `/` prompt and the `i` prompt on the status line.
    case search, pathPrompt
    /// A yes/no question on the status line (`d` with `confirm_delete`).
    case confirmation
    /// The overlays: the help, a list to pick from (`B`'s birthdays, `c`'s
    /// categories), the field chooser (`a` in the detail pane),
    /// the book chooser (which of several books) and the form (a new
    /// person, an address).
    case help, picker, mergePreview, fieldChooser, bookChooser, form
  }

  /// Keys of one mode, each starting a command, that the help describes in
  /// one line (`j k ↓ ↑`: next/previous person).
  struct Binding: Sendable {
    let mode: Mode
    let keys: [(key: KeyEvent, command: Command)]
    /// What the help overlay says the keys do.
    let help: String
    /// What the README adds in parentheses, if anything.
    let note: String?
    /// The status-line hint (`"j/k move"`), if the keys have one.
    let hint: String?

    init(_ mode: Mode, _ keys: KeyValuePairs<KeyEvent, Command>, _ help: String, note: String? = nil,
         hint: String? = nil) {
      self.mode = mode
      self.keys = keys.map { ($0.key, $0.value) }
      self.help = help
      self.note = note
      self.hint = hint
    }

    init(_ mode: Mode, _ keys: [KeyEvent], _ command: Command, _ help: String, note: String? = nil,
         hint: String? = nil) {
      self.mode = mode
      self.keys = keys.map { ($0, command) }
      self.help = help
      self.note = note
      self.hint = hint
    }

    /// The keys alone, in table order.
    var keyEvents: [KeyEvent] { keys.map(\.key) }

    /// The help with the README's note: `add a person (a form; …)`.
    var described: String {
      note.map { "\(help) (\($0))" } ?? help
    }
  }

  /// Every binding, in the order the help lists them.
  static let bindings: [Binding] = [
    Binding(.list, [.character("j"): .moveDown, .character("k"): .moveUp, .down: .moveDown, .up: .moveUp],
            "next/previous person", hint: "j/k move"),
    Binding(.detail, [.character("j"): .moveDown, .character("k"): .moveUp, .down: .moveDown, .up: .moveUp],
            "next/previous field", hint: "j/k field"),
    Binding(.list, [.pageDown: .pageDown, .pageUp: .pageUp, .control("f"): .pageDown, .control("b"): .pageUp],
            "page down/up"),
    Binding(.list, [.character("g"): .moveToFirst, .character("G"): .moveToLast, .home: .moveToFirst,
                    .end: .moveToLast], "first/last person"),
    Binding(.detail, [.character("g"): .moveToFirst, .character("G"): .moveToLast, .home: .moveToFirst,
                      .end: .moveToLast], "first/last field"),
    Binding(.list, [.tab], .focusDetail, "focus detail", hint: "Tab detail"),
    Binding(.detail, [.tab], .focusList, "focus list", hint: "Tab list"),
    Binding(.list, [.right, .character("l")], .focusDetail, "focus detail"),
    Binding(.detail, [.left, .character("h")], .focusList, "focus list"),
    Binding(.list, [.escape], .clearFilter, "clear the filter"),
    Binding(.detail, [.escape], .focusList, "focus list"),
    Binding(.list, [.enter, .character("e")], .focusDetail, "focus detail"),
    Binding(.detail, [.enter, .character("e")], .editField, "edit the field in place",
            note: "addresses: component by component", hint: "Enter edit"),
    Binding(.list, [.character("a")], .addPerson, "add a person",
            note: "a form; nothing is added until it is complete", hint: "a add"),
    Binding(.detail, [.character("a")], .addField, "add a field", note: "email, phone, address, …",
            hint: "a add field"),
    Binding(.list, [.character("E")], .editInEditor, "edit in $EDITOR", note: "the marked persons, else the selected one; one undo step"),
    Binding(.detail, [.character("E")], .editInEditor, "edit in $EDITOR"),
    Binding(.list, [.character("i")], .importFile, "import a file", note: "vCard, abook, CSV, mutt aliases or LDIF; one undo step"),
    Binding(.list, [.character(" ")], .toggleMark, "mark/unmark, move down",
            note: "d, E and x then act on the marked", hint: "Space mark"),
    Binding(.list, [.character("*")], .markAllShown, "mark every person shown", note: "after a search, every match"),
    Binding(.list, [.character("-")], .clearMarks, "clear every mark"),
    Binding(.list, [.character("x")], .exportMarked, "export the marked persons to a file",
            note: "vCard, CSV or abook, by the file's name"),
    Binding(.list, [.character("b")], .cycleBook, "show one book, the next, then all",
            note: "when several books are open"),
    Binding(.list, [.character("M")], .moveToBook, "move the person to another book",
            note: "when several books are open; one undo step"),
    Binding(.list, [.character("d"), .delete], .deletePerson, "delete the person",
            note: "`u` brings it back; asks first with confirm_delete = true", hint: "d delete"),
    Binding(.detail, [.character("d"), .delete], .deleteField, "delete the field", hint: "d delete field"),
    Binding(.list, [.character("u")], .undo, "undo", hint: "u undo"),
    Binding(.detail, [.character("u")], .undo, "undo", hint: "u undo"),
    Binding(.list, [.control("r")], .redo, "redo"),
    Binding(.detail, [.control("r")], .redo, "redo"),
    Binding(.list, [.character("/")], .search, "search every field",
            note: "as you type: `emile` finds Émile; `Enter` keeps the filter, `Esc` clears it", hint: "/ search"),
    Binding(.list, [.character("n"): .nextMatch, .character("N"): .previousMatch], "next/previous match"),
    Binding(.list, [.character("s")], .cycleSortOrder, "cycle sort: name, family, org"),
    Binding(.list, [.character("c")], .showCategories, "show one category",
            note: "a list of them with counts; the first shows all"),
    Binding(.list, [.character("D")], .showDuplicates, "find duplicates",
            note: "groups with their reasons; Enter previews a group's merge"),
    Binding(.list, [.character("m")], .mergeMarked, "merge the marked persons", note: "after a preview; one undo step"),
    Binding(.list, [.character("B")], .showBirthdays, "birthdays coming up",
            note: "and anniversaries; Enter selects the contact"),
    Binding(.list, [.character("?")], .showHelp, "all keys", hint: "? help"),
    Binding(.detail, [.character("?")], .showHelp, "all keys", hint: "? help"),
    Binding(.anywhere, [.control("l")], .redraw, "redraw"),
    Binding(.list, [.character("q")], .quit, "quit (all is saved)", hint: "q quit"),
    Binding(.detail, [.character("q")], .quit, "quit (all is saved)"),
    Binding(.anywhere, [.control("c")], .quit, "quit (all is saved)"),
    Binding(.anywhere, [.control("z")], .suspend, "suspend (fg resumes)"),

    Binding(.fieldEditor, [.enter], .saveEdit, "save (one undo step)", hint: "Enter saves"),
    Binding(.fieldEditor, [.escape], .cancelEdit, "cancel", hint: "Esc cancels"),
    Binding(.search, [.enter], .keepSearch, "keep the filter"),
    Binding(.search, [.escape], .cancelSearch, "clear the filter"),
    Binding(.pathPrompt, [.enter], .submitPath, "import or export the file"),
    Binding(.pathPrompt, [.escape], .cancelPath, "cancel"),
    Binding(.confirmation, [.character("y")], .confirm, "yes", hint: "y yes"),
    Binding(.confirmation, [.character("n"), .escape], .decline, "no (so does any other key)", hint: "n no"),
    Binding(.form, [.enter], .submitForm, "save", hint: "Enter saves"),
    Binding(.form, [.tab: .nextFormField, .down: .nextFormField, .backTab: .previousFormField,
                    .up: .previousFormField], "next/previous field", hint: "Tab next field"),
    Binding(.form, [.escape], .cancelForm, "cancel", hint: "Esc cancels"),
    Binding(.help, [.escape, .character("q"), .character("?")], .closeOverlay, "closes this help"),
    Binding(.help, [.character("j"): .overlayDown, .down: .overlayDown, .character("k"): .overlayUp,
                    .up: .overlayUp], "scroll it"),
    Binding(.picker, [.escape, .character("q")], .closeOverlay, "close"),
    Binding(.picker, [.character("j"): .overlayDown, .down: .overlayDown, .character("k"): .overlayUp,
                    .up: .overlayUp], "next/previous"),
    Binding(.picker, [.enter], .chooseInOverlay, "choose"),
    Binding(.mergePreview, [.enter], .applyMerge, "merge"),
    Binding(.mergePreview, [.escape, .character("q")], .closeOverlay, "cancel"),
    Binding(.fieldChooser, [.escape], .cancelChoice, "cancel"),
    Binding(.bookChooser, [.escape], .cancelChoice, "cancel"),
  ]

  /// The command `key` starts in `mode`: a key of `mode` first, then one
  /// that works anywhere.
  ///
  /// - Complexity: O(1).
  static func command(for key: KeyEvent, in mode: Mode) -> Command? {
    commands[mode]?[key] ?? commands[.anywhere]?[key]
  }

  /// The bindings of `mode`, in table order.
  static func bindings(in mode: Mode) -> [Binding] {
    bindings.filter { $0.mode == mode }
  }

  private static let commands: [Mode: [KeyEvent: Command]] =
    bindings.reduce(into: [:]) { table, binding in
      for (key, command) in binding.keys { table[binding.mode, default: [:]][key] = command }
    }

  /// How the help and the hints write `key`: `j`, `↓`, `^F`, `PgDn`.
  static func name(of key: KeyEvent) -> String {
    switch key {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .control(let character): "^" + character.uppercased()
    case .enter: "Enter"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .insert: "Insert"
    case .escape: "Esc"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .function(let number): "F\(number)"
    case .resize, .terminate: ""
    }
  }
}
