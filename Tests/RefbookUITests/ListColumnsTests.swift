import RefbookModel
import TerminalKit
import Testing

@testable import RefbookUI

/// `[list] columns`: which fields the list shows, in which order, how wide.
@Suite struct ListColumnsTests {
  static func widths(_ columns: ListColumns) -> [String] {
    columns.shown.map { "\($0.column.field.rawValue)=\($0.width)" }
  }

  @Test func theStandardColumnsAreTheOldLayout() {
    // The name takes the rest, the email 45% of what the phone's 16 cells leave.
    #expect(Self.widths(ListColumns(width: 100)) == ["name=47", "email=37", "phone=16"])
    #expect(Self.widths(ListColumns(width: 100, bookNames: ["home", "work"])) == ["name=44", "email=35", "phone=16", "book=5"])
    #expect(Self.widths(ListColumns(width: 40)) == ["name=22", "email=18"])
    #expect(Self.widths(ListColumns(width: 30)) == ["name=30"])
  }

  @Test func columnsOfEveryKindShareTheRow() throws {
    let columns = try ["organization:30%", "name", "phone:14", "nickname"].map(ListColumn.init(parsing:))
    let layout = ListColumns(width: 114, columns: columns)
    #expect(Self.widths(layout) == ["organization=30", "name=35", "phone=14", "nickname=35"])
    #expect(layout.shown.map(\.width).reduce(0, +) == 114)
    // Every column with a width: the first takes what is left.
    let fixed = try ["email:20", "phone:10"].map(ListColumn.init(parsing:))
    #expect(Self.widths(ListColumns(width: 50, columns: fixed)) == ["email=40", "phone=10"])
  }

  @Test func onANarrowRowTheLastColumnsGoFirst() throws {
    let columns = try ["name", "email", "organization", "phone:16"].map(ListColumn.init(parsing:))
    for width in 0...200 {
      let layout = ListColumns(width: width, columns: columns)
      #expect(layout.shown.map(\.width).reduce(0, +) == width, "\(width)")
      #expect(layout.shown.count == 1 || layout.shown[0].width >= 20, "\(width): \(Self.widths(layout))")
      #expect(layout.shown.map(\.column) == Array(columns.prefix(layout.shown.count)), "\(width)")
    }
  }

  @Test func theListDrawsTheConfiguredColumns() throws {
    let columns = try ["organization:12", "name", "categories"].map(ListColumn.init(parsing:))
    var emile = Fixtures.emile
    emile.categories = ["writers", "friends"]
    let harness = Harness(Addressbook([Fixtures.zoe, emile]), columns: 120, listColumns: columns)
    let row = try #require(harness.row(containing: "Émile"))
    #expect(harness.screen.lines[row].hasPrefix(" L'Aurore    Émile Zola"))
    #expect(harness.screen.lines[row].contains(" writers, friends"))
    #expect(!harness.text.contains("zoe@example.se\u{20}\u{20}+46"))
  }

  @Test func columnsReadBackAsWritten() throws {
    for text in ["name", "email:45%", "phone:16", "book:1", "categories:100%", "nickname:500"] {
      #expect(try ListColumn(parsing: text).description == text)
    }
    for bad in ["", "mail", "name:0", "name:101%", "name:x", "name:", "Name", "phone:16:2"] {
      #expect(throws: SettingsProblem.self, "\(bad)") { try ListColumn(parsing: bad) }
    }
  }
}
