/// Samples gathered by row and column, printed as one table of their
/// medians: for a section whose rows are not ``ComparisonFigures``' fixed
/// measures of abook and refbook.
struct FigureTable {
  /// What a row's samples are.
  enum Unit {
    case milliseconds, bytes
  }

  let columns: [String]
  private var rows: [(label: String, unit: Unit)] = []
  private var samples: [String: [Int: [Double]]] = [:]

  init(columns: [String]) {
    self.columns = columns
  }

  /// Adds one sample of column `column` (an index into ``columns``) to the
  /// row `label`, which its first sample places below the rows before it;
  /// `nil` (not measured) adds no sample but still places the row.
  mutating func add(_ value: Double?, row label: String, column: Int, unit: Unit = .milliseconds) {
    if !rows.contains(where: { $0.label == label }) { rows.append((label, unit)) }
    guard let value else { return }
    samples[label, default: [:]][column, default: []].append(value)
  }

  /// Prints the table: each row's median in each column, "—" where there
  /// is none; with `ratio`, a last column of that header holding the first
  /// column's median over the second's.
  func print(title: String, ratio: String? = nil) {
    printTable(
      title, header: ["measure"] + columns + (ratio.map { [$0] } ?? []),
      rows: rows.map { row in
        let medians = columns.indices.map { samples[row.label]?[$0].map(median) }
        let cells = medians.map { value in
          value.map { row.unit == .bytes ? mebibytes(Int($0)) : millisecondsCell($0) } ?? "—"
        }
        guard ratio != nil else { return [row.label] + cells }
        let quotient = medians[0].flatMap { first in medians[1].map { first / $0 } }
        return [row.label] + cells + [quotient.map(ratioCell) ?? "—"]
      })
  }
}
