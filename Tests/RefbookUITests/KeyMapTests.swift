import Foundation
import Testing
import TerminalKit
@testable import RefbookUI

/// The key map is one table: no key means two things, every command has a
/// key, and what the help, the hints and the key table of docs/usage.md say comes from it.
@Suite struct KeyMapTests {
  @Test func noKeyIsBoundTwiceInAModeOrShadowsOneThatWorksAnywhere() {
    let anywhere = Set(KeyMap.standard.bindings(in: .anywhere).flatMap(\.keyEvents))
    for mode in KeyMap.Mode.allCases {
      let keys = KeyMap.standard.bindings(in: mode).flatMap(\.keyEvents)
      #expect(Set(keys).count == keys.count, "a key bound twice in \(mode)")
      if mode != .anywhere {
        #expect(Set(keys).isDisjoint(with: anywhere), "\(mode) rebinds a key that works anywhere")
      }
    }
  }

  @Test func everyCommandHasAKey() {
    let bound = Set(KeyMap.standard.bindings.flatMap { $0.keys.map(\.command) })
    #expect(Set(Command.allCases).subtracting(bound).isEmpty)
  }

  @Test func lookupFindsTheModesKeyThenOneThatWorksAnywhere() {
    #expect(KeyMap.standard.command(for: .character("e"), in: .list) == .focusDetail)
    #expect(KeyMap.standard.command(for: .character("e"), in: .detail) == .editField)
    #expect(KeyMap.standard.command(for: .character("e"), in: .fieldEditor) == nil)
    #expect(KeyMap.standard.command(for: .control("c"), in: .fieldEditor) == .quit)
    #expect(KeyMap.standard.command(for: .character("q"), in: .search) == nil)
  }

  @Test func everyHintStartsWithKeysOfItsBinding() {
    for binding in KeyMap.standard.bindings {
      guard let hint = binding.hintText else { continue }
      let names = Set(binding.keys.map { KeyMap.name(of: $0.key) })
      let hinted = hint.split(separator: " ")[0].split(separator: "/").map(String.init)
      #expect(hinted.allSatisfy(names.contains), "hint “\(hint)” names keys its binding does not have")
    }
  }

  @Test func theStatusLineHintsAtTheFocusedPanesKeys() {
    let harness = Harness()
    #expect(harness.statusLine.contains("j/k move · Tab detail"))
    harness.press(.tab)
    #expect(harness.statusLine.contains("j/k field · Tab list · Enter edit"))
    harness.press(.enter)
    #expect(harness.statusLine.contains("Enter saves · Esc cancels · ^A/^E"))
  }

  @Test func theFormMovesBetweenFieldsWithItsKeysAndHintsAtThem() {
    let harness = Harness()
    harness.press(.character("a"))
    #expect(harness.text.contains("Enter saves · Tab next field · Esc cancels"))
    harness.press(.up)  // wraps to the last field, Phone
    harness.type("+1 555")
    harness.press(.backTab, .tab, .tab)  // Email, Phone, back to Name
    harness.type("Ada")
    harness.press(.enter)
    let ada = harness.session.book.value.first { $0.formattedName == "Ada" }
    #expect(ada?.phones.map(\.value) == ["+1 555"])
  }

  @Test func theHelpListsEveryPaneBindingAndTheFieldEditorsKeys() {
    let harness = Harness(rows: 60, columns: 120)
    harness.press(.character("?"))
    for row in KeyHelp.rows {
      let line = harness.screen.lines.first { $0.hasPrefix(" " + KeyHelp.names(row.keys) + " ") } ?? ""
      for help in [row.list?.help, row.detail?.help].compactMap(\.self) {
        #expect(line.contains(help), "the help line for \(KeyHelp.names(row.keys)) lacks “\(help)”")
      }
    }
    #expect(harness.text.contains(" Enter                save (one undo step)"))
    #expect(harness.text.contains(" Esc, q or ? closes this help"))
  }

  @Test func aKeyTheLineEditorDoesNotBindEditsNothing() {
    let harness = Harness()
    harness.press(.tab, .enter)  // the name of Émile Zola, in the field editor
    harness.press(.pageDown, .up, .function(5))
    harness.press(.enter)
    #expect(harness.session.source.value.undoDescription == nil, "nothing was edited")
  }

