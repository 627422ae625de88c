import TerminalKit

/// Which keys start which ``Command`` in which mode, with the words the
/// help overlay, the status-line hints and docs/usage.md use for them.
///
/// ``standard`` is refbook's own table; the config file's `[keys]` makes
/// another with ``rebinding(_:)``. A key map is the only place a key is
/// bound: `App.handle(_:)` looks keys up in the app's, ``KeyHelp`` draws the
/// help and the hints from it (``current`` while the app draws), and a test
/// checks the key table of docs/usage.md against the standard one. The keys
/// that edit a line (``Mode/lineEditor``) work in every mode where a line is
/// typed (the field editor, the prompts, the form), which types the
/// printable keys it does not bind; the field chooser's letters are bound
/// here too, and its menu lists them.
public struct KeyMap: Equatable, Sendable {
  /// Where the user is, as far as keys are concerned.
  public enum Mode: Hashable, Sendable, CaseIterable {
    /// Keys that work whatever is open, even while typing.
    case anywhere
    case list, detail
    /// The field editor in the detail pane.
    case fieldEditor
    /// The `/` prompt and the `i` prompt on the status line.
    case search, pathPrompt
    /// A yes/no question on the status line (`d` with `confirm_delete`).
    case confirmation
    /// Keys that edit the line being typed, wherever one is (see
    /// ``editsLine``).
    case lineEditor
    /// The overlays: the help, the message history, a list to pick from
    /// (`B`'s birthdays, `c`'s categories, `D`'s duplicates), the merge
    /// preview, the field chooser (`a` in the detail pane), the book
    /// chooser (which of several books) and the form (a new person, an
    /// address).
    case help, messages, picker, mergePreview, fieldChooser, bookChooser, form

    /// Whether printable keys are text typed here, so that none can be
    /// bound.
    var takesCharacters: Bool {
      switch self {
      case .anywhere, .fieldEditor, .search, .pathPrompt, .lineEditor, .form: true
      case .list, .detail, .confirmation, .help, .messages, .picker, .mergePreview, .fieldChooser, .bookChooser: false
      }
    }

    /// Whether a line is typed here, so that the keys of ``lineEditor``
    /// work too.
    var editsLine: Bool {
      self == .fieldEditor || self == .search || self == .pathPrompt || self == .form
    }

    /// The modes whose keys work here too when this mode does not bind
    /// them, in the order they are looked up in.
    var fallbacks: [Mode] {
      self == .anywhere ? [] : editsLine ? [.lineEditor, .anywhere] : [.anywhere]
    }

    /// How messages name the mode: `in the list`.
    var place: String {
      switch self {
      case .anywhere: "everywhere"
      case .list: "in the list"
      case .detail: "in the detail pane"
      case .fieldEditor: "in the field editor"
      case .search: "in the search prompt"
      case .pathPrompt: "in the file prompt"
      case .confirmation: "in a y/n question"
      case .lineEditor: "in a line being typed"
      case .help: "in the help"
      case .messages: "in the message history"
      case .picker: "in the birthday, category and duplicate lists"
      case .mergePreview: "in the merge preview"
      case .fieldChooser: "in the field chooser"
      case .bookChooser: "in the book chooser"
      case .form: "in the form"
      }
    }
  }

  /// Keys of one mode, each starting a command, that the help describes in
  /// one line (`j k ↓ ↑`: next/previous person).
  struct Binding: Sendable {
    let mode: Mode
    var keys: [(key: KeyEvent, command: Command)]
    /// What the help overlay says the keys do.
    let help: String
    /// What docs/usage.md adds in parentheses, if anything.
    let note: String?
    /// The status-line hint's words (`"move"`), if the keys have one; the
    /// hint puts the first key of each of ``hintCommands`` before them.
    let hint: String?
    /// The commands whose keys the hint names: every command of the
    /// binding unless said otherwise.
    let hintCommands: [Command]?

    init(_ mode: Mode, _ keys: KeyValuePairs<KeyEvent, Command>, _ help: String, note: String? = nil,
         hint: String? = nil, hintCommands: [Command]? = nil) {
      self.mode = mode
      self.keys = keys.map { ($0.key, $0.value) }
      self.help = help
      self.note = note
      self.hint = hint
      self.hintCommands = hintCommands
    }

