import Foundation

/// What the comparison measured on one book size: each row's samples from
/// each program, printed as one table of medians and ratios.
struct ComparisonFigures {
  /// One measure, a row of the table, in the order printed.
  enum Row: CaseIterable {
    case floor, startFirst, firstStartKey, moveAtFirstStart, residentFirst, peakFirst
    case start, firstKey, searchAtStart, resident, peak, residentFloor, query, indexing, queryKept, export, exportKept
    case searchFirst, searchRefining, peakSearched
    case move, edit
    case undo
    case saveWork, saveWritten, outlinesWork, importing

    var label: String {
      let text = BookOperation.searchText
      return switch self {
      case .floor: "floor: `cat` the file to `/dev/null`"
      case .startFirst: "first start on the file (tmux 120×40)"
      case .firstStartKey: "first start to first key answered (`j` sent at the first screen)"
      case .moveAtFirstStart: "one move right after that key, while the start's work runs"
      case .residentFirst: "memory once idle after a first start (RSS)"
      case .peakFirst: "peak memory of a first start, by then (VmHWM)"
      case .start: "start to first screen (tmux 120×40)"
      case .firstKey: "start to first key answered (`j` sent at the first screen)"
      case .searchAtStart: "search keystroke: first letter, right after the first key"
      case .resident: "memory once idle after start (RSS)"
      case .peak: "peak memory by then (VmHWM)"
      case .residentFloor: "memory once idle: abook / `memory-floor` (Swift, ncursesw, argument parser; no contact)"
      case .query: "`query \(text)` (abook `--mutt-query`)"
      case .indexing: "`index` (a query that read a book of 8 MiB or more starts it)"
      case .queryKept: "`query \(text)`, the app's caches kept"
      case .export: "export to vCard (abook `--convert`)"
      case .exportKept: "export again, the app's outlines and the copied cards kept"
      case .searchFirst: "search keystroke: first letter"
      case .searchRefining: "search keystroke: refining letter"
      case .peakSearched: "peak memory of a run that starts and searches (VmHWM)"
      case .move: "one move (`j`/`k`)"
      case .edit: "one edit commit"
      case .undo: "one undo (`u`)"
      case .saveWork: "save after one edit: processor time"
      case .saveWritten: "save after one edit: until written"
      case .outlinesWork: "outlines and query index kept after saves pause: processor time"
      case .importing: "import a tenth as many (vCard)"
      }
    }

    var isMemory: Bool { [.resident, .peak, .residentFloor, .residentFirst, .peakFirst, .peakSearched].contains(self) }
  }

  /// What the rows' short labels stand for, printed once above the tables.
  static let legend = """

    abook 0.6.1 reads its own file, refbook the vCard file; both hold the same generated persons, \
    abook's in the order refbook lists them. The floor reads each program's file. In the app (tmux \
    120×40, each program idle before each key), a key's time runs from sending it to the end of what \
    the program draws in answer. refbook keeps the outlines of a book file it has read or written in \
    its cache folder (`XDG_CACHE_HOME`, here the bench's own), and the app the search texts of its \
    cards and an index for `query`: its first start on a file (or on a file changed by another program) \
    parses the file (the bench waits for all three to be kept before it quits); later starts read the outlines, and show \
    the first screen the app kept of that version of the book while they read it: a `j` sent as soon as a first screen shows \
    is answered once the program reads keys, which the first key row times from the start. A first start's \
    first key, a move sent as soon as it is answered (while the start's work still runs), and its memory once \
    idle having kept all three have rows of their own. abook has no cache: \
    its one start is in both start rows (its move after its first key on the first start's), its one query in both query rows (refbook's first on the \
    sample book, nothing kept; its second on the book the app opened, reading the index it kept), \
    and so are its exports (refbook's first with nothing kept; its third on the book the app opened, \
    copying the cards its second found to be their own export). After a query that read a book file of 8 MiB or more, \
    refbook makes its query index in the background (`refbook index`): the bench waits for it, then times \
    `refbook index` with nothing kept on its own row. A search keystroke is refbook's first letter “\(BookOperation.searchText.prefix(1))” \
    and a refining “\(BookOperation.searchText.dropFirst().prefix(1))”; abook does not search as you type: its figure, \
    in those rows, is the Enter of a `/` search that matches nothing and so scans the book. The first search \
    row starts as soon as the first key is answered, while work begun by the start may still run; the \
    others when the program is idle; the peak memory of a run that starts and searches is read after them. The edit changes \
    the first contact's name; an edit's commit and an undo end at the first 30 ms pause in the \
    drawing (refbook's header says `saved` later, when its background save is done); its save's \
    processor time is that of the edit and the save, all threads; until written runs from \
    refbook's commit (it saves in the background, as long after as its last write held a processor, at most 30 ms) or from abook's `w` (it saves on `w` \
    and on quit), the book watched from another thread; 2 s after saves pause, refbook keeps the outlines \
    of the book written in the background, then makes its query index once the file is 3 s old, timed together on \
    their own row. The import reads a vCard file of a tenth as many persons in the \
    app (`i`): half of them update refbook's contacts (same UID), abook appends them all. The \
    last column is the lowest and the highest ratio of two samples the programs took in turn: how \
    far the machine moved the comparison while the bench ran.
    """

  private var samples: [Row: [ComparedProgram.Kind: [Double]]] = [:]

  /// Adds one sample (milliseconds, or bytes for memory) of `program` to
  /// `row`; `nil` (not measured) adds none.
  mutating func add(_ value: Double?, _ row: Row, _ program: ComparedProgram.Kind) {
    guard let value else { return }
    samples[row, default: [:]][program, default: []].append(value)
  }

  /// Prints the table: each row's median for each program and their ratio,
  /// then the lowest and highest ratio of the samples the two programs
  /// took in turn (the first of each with the first of the other, and so
  /// on), which shows how far the machine moved them; "—" where a program
  /// has no such figure, or the two no pairs of samples.
  func print(title: String) {
    let programs = ComparedProgram.Kind.allCases
    printTable(
      title, header: ["measure"] + programs.map(\.name) + ["refbook / abook", "in turn: lowest–highest"],
      rows: Row.allCases.map { row in
        let medians = programs.map { samples[row]?[$0].map(median) }
        let ratio = medians[0].flatMap { abook in medians[1].map { $0 / abook } }
        let spread = inTurnSpread(samples[row]?[programs[0]] ?? [], samples[row]?[programs[1]] ?? [])
        return [row.label] + medians.map { $0.map { cell($0, row) } ?? "—" } + [ratio.map(ratioCell) ?? "—", spread ?? "—"]
      })
  }

  /// The lowest and highest ratio of the samples the two programs took in
  /// turn; `nil` unless both took as many (one missed a sample: they could
  /// not be paired), or when a first program's sample is not positive.
  private func inTurnSpread(_ first: [Double], _ second: [Double]) -> String? {
    guard first.count == second.count, first.allSatisfy({ $0 > 0 }) else { return nil }
    let ratios = zip(first, second).map { $1 / $0 }
    return ratios.min().flatMap { lowest in ratios.max().map { "\(ratioCell(lowest))–\(ratioCell($0))" } }
  }

  private func cell(_ value: Double, _ row: Row) -> String {
    row.isMemory ? mebibytes(Int(value)) : millisecondsCell(value)
  }
}
