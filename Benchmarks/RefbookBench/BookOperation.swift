import Foundation
import RefbookFormats
import RefbookModel
import RefbookStore
import RefbookUI
import TerminalKit

/// What refbook does with a book file. Each operation is measured in a child
/// process of its own (`RefbookBench --child OPERATION BOOK IMPORT ROUNDS`), so that
/// its peak memory is its own and not what an earlier one left behind.
enum BookOperation: String, CaseIterable {
  case startup, load, query, search, convert
  case importing = "import"
  case save

  /// One row's figures for one book: the median time and the peak resident
  /// memory of the process while the operation ran (its setup included: the
  /// loaded book an operation works on is part of its real footprint).
  struct Figure {
    var label: String
    var ms: Double
    var peakBytes: Int

    /// The line a child prints.
    var line: String { "\(label)\t\(ms)\t\(peakBytes)" }

    init(label: String, ms: Double, peakBytes: Int) {
      self.label = label
      self.ms = ms
      self.peakBytes = peakBytes
    }

    init?(line: Substring) {
      let fields = line.split(separator: "\t")
      guard fields.count == 3, let ms = Double(fields[1]), let peak = Int(fields[2]) else { return nil }
      self.init(label: String(fields[0]), ms: ms, peakBytes: peak)
    }
  }

  /// The query and the search typed, letter by letter.
  static let searchText = "mar"

  /// Runs the operation `rounds` times on the book at `path` (`importPath`
  /// is the file an import reads); the figures are the median times.
  func measure(book path: String, importing importPath: String, rounds: Int) -> [Figure] {
    switch self {
    case .startup:
      let run = millisecondsAndPeak(rounds: rounds) { () -> App in
        let app = App(terminal: CellBuffer(rows: 40, columns: 120),
                      session: BookSession(book: Self.load(path)), title: path)
        app.render()
        return app
      }
      return [Figure(label: "start to first screen (load, session, render 120×40)", ms: run.ms, peakBytes: run.peakBytes)]
    case .load:
      let run = millisecondsAndPeak(rounds: rounds) { Self.load(path) }
      return [Figure(label: "load (read, parse, map, index by id)", ms: run.ms, peakBytes: run.peakBytes)]
    case .query:
      let book = Self.load(path)
      let run = millisecondsAndPeak(rounds: rounds) { () -> String in
        let view = BookView(book, sortOrder: .name, query: SearchQuery(Self.searchText))
        return MuttQuery.output(for: view.compactMap { book[id: $0].map(QueryIndex.Entry.init) })
      }
      return [Figure(label: "query “\(Self.searchText)” (sorted view + mutt output)", ms: run.ms, peakBytes: run.peakBytes)]
    case .search:
      return Self.search(Self.load(path), rounds: rounds)
    case .convert:
      let output = path + ".converted"
      defer { try? FileManager.default.removeItem(atPath: output) }
      let run = millisecondsAndPeak(rounds: rounds) {
        FileManager.default.createFile(
          atPath: output, contents: Data(Person.vCardText(for: Self.load(path)).utf8))
      }
      return [Figure(label: "convert to vCard 4.0 (load, encode, write)", ms: run.ms, peakBytes: run.peakBytes)]
    case .importing:
      let book = Self.load(path)
      let run = millisecondsAndPeak(rounds: rounds) { () -> Addressbook in
        var merged = book
        let read = Person.persons(fromVCard: Self.bytes(importPath))
        for person in read.persons { _ = merged.insert(person) }
        return merged
      }
      return [Figure(label: "import a tenth as many (read, parse, merge by id)", ms: run.ms, peakBytes: run.peakBytes)]
    case .save:
      return Self.save(copyOf: path, rounds: rounds)
    }
  }

  /// Typing ``searchText`` into a view of `book`, as the search prompt does.
  private static func search(_ book: Addressbook, rounds: Int) -> [Figure] {
    var first: [Double] = []
    var again: [Double] = []
    var refining: [Double] = []
    resetPeakResidentBytes()
    let letters = searchText.map(String.init)
    for _ in 0..<rounds {
      var view = BookView(book, sortOrder: .name)
      first.append(milliseconds(rounds: 1) { view.setQuery(SearchQuery(letters[0]), in: book) }.ms)
      var typed = letters[0]
      for letter in letters.dropFirst() {
        typed += letter
        refining.append(milliseconds(rounds: 1) { view.setQuery(SearchQuery(typed), in: book) }.ms)
      }
      view.setQuery(SearchQuery(""), in: book)
      again.append(milliseconds(rounds: 1) { view.setQuery(SearchQuery(letters[0]), in: book) }.ms)
    }
    let peak = peakResidentBytes()
    return [
      Figure(label: "search keystroke: first “\(letters[0])” (makes the search texts)", ms: median(first), peakBytes: peak),
      Figure(label: "search keystroke: “\(letters[0])” again", ms: median(again), peakBytes: peak),
      Figure(label: "search keystroke: refining (“\(letters.dropFirst().joined(separator: "”, “"))”)",
             ms: median(refining), peakBytes: peak),
    ]
  }

  /// Saving one changed person, as the background saver does: the book's
  /// snapshot as an array, encoded and written atomically and durably.
  private static func save(copyOf path: String, rounds: Int) -> [Figure] {
    let folder = path + ".save"
    let copy = folder + "/contacts.vcf"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
      (try? FileManager.default.copyItem(atPath: path, toPath: copy)) != nil,
      let store = try? BookStore.open(BookLocation(path: copy), encoding: .vCard(deferringDecoding: true), access: .readWrite),
      let id = store.book.first(where: { _ in true })?.id
    else { return [] }
    defer { store.close() }
    var book = store.book
    var round = 0
    var failed = false
    let run = millisecondsAndPeak(rounds: rounds) {
      round += 1
      book[id: id]?.note = "Saved in round \(round)."
      if (try? store.save(book)) == nil { failed = true }
    }
    if failed { return [] }
    return [Figure(label: "save one change (snapshot, encode, durable write)", ms: run.ms, peakBytes: run.peakBytes)]
  }

  /// The book in the file at `path`, as refbook loads it.
  static func load(_ path: String) -> Addressbook {
    Addressbook(stored: BookEncoding.vCard(deferringDecoding: true).decode(bytes(path)).stored)
  }

  private static func bytes(_ path: String) -> [UInt8] {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
  }
}
