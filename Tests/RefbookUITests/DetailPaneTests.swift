import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing
import VCard

@Suite struct DetailPaneTests {
  /// A person with something in every group of the card.
  static let ann = Person(
    id: "ann", formattedName: "Ann Archer",
    name: PersonName(family: "Archer", given: "Ann", additional: "B.", prefix: "Dr."), nicknames: ["Annie"],
    emails: [TypedValue(value: "ann@example.org", types: ["home", "internet"], isPreferred: true),
             TypedValue(value: "ann@work.example", types: ["work"])],
    phones: [TypedValue(value: "+1 555 0100", types: ["cell", "voice"]), TypedValue(value: "+1 555 0199", types: ["work", "fax"]),
             TypedValue(value: "+1 555 0142", types: ["x-car"])],
    addresses: [PostalAddress(street: "350 Fifth Avenue", locality: "New York", region: "NY", postalCode: "10118",
                              country: "USA", types: ["work"])],
    organization: ["Acme", "Research"], title: "Engineer", birthday: "1962-03-16",
    urls: [TypedValue(value: "https://ann.example.org", types: ["home"], isPreferred: true)],
    note: "First line.\nSecond line.", categories: ["friends", "work"],
    otherProperties: [
      VCardProperty(name: "IMPP", parameters: [VCardParameter(name: "TYPE", values: ["home"])], value: "xmpp:ann@jabber.example"),
      VCardProperty(name: "X-SKYPE", value: "ann.archer"),
      VCardProperty(name: "ANNIVERSARY", value: "19900602"),
      VCardProperty(name: "PHOTO", parameters: [VCardParameter(name: "ENCODING", values: ["b"]), VCardParameter(name: "TYPE", values: ["JPEG"])],
                    value: "/9j/" + String(repeating: "A", count: 16_380)),
      VCardProperty(name: "X-FOO", value: "bar"),
    ])
  static let today = CalendarDate(year: 2026, month: 3, day: 20)

  /// A pane showing `person` of `book`, drawn on a screen of its own, arranged first as the app does.
  static func drawn(
    _ person: Person.ID, in book: Addressbook = Addressbook([ann]), rows: Int = 60, columns: Int = 80, focused: Bool = true,
    _ setUp: (DetailPane) -> Void = { _ in }
  ) -> (pane: DetailPane, screen: CellBuffer) {
    let session = BookSession(book: book)
    let pane = DetailPane()
    pane.today = { today }
    pane.show(session.person(person))
    setUp(pane)
    let screen = CellBuffer(rows: rows, columns: columns)
    let region = Region(row: 0, column: 0, rows: rows, columns: columns)
    pane.arrange(in: region)
    pane.draw(on: screen, in: region, focused: focused)
    return (pane, screen)
  }

  /// Each row's words, single-spaced: what a reader sees, whatever the columns.
  static func words(_ lines: some Sequence<String>) -> [String] {
    lines.map { $0.split(separator: " ").joined(separator: " ") }
  }

  /// The detail pane's rows of an app's screen, right of the rule.
  static func detailRows(_ harness: Harness) -> [String] {
    harness.screen.lines.dropFirst().dropLast().map { String($0.split(separator: "│", maxSplits: 1).last ?? "") }
  }

