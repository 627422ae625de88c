import RefbookConfig
import RefbookUI
import TerminalKit
import Testing

/// `[keys]`: commands rebound by name; clashes and bad keys are errors at
/// their line.
@Suite struct KeySettingsTests {
  @Test func commandsTakeAKeyOrAList() throws {
    let settings = try AnnsConfigFile.parse("[keys]\ndelete_person = \"x\"\nexport_marked = [\"X\", \"ctrl-x\"]\nquit = []\n")
    #expect(settings.keyMap.keys(for: .deletePerson) == [.character("x")])
    #expect(settings.keyMap.keys(for: .exportMarked) == [.character("X"), .control("x")])
    #expect(settings.keyMap.keys(for: .quit).isEmpty)
    #expect(settings.keyMap.keys(for: .undo) == [.character("u")])
  }

  static let errors: [(text: String, line: Int, message: String)] = [
    ("[keys]\nundo = \"U\"\n\ndelete_person = \"s\"", 4,
     #"keys: "s" starts both delete_person and cycle_sort_order in the list; give one of them another key"#),
    ("[keys]\ndelete_person = \"z\"\ncycle_sort_order = \"z\"", 3,
     #"keys: "z" starts both delete_person and cycle_sort_order in the list; give one of them another key"#),
    ("[keys]\nsave_edit = \"s\"", 2,
     #"keys: "s" cannot start save_edit: in the field editor it is typed as text; use a ctrl-, function or named key"#),
    ("[keys]\nundo = \"ctrl-m\"", 2, #"keys.undo: "ctrl-m" reaches refbook as enter; write "enter""#),
    ("[keys]\nundo = \"hyper-u\"", 2, #"keys.undo: "hyper-u" is not a key; allowed: "# + KeyMap.allowedKeyNames),
    ("[keys]\nundo = 1", 2, "keys.undo must be a key or a list of keys, found integer"),
    ("[keys]\nundo = [\"u\", 2]", 2, "keys.undo must be a key or a list of keys, found array"),
    ("keys = \"u\"", 1, "keys must be a table [keys] of commands, found string"),
  ]

  @Test(arguments: errors)
  func aBadKeyIsAnErrorAtItsLine(text: String, line: Int, message: String) {
    AnnsConfigFile.expectError(text, line: line, message: message)
  }

  @Test func anUnknownCommandListsTheCommands() throws {
    let error = try #require(throws: SettingsError.self) { try AnnsConfigFile.parse("[keys]\n\ndelete = \"x\"") }
    #expect(error.line == 3)
    #expect(error.message.hasPrefix(#"unknown command "delete" in [keys]; allowed: move_down, move_up, "#))
    #expect(error.message.contains("delete_person"))
  }
}