    init(_ mode: Mode, _ keys: [KeyEvent], _ command: Command, _ help: String, note: String? = nil,
         hint: String? = nil) {
      self.mode = mode
      self.keys = keys.map { ($0, command) }
      self.help = help
      self.note = note
      self.hint = hint
      self.hintCommands = nil
    }

    /// The keys alone, in table order.
    var keyEvents: [KeyEvent] { keys.map(\.key) }

    /// The help with the note docs/usage.md adds: `add a person (a form; …)`.
    var described: String {
      note.map { "\(help) (\($0))" } ?? help
    }

    /// The status-line hint with the keys: `j/k move`; `nil` without a
    /// hint, or when its commands have lost their keys here.
    var hintText: String? {
      guard let hint else { return nil }
      var commands: [Command] = []
      for (_, command) in keys where !commands.contains(command) { commands.append(command) }
      let firstKeys = (hintCommands ?? commands).compactMap { command in keys.first { $0.command == command }?.key }
      return firstKeys.isEmpty ? nil : firstKeys.map(KeyMap.name).joined(separator: "/") + " " + hint
    }
  }

  /// Every binding, in the order the help lists them.
  let bindings: [Binding]
  private let commands: [Mode: [KeyEvent: Command]]

  init(bindings: [Binding]) {
    self.bindings = bindings
    commands = bindings.reduce(into: [:]) { table, binding in
      for (key, command) in binding.keys where table[binding.mode]?[key] == nil {
        table[binding.mode, default: [:]][key] = command
      }
    }
  }

  /// Whether the two bind the same keys to the same commands, and the
  /// help lists them alike.
  ///
  /// - Complexity: O(*k*) in the number of keys bound.
  public static func == (lhs: KeyMap, rhs: KeyMap) -> Bool {
    lhs.bindings.elementsEqual(rhs.bindings) { left, right in
      left.keys.elementsEqual(right.keys) { $0.key == $1.key && $0.command == $1.command }
    }
  }

  /// The key map drawn with: the app binds it to its own while it draws;
  /// ``standard`` elsewhere.
  @TaskLocal static var current = KeyMap.standard

  /// refbook's own keys.
  public static let standard = KeyMap(bindings: standardBindings)

