import Foundation
import RefbookTestSupport

/// Load, save, import, query, search, conversion and start-up on books of
/// 1,000 to 100,000 generated contacts, each measured in a child process.
enum BookBenchmarks {
  /// Runs every operation on every book of `files` and prints one table.
  static func run(_ files: SampleFiles) {
    var labels: [String] = []
    var cells: [String: [Int: String]] = [:]
    for operation in BookOperation.allCases {
      for size in SampleFiles.sizes {
        let figures = child(operation, files.book(size), files.importFile(size), rounds: rounds(size))
        for figure in figures {
          if cells[figure.label] == nil { labels.append(figure.label) }
          cells[figure.label, default: [:]][size] = "\(format(figure.ms)) ms, \(mebibytes(figure.peakBytes))"
        }
      }
    }
    printTable(
      "Books of generated contacts (median of 3, one run at 100,000; peak resident memory of a child process per operation)",
      header: ["operation"] + SampleFiles.sizes.map(grouped),
      rows: labels.map { label in
        [label] + SampleFiles.sizes.map { cells[label]?[$0] ?? "—" }
      })
  }

  /// Measures `operation` in a fresh `RefbookBench --child` process.
  private static func child(
    _ operation: BookOperation, _ book: String, _ importFile: String, rounds: Int
  ) -> [BookOperation.Figure] {
    guard let executable = Bundle.main.executablePath,
      let run = Subprocess.run(executable, [childFlag, operation.rawValue, book, importFile, "\(rounds)"]),
      run.status == 0
    else { return [] }
    return run.output.split(separator: "\n").compactMap(BookOperation.Figure.init(line:))
  }

  /// Three rounds, but one of the slow operations on the largest book, to
  /// keep `make bench` within a few minutes.
  private static func rounds(_ size: Int) -> Int {
    size >= 100_000 ? 1 : 3
  }

  /// The first argument of a child process.
  static let childFlag = "--child"

  /// What a child process does: measures the operation its arguments name
  /// and prints the figures, one per line. Returns `false` when the
  /// arguments are not a child's.
  static func runChild(_ arguments: [String]) -> Bool {
    guard arguments.count == 6, arguments[1] == childFlag else { return false }
    guard let operation = BookOperation(rawValue: arguments[2]), let rounds = Int(arguments[5]) else { return true }
    for figure in operation.measure(book: arguments[3], importing: arguments[4], rounds: rounds) { print(figure.line) }
    return true
  }
}
