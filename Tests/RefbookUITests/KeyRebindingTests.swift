import RefbookModel
import TerminalKit
import Testing

@testable import RefbookUI

/// `[keys]`: a command rebound by name, in every mode where it works; the
/// help and the hints show the new keys.
@Suite struct KeyRebindingTests {
  static func rebound(_ newKeys: [Command: [KeyEvent]]) -> (keyMap: KeyMap, problems: [String]) {
    let (keyMap, problems) = KeyMap.standard.rebinding(newKeys)
    return (keyMap, problems.map(\.message))
  }

  @Test func aReboundKeyStartsTheCommandAndTheOldOneNothing() {
    let (keys, problems) = Self.rebound([.deletePerson: [.character("x")], .exportMarked: [.character("X")]])
    #expect(problems.isEmpty)
    #expect(keys.command(for: .character("x"), in: .list) == .deletePerson)
    #expect(keys.command(for: .character("d"), in: .list) == nil)
    #expect(keys.command(for: .delete, in: .list) == nil)
    #expect(keys.command(for: .character("d"), in: .detail) == .deleteField)
    #expect(keys.command(for: .character("X"), in: .list) == .exportMarked)
  }

  @Test func aCommandOfSeveralModesIsReboundInEach() {
    let (keys, problems) = Self.rebound([.moveDown: [.character("J"), .down], .quit: [.character("Q"), .control("q")]])
    #expect(problems.isEmpty)
    for mode in [KeyMap.Mode.list, .detail] {
      #expect(keys.command(for: .character("J"), in: mode) == .moveDown)
      #expect(keys.command(for: .character("j"), in: mode) == nil)
      #expect(keys.command(for: .character("Q"), in: mode) == .quit)
    }
    // Quitting works while typing with its control key, and the letter is typed.
    #expect(keys.command(for: .control("q"), in: .fieldEditor) == .quit)
    #expect(keys.command(for: .character("Q"), in: .fieldEditor) == nil)
    #expect(keys.command(for: .control("c"), in: .list) == nil)
    #expect(keys.keys(for: .quit) == [.character("Q"), .control("q")])
  }

  @Test func theStandardKeysGivenAgainChangeNothing() {
    let same = Dictionary(uniqueKeysWithValues: Command.allCases.map { ($0, KeyMap.standard.keys(for: $0)) })
    let (keys, problems) = Self.rebound(same)
    #expect(problems.isEmpty)
    #expect(keys == .standard)
    #expect(Self.rebound([.deletePerson: [.character("x")], .exportMarked: [.character("X")]]).keyMap != .standard)
  }

  @Test func clashesAndKeysThatWouldBeTextAreProblems() {
    #expect(Self.rebound([.deletePerson: [.character("s")]]).problems
      == [#""s" starts both delete_person and cycle_sort_order in the list; give one of them another key"#])
    #expect(Self.rebound([.undo: [.control("l")]]).problems.first
      == #""ctrl-l" starts both redraw and undo (everywhere, and in the list); give one of them another key"#)
    #expect(Self.rebound([.saveEdit: [.character("s")]]).problems
      == [#""s" cannot start save_edit: in the field editor it is typed as text; use a ctrl-, function or named key"#])
    #expect(Self.rebound([.redraw: [.character("r")]]).problems.count == 1)
    #expect(Self.rebound([.deletePerson: [.character("s")], .cycleSortOrder: [.character("O")]]).problems.isEmpty)
  }

  @Test func theHelpAndTheHintsShowTheNewKeys() {
    let (keys, _) = Self.rebound([
      .deletePerson: [.character("x")], .exportMarked: [.character("X")], .moveDown: [.character("J")],
      .closeOverlay: [.escape],
    ])
    let screen = CellBuffer(rows: 30, columns: 120)
    let app = App(terminal: screen, session: BookSession(book: Fixtures.book), title: "/tmp/c.vcf", options: AppOptions(keyMap: keys))
    app.render()
    #expect(screen.lines.last?.contains("J/k move") == true)
    #expect(screen.lines.last?.contains("x delete") == true)
    _ = app.handle(.character("?"))
    app.render()
    func line(_ keys: String) -> String { screen.lines.first { $0.hasPrefix(" \(keys) ") } ?? "" }
    #expect(line("x").contains(" delete the person "))
    #expect(line("X").contains(" export the marked persons"))
    #expect(line("J k ↑").contains(" next/previous person "))
    #expect(line("d Delete").contains(" delete the field") && !line("d Delete").contains("delete the person"))
    #expect(screen.lines[1].hasPrefix(" Esc closes this help "))
    _ = app.handle(.escape)
    _ = app.handle(.character("x"))
    #expect(app.session.book.value.count == 2)
  }

  @Test func keyNamesReadBackAsWritten() throws {
    let keys: [KeyEvent] = [.character("x"), .character("X"), .character("?"), .character(" "), .character("é"),
                            .control("f"), .control("]"), .function(5), .enter, .tab, .backTab, .escape, .backspace,
                            .delete, .insert, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown]
    for key in keys { #expect(try KeyMap.key(named: KeyMap.configName(of: key)) == key) }
    #expect(try KeyMap.key(named: "Ctrl-F") == .control("f"))
    #expect(try KeyMap.key(named: "PageDown") == .pageDown)
    #expect(throws: SettingsProblem(#""ctrl-m" reaches refbook as enter; write "enter""#)) { try KeyMap.key(named: "ctrl-m") }
    #expect(throws: SettingsProblem.self) { try KeyMap.key(named: "f13") }
    #expect(throws: SettingsProblem.self) { try KeyMap.key(named: "ctrl-1") }
    #expect(throws: SettingsProblem.self) { try KeyMap.key(named: "") }
    #expect(throws: SettingsProblem.self) { try KeyMap.key(named: "\t") }
  }

  @Test func everyCommandHasAStableName() {
    #expect(Set(Command.allCases.map(\.name)).count == Command.allCases.count)
    #expect(Command.deletePerson.name == "delete_person" && Command.showHelp.name == "show_help")
    for command in Command.allCases { #expect(Command(name: command.name) == command) }
  }
}