  @Test func theFieldChoosersMenuIsTheKeyMapsAndItsKeysAddTheirFields() {
    let (keyMap, problems) = KeyMap.standard.rebinding([.addEmail: [.character("E")]])
    #expect(problems.isEmpty)
    let harness = Harness(keyMap: keyMap)
    harness.press(.tab, .character("a"))
    #expect(harness.text.contains("  E  email"))
    harness.type("E")
    harness.type("ann@example.org")
    harness.press(.enter)
    #expect(harness.session.book.value.contains { $0.emails.contains { $0.value == "ann@example.org" } })
  }

  // MARK: The key table of docs/usage.md

  /// The lines of the key table of docs/usage.md, from its header to the blank line.
  static func usageTable() throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let usage = try String(contentsOf: root.appendingPathComponent("docs/usage.md"), encoding: .utf8)
    let lines = usage.components(separatedBy: "\n")
    let header = try #require(lines.firstIndex(of: "| key | list pane | detail pane |"))
    return Array(lines[header...].prefix { !$0.isEmpty })
  }

  /// The rows of that key table: key names, list cell, detail cell.
  static func usageRows() throws -> [(keys: [String], list: String, detail: String)] {
    try usageTable().dropFirst(2).map { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      let keys = cells[0].split(separator: "`").enumerated().filter { $0.offset % 2 == 0 }.map { String($0.element) }
      return (keys, cells[1], cells.count > 2 ? cells[2] : "")
    }
  }

  /// The key table's name of every key bound in a pane, with the key.
  static var paneKeys: [String: KeyEvent] {
    let keys = [KeyMap.Mode.anywhere, .list, .detail].flatMap { KeyMap.standard.bindings(in: $0) }.flatMap { $0.keys }
    return Dictionary(keys.map { (KeyHelp.markdownName(of: $0.key), $0.key) }) { first, _ in first }
  }

  /// What a pane's key does, as the key table should say it ("" for nothing).
  static func described(_ key: KeyEvent, in mode: KeyMap.Mode) -> String {
    let binding = KeyMap.standard.bindings.first { binding in
      (binding.mode == mode || binding.mode == .anywhere) && binding.keys.contains { $0.key == key }
    }
    return binding?.described ?? ""
  }

  @Test func everyKeyInTheUsageDocDoesWhatItSays() throws {
    let rows = try Self.usageRows()
    #expect(rows.count >= 10)
    for row in rows {
      #expect(!row.keys.isEmpty)
      for name in row.keys {
        let key = try #require(Self.paneKeys[name], "docs/usage.md lists `\(name)`, which no pane binds")
        #expect(Self.described(key, in: .list) == row.list, "`\(name)` in the list pane")
        #expect(Self.described(key, in: .detail) == row.detail, "`\(name)` in the detail pane")
      }
    }
  }

  @Test func everyPaneKeyIsInTheUsageDoc() throws {
    let listed = Set(try Self.usageRows().flatMap(\.keys))
    for name in Self.paneKeys.keys {
      #expect(listed.contains(name), "`\(name)` is bound but not in the key table of docs/usage.md")
    }
  }

  @Test func theUsageDocNamesEveryKeyOfTheLineEditor() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let usage = try String(contentsOf: root.appendingPathComponent("docs/usage.md"), encoding: .utf8)
    let paragraph = try #require(usage.components(separatedBy: "\n\n").first { $0.hasPrefix("In the field editor:") })
    for key in KeyMap.standard.bindings(in: .lineEditor).flatMap(\.keyEvents) {
      #expect(paragraph.contains("`\(KeyHelp.markdownName(of: key))`"), "the field editor paragraph of docs/usage.md lacks `\(KeyHelp.markdownName(of: key))`")
    }
  }

  @Test func theUsageDocTableIsTheOneTheKeyMapWrites() throws {
    #expect(try Self.usageTable().map { $0 + "\n" }.joined() == KeyHelp.markdownTable,
            "paste KeyHelp.markdownTable into docs/usage.md")
  }
}