  private static let standardBindings: [Binding] = [
    Binding(.list, [.character("j"): .moveDown, .character("k"): .moveUp, .down: .moveDown, .up: .moveUp],
            "next/previous person", hint: "move"),
    Binding(.detail, [.character("j"): .moveDown, .character("k"): .moveUp, .down: .moveDown, .up: .moveUp],
            "next/previous field", hint: "field"),
    Binding(.list, [.pageDown: .pageDown, .pageUp: .pageUp, .control("f"): .pageDown, .control("b"): .pageUp],
            "page down/up"),
    Binding(.list, [.character("g"): .moveToFirst, .character("G"): .moveToLast, .home: .moveToFirst,
                    .end: .moveToLast], "first/last person"),
    Binding(.detail, [.character("g"): .moveToFirst, .character("G"): .moveToLast, .home: .moveToFirst,
                      .end: .moveToLast], "first/last field"),
    Binding(.list, [.tab], .focusDetail, "focus detail", hint: "detail"),
    Binding(.detail, [.tab], .focusList, "focus list", hint: "list"),
    Binding(.list, [.right, .character("l")], .focusDetail, "focus detail"),
    Binding(.detail, [.left, .character("h")], .focusList, "focus list"),
    Binding(.list, [.escape], .clearFilter, "clear the filter"),
    Binding(.detail, [.escape], .focusList, "focus list"),
    Binding(.list, [.enter, .character("e")], .focusDetail, "focus detail"),
    Binding(.detail, [.enter, .character("e")], .editField, "edit the field in place",
            note: "addresses: component by component", hint: "edit"),
    Binding(.list, [.character("a")], .addPerson, "add a person",
            note: "a form; nothing is added until it is complete", hint: "add"),
    Binding(.detail, [.character("a")], .addField, "add a field", note: "email, phone, address, …",
            hint: "add field"),
    Binding(.list, [.character("E")], .editInEditor, "edit in $EDITOR", note: "the marked persons, else the selected one; one undo step"),
    Binding(.detail, [.character("E")], .editInEditor, "edit in $EDITOR"),
    Binding(.list, [.character("S")], .syncNow, "sync with the CardDAV server now", note: "books with carddav; else every few minutes"),
    Binding(.detail, [.character("S")], .syncNow, "sync now"),
    Binding(.list, [.character("i")], .importFile, "import a file", note: "vCard, abook, CSV, mutt aliases or LDIF; one undo step"),
    Binding(.list, [.character(" ")], .toggleMark, "mark/unmark, move down",
            note: "d, E and x then act on the marked", hint: "mark"),
    Binding(.list, [.character("*")], .markAllShown, "mark every person shown", note: "after a search, every match"),
    Binding(.list, [.character("-")], .clearMarks, "clear every mark"),
    Binding(.list, [.character("x")], .exportMarked, "export the marked persons to a file",
            note: "vCard, CSV or abook, by the file's name"),
    Binding(.list, [.character("b")], .cycleBook, "show one book, the next, then all",
            note: "when several books are open"),
    Binding(.list, [.character("M")], .moveToBook, "move the person to another book",
            note: "when several books are open; one undo step"),
    Binding(.list, [.character("d"), .delete], .deletePerson, "delete the person",
            note: "`u` brings it back; asks first with confirm_delete = true", hint: "delete"),
    Binding(.detail, [.character("d"), .delete], .deleteField, "delete the field", hint: "delete field"),
    Binding(.list, [.character("u")], .undo, "undo", hint: "undo"),
    Binding(.detail, [.character("u")], .undo, "undo", hint: "undo"),
    Binding(.list, [.control("r")], .redo, "redo"),
    Binding(.detail, [.control("r")], .redo, "redo"),
    Binding(.list, [.character("/")], .search, "search every field",
            note: "as you type: `emile` finds Émile; `Enter` keeps the filter, `Esc` clears it", hint: "search"),
    Binding(.list, [.character("n"): .nextMatch, .character("N"): .previousMatch], "next/previous match"),
    Binding(.list, [.character("s")], .cycleSortOrder, "cycle sort: name, family, org"),
    Binding(.list, [.character("c")], .showCategories, "show one category",
            note: "a list of them with counts; the first shows all"),
    Binding(.list, [.character("D")], .showDuplicates, "find duplicates",
            note: "groups with their reasons; Enter previews a group's merge"),
    Binding(.list, [.character("m")], .mergeMarked, "merge the marked persons", note: "after a preview; one undo step"),
    Binding(.list, [.character("B")], .showBirthdays, "birthdays coming up",
            note: "and anniversaries; Enter selects the contact"),
    Binding(.list, [.character("?")], .showHelp, "all keys", hint: "help"),
    Binding(.detail, [.character("?")], .showHelp, "all keys", hint: "help"),
    Binding(.anywhere, [.control("l")], .redraw, "redraw"),
    Binding(.list, [.character("q")], .quit, "quit (all is saved)", hint: "quit"),
    Binding(.detail, [.character("q")], .quit, "quit (all is saved)"),
    Binding(.anywhere, [.control("c")], .quit, "quit (all is saved)"),
    Binding(.anywhere, [.control("z")], .suspend, "suspend (fg resumes)"),
    Binding(.list, [.control("g")], .showMessages, "messages said so far",
            note: "newest first, whole; errors marked !", hint: "messages"),
    Binding(.detail, [.control("g")], .showMessages, "messages said so far", hint: "messages"),

    Binding(.fieldEditor, [.enter], .saveEdit, "save (one undo step)", hint: "saves"),
    Binding(.fieldEditor, [.escape], .cancelEdit, "cancel", hint: "cancels"),
    Binding(.lineEditor, [.left: .cursorLeft, .right: .cursorRight, .control("a"): .cursorToStart, .control("e"): .cursorToEnd,
                          .home: .cursorToStart, .end: .cursorToEnd], "move the cursor", hint: "start/end",
            hintCommands: [.cursorToStart, .cursorToEnd]),
    Binding(.lineEditor, [.backspace: .deleteBackward, .delete: .deleteForward, .control("d"): .deleteForward],
            "delete a character"),
    Binding(.lineEditor, [.control("k"): .deleteToEnd, .control("u"): .deleteToStart, .control("w"): .deleteWord],
            "delete to the end / to the start / a word", hint: "delete"),
    Binding(.search, [.enter], .keepSearch, "keep the filter"),
    Binding(.search, [.escape], .cancelSearch, "clear the filter"),
    Binding(.pathPrompt, [.enter], .submitPath, "import or export the file"),
    Binding(.pathPrompt, [.escape], .cancelPath, "cancel"),
    Binding(.confirmation, [.character("y")], .confirm, "yes", hint: "yes"),
    Binding(.confirmation, [.character("n"), .escape], .decline, "no (so does any other key)", hint: "no"),
    Binding(.form, [.enter], .submitForm, "save", hint: "saves"),
    Binding(.form, [.tab: .nextFormField, .down: .nextFormField, .backTab: .previousFormField,
                    .up: .previousFormField], "next/previous field", hint: "next field", hintCommands: [.nextFormField]),
    Binding(.form, [.escape], .cancelForm, "cancel", hint: "cancels"),
    Binding(.help, [.escape, .character("q"), .character("?")], .closeOverlay, "closes this help"),
    Binding(.help, [.character("j"): .overlayDown, .down: .overlayDown, .character("k"): .overlayUp,
                    .up: .overlayUp], "scroll it"),
    Binding(.messages, [.escape, .character("q"), .control("g")], .closeOverlay, "closes the messages"),
    Binding(.messages, [.character("j"): .overlayDown, .down: .overlayDown, .character("k"): .overlayUp,
                        .up: .overlayUp], "scroll them"),
    Binding(.picker, [.escape, .character("q")], .closeOverlay, "close"),
    Binding(.picker, [.character("j"): .overlayDown, .down: .overlayDown, .character("k"): .overlayUp,
                    .up: .overlayUp], "next/previous"),
    Binding(.picker, [.enter], .chooseInOverlay, "choose"),
    Binding(.mergePreview, [.enter], .applyMerge, "merge"),
    Binding(.mergePreview, [.escape, .character("q")], .closeOverlay, "cancel"),
    Binding(.fieldChooser, [.character("e")], .addEmail, "email"),
    Binding(.fieldChooser, [.character("p")], .addPhone, "phone"),
    Binding(.fieldChooser, [.character("a")], .addAddress, "address"),
    Binding(.fieldChooser, [.character("n")], .addNickname, "nickname"),
    Binding(.fieldChooser, [.character("u")], .addWebAddress, "web address"),
    Binding(.fieldChooser, [.character("o")], .addOrganization, "organization"),
    Binding(.fieldChooser, [.character("t")], .addTitle, "title"),
    Binding(.fieldChooser, [.character("b")], .addBirthday, "birthday"),
    Binding(.fieldChooser, [.character("g")], .addGivenName, "given name"),
    Binding(.fieldChooser, [.character("f")], .addFamilyName, "family name"),
    Binding(.fieldChooser, [.character("m")], .addMiddleName, "middle name"),
    Binding(.fieldChooser, [.character("x")], .addNamePrefix, "name prefix"),
    Binding(.fieldChooser, [.character("s")], .addNameSuffix, "name suffix"),
    Binding(.fieldChooser, [.character("c")], .addCategories, "categories"),
    Binding(.fieldChooser, [.character("N")], .addNote, "note"),
    Binding(.fieldChooser, [.escape], .cancelChoice, "cancel"),
    Binding(.bookChooser, [.character("1"): .chooseBook1, .character("2"): .chooseBook2, .character("3"): .chooseBook3,
                           .character("4"): .chooseBook4, .character("5"): .chooseBook5, .character("6"): .chooseBook6,
                           .character("7"): .chooseBook7, .character("8"): .chooseBook8, .character("9"): .chooseBook9],
            "the book of that number"),
    Binding(.bookChooser, [.escape], .cancelChoice, "cancel"),
  ]

  /// The command `key` starts in `mode`: a key of `mode` first, then one
  /// of its ``Mode/fallbacks`` (the line editor's where a line is typed,
  /// then one that works anywhere).
  ///
  /// - Complexity: O(1).
  func command(for key: KeyEvent, in mode: Mode) -> Command? {
    ([mode] + mode.fallbacks).lazy.compactMap { commands[$0]?[key] }.first
  }

  /// The bindings of `mode`, in table order.
  func bindings(in mode: Mode) -> [Binding] {
    bindings.filter { $0.mode == mode }
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
    case .resize, .terminate, .mouse: ""
    }
  }
}
