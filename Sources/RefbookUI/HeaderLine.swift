import StructRef
import TerminalKit

/// The top line: what the book is on the left (facts such as its size, sort
/// order, filter and path, joined by dots), how it is stored on the right.
struct HeaderLine {
  /// Left to right; the last one is cut first on a narrow screen.
  var facts: [String]
  var status: PersistenceStatus

  func draw(on screen: some Screen, in region: Region) {
    let right = DisplayText(status.label + " ")
    let left = DisplayText(" " + facts.joined(separator: "  ·  "))
    screen.put(left, row: region.row, column: region.column,
               columns: max(0, region.columns - right.width), style: .role(.header))
    let failed = if case .failed = status { true } else { false }
    screen.put(right, row: region.row, column: region.column + max(0, region.columns - right.width),
               columns: min(region.columns, right.width), style: failed ? .role(.error) : .role(.header))
  }
}
