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
    let row = try #require(harness.listRow(containing: "Émile"))
    let line = harness.screen.lines[row]
    #expect(line.hasPrefix(" L'Aurore "))
    #expect(line.range(of: "L'Aurore")!.upperBound < line.range(of: "Émile Zola")!.lowerBound)
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

/// On a wide terminal the list's columns get what their values need.
@Suite struct NaturalColumnWidthsTests {
  static func widths(_ columns: ListColumns) -> [String] { ListColumnsTests.widths(columns) }

  @Test func aRowWithRoomGivesEachColumnItsWidestValueAndTheNameTheRest() {
    let persons = [Fixtures.zoe, Fixtures.emile, Fixtures.wang].map { (person: $0.outline, collection: String?.none) }
    let natural = NaturalColumnWidths(measuring: persons, fields: [.name, .email, .phone])
    let widest = persons.map { DisplayText($0.person.emails.first?.value ?? "").width }.max()!
    let layout = ListColumns(width: 100, natural: natural)
    #expect(layout.shown[1].width == widest + 2, "\(Self.widths(layout))")
    #expect(layout.shown[2].width == 16, "the phone's 16 cells are a minimum")
    #expect(layout.shown.map(\.width).reduce(0, +) == 100)
    #expect(ListColumns.naturalWidth(of: ListColumn.standard, natural: natural) ?? 0 < 100)
  }

  @Test func aRowTooNarrowForTheCutWidthsFallsBackToTheConfiguredOnes() {
    let persons = [(person: Fixtures.zoe.outline, collection: String?.none)]
    let natural = NaturalColumnWidths(measuring: persons, fields: [.name, .email, .phone])
    // Cut to 12 cells each, the phone keeping its 16: 40 in all.
    #expect(Self.widths(ListColumns(width: 40, natural: natural)) == ["name=12", "email=12", "phone=16"])
    #expect(Self.widths(ListColumns(width: 39, natural: natural)) == Self.widths(ListColumns(width: 39)))
  }

  @Test func aHeadingIsNeverCutAndALongValueIsCappedAtTheMaximum() {
    var long = Fixtures.zoe
    long.emails = [TypedValue(value: String(repeating: "a", count: 80) + "@example.org")]
    long.phones = []
    let natural = NaturalColumnWidths(measuring: [(person: long.outline, collection: nil)], fields: [.email, .phone, .organization])
    #expect(natural.widths(of: [ListColumn(.email), ListColumn(.organization)]) == [NaturalColumnWidths.maximum + 2, 14])
    #expect(natural.widths(of: [ListColumn(.name)]) == nil, "a field not measured has no natural width")
  }
}

extension NaturalColumnWidthsTests {
  @Test func aRowAlmostWideEnoughCutsTheWidestColumnFirst() {
    var long = Fixtures.zoe
    long.formattedName = String(repeating: "Wolfeschlegelsteinhausen", count: 3)
    let persons = [long, Fixtures.emile].map { (person: $0.outline, collection: String?.none) }
    let natural = NaturalColumnWidths(measuring: persons, fields: [.name, .email, .phone])
    let wanted = natural.widths(of: ListColumn.standard)!
    #expect(wanted[0] == NaturalColumnWidths.maximum + 2)
    for width in 40...wanted.reduce(0, +) {
      let layout = ListColumns(width: width, natural: natural)
      let widths = layout.shown.map(\.width)
      #expect(widths.reduce(0, +) == width)
      if width >= 2 * wanted[1] + wanted[2] {
        #expect(widths[1] == wanted[1], "\(width): the email is whole while the name is the wider: \(widths)")
      }
      #expect(widths[2] >= 16, "\(width): the phone keeps its cells")
    }
  }
}

extension NaturalColumnWidthsTests {
  @Test func aChangedPersonWidensTheColumnsAndNoChangeNarrowsThem() {
    let email = [ListColumn(.email)]
    var natural = NaturalColumnWidths(measuring: [(person: Fixtures.zoe.outline, collection: nil)], fields: [.email])
    #expect(natural.widths(of: email) == ["zoe@example.se".count + 2])
    var long = Fixtures.zoe
    long.emails = [TypedValue(value: "zoe.angstrom.at.work@example.se")]
    natural.widen(toFit: [(person: long.outline, collection: nil)])
    #expect(natural.widths(of: email) == ["zoe.angstrom.at.work@example.se".count + 2])
    natural.widen(toFit: [(person: Fixtures.zoe.outline, collection: nil)])
    #expect(natural.widths(of: email) == ["zoe.angstrom.at.work@example.se".count + 2])
  }

  @Test func anEmailMadeLongerInTheAppIsShownWholeInTheList() throws {
    let harness = Harness(columns: 160)
    harness.session.book[id: "zoe"].value?.emails = [TypedValue(value: "zoe.angstrom.at.work@example.se")]
    harness.app.render()
    let row = try #require(harness.listRow(containing: "Zoë"))
    #expect(harness.screen.lines[row].contains("zoe.angstrom.at.work@example.se"))
  }
}
