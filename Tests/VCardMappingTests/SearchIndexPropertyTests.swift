import PropertyBased
@testable import RefbookModel
import Testing

/// The list's search — a view with its trigram index, kept up to date
/// change by change — finds exactly the persons that matching every person
/// one by one finds, in the list's order, on books of hostile text and
/// across edits, removals, insertions and undos between queries.
@Suite struct SearchIndexPropertyTests {
  @Test func theIndexedSearchFindsWhatScanningFinds() async {
    await propertyCheck(count: 100, input: Gen.searchScenario) { scenario in
      var book = Addressbook(scenario.persons)
      var history = [book]
      var view = BookView(sortOrder: scenario.sortOrder)
      // Small lists, so that small books have common trigrams too.
      view.index = SearchIndex(minimumListLimit: scenario.listLimit)
      view.rebuild(from: book)
      if scenario.prepares { while view.prepareSearch(in: book, limit: 5) {} }
      for step in scenario.steps {
        let before = book
        switch step {
        case .query(let text):
          view.setQuery(SearchQuery(text), in: book)
        case .insert(let person):
          book.insert(person)
        case .remove(let index):
          if let id = Self.id(at: index, in: book) { book.remove(id: id) }
        case .edit(let index, let text):
          if let id = Self.id(at: index, in: book) {
            book[id: id]?.note = text
            book[id: id]?.name.given += text
          }
        case .undo(let back):
          book = history[Swift.max(0, history.count - 1 - back)]
        case .prepare(let limit):
          _ = view.prepareSearch(in: book, limit: limit)
        }
        if book != before {
          history.append(book)
          view.apply(changedIDs: book.changedIDs(since: before), in: book)
        }
        let scanned = view.sortOrder.sorted(book.filter { view.query.matches($0) }).map(\.id)
        #expect(Array(view) == scanned, "after \(step), query “\(view.query.text)”")
      }
    }
  }

  private static func id(at index: Int, in book: Addressbook) -> Person.ID? {
    book.isEmpty ? nil : book.sorted { $0.id < $1.id }[index % book.count].id
  }
}

/// A book, and what happens to it and its list: searches typed, edits,
/// undos, idle preparation.
struct SearchScenario: CustomStringConvertible {
  enum Step: CustomStringConvertible {
    case query(String)
    case insert(Person)
    case remove(Int)
    case edit(Int, String)
    case undo(Int)
    case prepare(Int)

    var description: String {
      switch self {
      case .query(let text): "query “\(text)”"
      case .insert(let person): "insert \(person.id)"
      case .remove(let index): "remove #\(index)"
      case .edit(let index, let text): "edit #\(index) to “\(text.prefix(40))”"
      case .undo(let back): "undo \(back)"
      case .prepare(let limit): "prepare \(limit)"
      }
    }
  }

  var persons: [Person]
  var sortOrder: SortOrder
  var listLimit: Int
  var prepares: Bool
  var steps: [Step]

  var description: String {
    "\(persons.count) persons, \(sortOrder), lists ≤ \(listLimit), prepared: \(prepares), steps: \(steps)"
  }
}

extension Gen where Value == SearchScenario {
  /// Random scenarios: persons of ``PersonGenerator``, some given
  /// right-to-left text, very long values or emptied fields; queries cut
  /// from their fields (changed in case, or with phone punctuation) or
  /// made of the same hostile alphabet.
  static var searchScenario: Generator<SearchScenario, Shrink.None<SearchScenario>> {
    Generator { source in make(using: &source) }
  }

  private static func make(using source: inout some SeededRandomNumberGenerator) -> SearchScenario {
    var maker = ScenarioMaker(source: source)
    defer { source = maker.source }
    return maker.scenario()
  }
}

private struct ScenarioMaker<Source: RandomNumberGenerator> {
  var source: Source

  static var hostile: [String] {
    [
      "שלום", "مرحبا", "\u{200F}", "\u{202E}", "e\u{301}", "É", "Ǆ", "ﬁ", "👩‍👩‍👧", "🇫🇷", "张", "ΣΊΣ", "Ёж", "ß", "İ",
      "ＡＢＣ", "a", "M", "5", "-", "(", " ", "\u{1F}", "",
    ]
  }

  mutating func scenario() -> SearchScenario {
    let persons = (0..<Int.random(in: 0...30, using: &source)).map { _ in person() }
    let steps = (0..<Int.random(in: 1...25, using: &source)).map { _ in step(persons) }
    return SearchScenario(
      persons: persons, sortOrder: SortOrder.allCases.randomElement(using: &source)!,
      listLimit: Int.random(in: 1...8, using: &source), prepares: Bool.random(using: &source), steps: steps)
  }

  private mutating func person() -> Person {
    var generator = PersonGenerator(source: source)
    var person = generator.person()
    source = generator.source
    switch Int.random(in: 0..<4, using: &source) {
    case 0: person.note = String(repeating: hostileText(), count: Int.random(in: 100...800, using: &source))
    case 1: person.formattedName = hostileText() + person.formattedName
    case 2: person.name = PersonName()
    default: break
    }
    return person
  }

  private mutating func hostileText() -> String {
    (0..<Int.random(in: 1...6, using: &source)).map { _ in Self.hostile.randomElement(using: &source)! }.joined()
  }

  private mutating func step(_ persons: [Person]) -> SearchScenario.Step {
    switch Int.random(in: 0..<10, using: &source) {
    case 0: .insert(person())
    case 1: .remove(Int.random(in: 0...1_000, using: &source))
    case 2: .edit(Int.random(in: 0...1_000, using: &source), Bool.random(using: &source) ? hostileText() : cut(persons))
    case 3: .undo(Int.random(in: 0...3, using: &source))
    case 4: .prepare(Int.random(in: 1...10, using: &source))
    case 5: .query(hostileText())
    default: .query(cut(persons))
    }
  }

  /// A piece of a field of one of `persons`, perhaps upper-cased, perhaps
  /// followed by a second piece.
  private mutating func cut(_ persons: [Person]) -> String {
    guard let person = persons.randomElement(using: &source) else { return hostileText() }
    let fields = [person.formattedName, person.name.given, person.note, person.title]
      + person.emails.map(\.value) + person.phones.map(\.value) + person.organization
    let field = Array(fields.randomElement(using: &source)!)
    guard !field.isEmpty else { return hostileText() }
    let start = Int.random(in: 0..<field.count, using: &source)
    let end = Int.random(in: start...Swift.min(field.count, start + 8), using: &source)
    var piece = String(field[start..<end])
    if Bool.random(using: &source) { piece = piece.uppercased() }
    if Int.random(in: 0..<4, using: &source) == 0 { piece += " " + cut(persons) }
    return piece
  }
}