  @Test func theCardShowsTheNameThenEachGroupUnderItsHeadingWithTypesInWords() {
    let harness = Harness(columns: 140)
    harness.press(.character("j"))  // Zoë
    #expect(Self.words(Self.detailRows(harness)).prefix(15) == [
      "Zoë Ångström", "",
      "Reach", "work zoe@example.se", "mobile +46 8 123 456", "",
      "Addresses", "home Drottninggatan 1", "111 51 Stockholm", "Sweden", "",
      "Names", "given name Zoë", "family name Ångström", "",
    ])
  }

  @Test("every group, in order: the kept properties among them, a photo described, ages counted to the pane's today")
  func everyGroupInOrder() {
    let (_, screen) = Self.drawn("ann")
    #expect(Self.words(screen.lines).prefix(40) == [
      "Ann Archer", "Acme · Research · Engineer", "",
      "Reach", "home · preferred ann@example.org", "work ann@work.example", "mobile +1 555 0100", "work · fax +1 555 0199",
      "car +1 555 0142", "home https://ann.example.org", "xmpp · home ann@jabber.example", "skype ann.archer", "",
      "Addresses", "work 350 Fifth Avenue", "New York, NY 10118", "USA", "",
      "Dates", "birthday 16 March 1962 (64)", "anniversary 2 June 1990 (35 years)", "",
      "Names", "name prefix Dr.", "given name Ann", "middle name B.", "family name Archer", "nickname Annie", "",
      "Categories", "friends, work", "",
      "Note", "First line.", "Second line.", "",
      "Other", "photo JPEG, 12 KB", "foo bar", "",
    ])
    #expect(!screen.lines.joined().contains("AAAA"), "no base64")
    let foo = screen.lines.firstIndex { $0.contains("bar") }!
    #expect(screen.style(row: foo, column: 22).role == .secondary, "a kept property is dimmed")
    let skype = screen.lines.firstIndex { $0.contains("ann.archer") }!
    #expect(screen.style(row: skype, column: 22) == .plain, "an instant-messaging address is not")
  }

  @Test("long values wrap at spaces, a word too long at graphemes, and what cannot be shown ends with …")
  func longValuesWrap() {
    var ann = Self.ann
    let sentence = (1...30).map { "word\($0)" }.joined(separator: " ")
    ann.note = sentence
    ann.emails[1].value = String(repeating: "ü", count: 50) + "@example.org"
    let (_, screen) = Self.drawn("ann", in: Addressbook([ann]), rows: 80, columns: 40)
    let noteRows = screen.lines.drop { !$0.hasPrefix(" Note") }.dropFirst().prefix { !$0.allSatisfy(\.isWhitespace) }
    #expect(noteRows.count > 3)
    #expect(Self.words(noteRows).joined(separator: " ") == sentence, "every word, in order")
    #expect(noteRows.allSatisfy { $0.hasPrefix("   word") }, "under the heading, where labels start")
    let email = screen.lines.drop { !$0.contains("üüü") }
    let continued = email.dropFirst().prefix { $0.prefix(13).allSatisfy { $0 == " " } && !$0.allSatisfy { $0 == " " } }
    #expect(([email.first!] + continued).map { $0.dropFirst(13).split(separator: " ").joined() }.joined() == ann.emails[1].value)

    ann.note = String(repeating: "lorem ipsum ", count: 2_000)
    let (_, short) = Self.drawn("ann", in: Addressbook([ann]), rows: 12, columns: 40) { $0.select(.note) }
    let shown = short.lines.filter { $0.contains("lorem") }
    #expect(shown.count == 10, "as many rows as the pane has under the title and the heading")
    #expect(shown.last?.split(separator: " ").last?.hasSuffix("…") == true)
  }

  @Test func aLongNameWrapsUnderItselfInTheTitlesStyle() {
    var ann = Self.ann
    ann.formattedName = "María de los Ángeles Guadalupe Núñez Fernández"
    let (_, screen) = Self.drawn("ann", in: Addressbook([ann]), rows: 20, columns: 30, focused: false)
    #expect(Self.words(screen.lines.prefix(3)) == ["María de los Ángeles", "Guadalupe Núñez Fernández", "Acme · Research · Engineer"])
    #expect(screen.style(row: 1, column: 1) == .role(.secondary, .bold))
  }

  @Test func addressesAreWrittenAsTheirCountryWritesThem() {
    var ann = Self.ann
    ann.addresses = [
      PostalAddress(street: "丸の内1-1", locality: "千代田区", region: "東京都", postalCode: "100-0005", country: "日本", types: ["home"]),
      PostalAddress(street: "10 Downing Street", locality: "London", postalCode: "SW1A 2AA", country: "United Kingdom"),
    ]
    let (_, screen) = Self.drawn("ann", in: Addressbook([ann]))
    let rows = Self.words(screen.lines.drop { !$0.hasPrefix(" Addresses") }.prefix(10))
    #expect(rows == [
      "Addresses", "home 100-0005", "東京都千代田区", "丸の内1-1", "日本",
      "address 10 Downing Street", "London", "SW1A 2AA", "United Kingdom", "",
    ])
  }

  @Test("the photo's box is the top right of the pane when photos are shown, the pane is wide enough and the card has one; no text is drawn in it")
  func photoSlot() {
    let region = Region(row: 0, column: 0, rows: 30, columns: 50)
    let box = Region(row: 0, column: 38, rows: 6, columns: 12)
    var ann = Self.ann
    ann.organization = [String(repeating: "Acme ", count: 12)]
    let book = Addressbook([ann, Fixtures.zoe])
    let session = BookSession(book: book)
    let pane = DetailPane()
    pane.show(session.person("ann"))
    #expect(pane.photoRegion(in: region) == nil, "no photo cells: the app shows no photos")
    pane.photoCells = (columns: 12, rows: 6)
    #expect(pane.photoRegion(in: region) == box)
    #expect(pane.photoRegion(in: Region(row: 0, column: 0, rows: 30, columns: 41)) == nil, "too narrow")
    let screen = CellBuffer(rows: 30, columns: 50)
    for row in box.rowRange { screen.put(DisplayText(String(repeating: "#", count: 12)), row: row, column: box.column) }
    pane.arrange(in: region)
    pane.draw(on: screen, in: region, focused: true)
    #expect(box.rowRange.allSatisfy { screen.lines[$0].hasSuffix(String(repeating: "#", count: 12)) }, "\(screen.lines)")
    #expect(Self.words(screen.lines[1...3].map { String($0.prefix(37)) }).joined(separator: " ").filter { $0 == "A" }.count == 12,
            "the header wraps beside the box, nothing lost")
    #expect(screen.lines[box.rows].contains("Reach") || !screen.lines[box.rows].contains("#"), "full width below the box")

    pane.show(session.person("zoe"))
    #expect(pane.photoRegion(in: region) == nil, "no PHOTO in the card")
  }

  @Test func thePhotoIsShownOnlyWithTheTopOfTheCard() {
    let region = Region(row: 0, column: 0, rows: 10, columns: 50)
    let (pane, _) = Self.drawn("ann", rows: 10, columns: 50) { $0.photoCells = (columns: 12, rows: 6) }
    #expect(pane.photoRegion(in: region) != nil)
    pane.selectLast()
    pane.arrange(in: region)
    #expect(pane.top > 0)
    #expect(pane.photoRegion(in: region) == nil, "scrolled: the rows beside the photo are out of view")
  }

  @Test("the title is in the focus's colours while the pane has the focus, secondary without; they differ without colour too")
  func theTitleShowsTheFocus() {
    for theme in [Theme.standard, .mono] {
      let harness = Harness(theme: theme)
      harness.press(.character("j"))  // Zoë, the list focused
      let title = (row: 1, column: harness.detailColumn + 1)
      let unfocused = harness.screen.style(row: title.row, column: title.column)
      harness.press(.tab, .character("j"))  // the detail pane, the email highlighted
      let focused = harness.screen.style(row: title.row, column: title.column)
      Theme.$current.withValue(theme) {
        #expect(unfocused == .role(.secondary, .bold))
        #expect(focused == .role(.focus, .bold))
      }
      #expect(unfocused.resolvedAttributes(colors: false) != focused.resolvedAttributes(colors: false))
    }
  }

  @Test("an entry on several rows is highlighted on all of them, and scrolled into view whole")
  func anEntryOnSeveralRows() {
    let harness = Harness(rows: 9)
    harness.press(.character("j"), .tab, .character("j"), .character("j"), .character("j"))  // Zoë's address
    #expect(harness.app.detail.selectedField == .address(0))
    let rows = ["Drottninggatan 1", "111 51 Stockholm", "Sweden"].map { harness.row(containing: $0) }
    #expect(rows.allSatisfy { $0 != nil }, "\(harness.text)")
    for row in rows.compactMap({ $0 }) { #expect(harness.screen.style(row: row, column: harness.detailColumn + 1).role == .selection) }
    #expect(harness.row(containing: "Addresses") != nil, "with its group's heading")
  }

  @Test func propertiesKeptVerbatimAreReadOnly() {
    var zoe = Fixtures.zoe
    zoe.otherProperties = [VCardProperty(name: "X-FOO", value: "bar")]
    let harness = Harness(Addressbook([zoe, Fixtures.wang, Fixtures.emile]))
    harness.press(.character("j"), .tab, .character("G"))
    #expect(harness.app.detail.selectedItem == .kept(0))
    harness.press(.enter)
    #expect(harness.app.detail.editor == nil)
    #expect(harness.statusLine.contains("read-only"))
    harness.press(.character("d"))
    #expect(harness.session.book.value[id: "zoe"]?.otherProperties.count == 1)
    #expect(!harness.session.source.value.canUndo)
  }

  @Test func aFieldBeingAddedIsEditedInItsPlaceInTheCard() {
    let harness = Harness()
    harness.press(.character("j"), .tab, .character("a"), .character("e"))  // a second email for Zoë
    let email = Self.detailRows(harness).firstIndex { $0.contains("zoe@example.se") }! + 1
    #expect(harness.screen.cursor?.row == email + 1, "under the first email")
    #expect(harness.screen.lines[email + 2].contains("+46 8 123 456"), "above the phone")
    harness.type("zoe@home.se")
    harness.press(.enter)
    #expect(harness.session.book.value[id: "zoe"]?.emails.map(\.value) == ["zoe@example.se", "zoe@home.se"])
    #expect(harness.app.detail.selectedField == .email(1))
  }

  @Test func theFieldsFollowTheCardsOrderAFieldBeingAddedInItsPlace() {
    let zoe = Fixtures.zoe
    #expect(PersonField.fields(of: zoe) == [.formattedName, .email(0), .phone(0), .address(0), .namePart(.given), .namePart(.family)])
    #expect(PersonField.fields(of: zoe, adding: .phone(1)) == [
      .formattedName, .email(0), .phone(0), .phone(1), .address(0), .namePart(.given), .namePart(.family),
    ])
    #expect(PersonField.fields(of: zoe, adding: .title)[1] == .title)
    #expect(PersonField.fields(of: zoe, adding: .email(0)) == PersonField.fields(of: zoe), "one it has is not added")
  }

  @Test func aDeletedPersonIsReportedNotShown() {
    let session = BookSession(book: Fixtures.book)
    let pane = DetailPane()
    pane.show(session.person("zoe"))
    session.book.batch("delete Zoë Ångström") { session.person("zoe").value = nil }
    let screen = CellBuffer(rows: 10, columns: 60)
    pane.draw(on: screen, in: Region(row: 0, column: 0, rows: 10, columns: 60), focused: true)
    #expect(screen.lines[0].contains("This contact was deleted — u to undo"))
  }

  @Test func itRedrawsOnlyWhenItsPersonChanges() {
    let session = BookSession(book: Fixtures.book)
    let pane = DetailPane()
    pane.show(session.person("zoe"))
    let screen = CellBuffer(rows: 10, columns: 60)
    pane.draw(on: screen, in: Region(row: 0, column: 0, rows: 10, columns: 60), focused: true)
    session.person("wang")[\.title].value = "Engineer"
    #expect(!pane.needsDisplay)
    session.person("zoe")[\.title].value = "Engineer"
    #expect(pane.needsDisplay)
  }

  @Test("a commit writes through the pane's own ref: one undo step, the field set or removed, nothing for a deleted person")
  func writesThroughItsRef() {
    let session = BookSession(book: Fixtures.book)
    let pane = DetailPane()
    pane.show(session.person("zoe"))
    pane.write("Engineer", to: .title, as: "edit title of Zoë")
    #expect(session.book.value[id: "zoe"]?.title == "Engineer")
    #expect(session.source.value.undoDescription == "edit title of Zoë")
    pane.write(nil, to: .email(0), as: "delete email of Zoë")
    #expect(session.book.value[id: "zoe"]?.emails.isEmpty == true)
    pane.change(as: "add a nickname") { $0.nicknames.append("Z") }
    #expect(session.book.value[id: "zoe"]?.nicknames == ["Z"])
    session.book.batch("delete Zoë Ångström") { session.person("zoe").value = nil }
    let before = session.book.value
    pane.write("Ghost", to: .title, as: "edit title of a deleted person")
    pane.change(as: "change a deleted person") { $0.note = "Ghost" }
    #expect(session.book.value == before)
    #expect(session.source.value.undoDescription == "delete Zoë Ångström")
  }

  @Test("each field's lens reads and writes what the field shows")
  func fieldLens() {
    var person = Fixtures.book[id: "zoe"]!
    #expect(person[PersonField.email(0)] == "zoe@example.se")
    person[keyPath: PersonField.phone(1).lens] = "+46 8 000"
    #expect(person.phones.map(\.value) == ["+46 8 123 456", "+46 8 000"])
    person[keyPath: PersonField.phone(0).lens] = nil
    #expect(person.phones.map(\.value) == ["+46 8 000"])
  }

  @Test("drawing changes nothing: a scrolled list and a scrolled editor draw the same screen however often")
  func drawingChangesNothing() {
    let harness = Harness(rows: 8, columns: 40)
    harness.press(.character("G"))  // the last person: the list is scrolled
    harness.press(.enter, .enter, .control("u"))
    harness.type(String(repeating: "a long value ", count: 8))
    harness.press(.left, .left)  // the editor is scrolled
    let drawn = harness.screen.lines
    let cursor = harness.screen.cursor
    for _ in 0..<3 {
      harness.app.needsFullRedraw = true  // clears the screen and redraws every part
      harness.app.render()
      #expect(harness.screen.lines == drawn)
      #expect(harness.screen.cursor?.row == cursor?.row && harness.screen.cursor?.column == cursor?.column)
    }
  }

  @Test("a form scrolls its focused field in arrange, and drawing it again changes nothing")
  func formDrawingChangesNothing() {
    let harness = Harness(rows: 12, columns: 50)
    harness.press(.character("a"))
    harness.type(String(repeating: "Very Long Name ", count: 10) + "End")
    let drawn = harness.screen.lines
    #expect((harness.screen.cursor?.column ?? Int.max) < 50, "the cursor is shown, on the screen")
    #expect(drawn.contains { $0.contains("End") }, "the end of the value, where the cursor is, is shown")
    harness.app.needsFullRedraw = true
    harness.app.render()
    #expect(harness.screen.lines == drawn)
  }
}
