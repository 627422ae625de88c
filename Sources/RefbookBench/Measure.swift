import Foundation

/// Nanoseconds per operation of `body`, the median of `rounds` timed rounds
/// of `iterations` calls each (after one untimed warm-up round).
func nanosecondsPerOperation(iterations: Int, rounds: Int = 5, _ body: (Int) -> Void) -> Double {
  for i in 0..<min(iterations, 1_000) { body(i) }
  var samples: [Double] = []
  for _ in 0..<rounds {
    let start = DispatchTime.now().uptimeNanoseconds
    for i in 0..<iterations { body(i) }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    samples.append(Double(elapsed) / Double(iterations))
  }
  return samples.sorted()[rounds / 2]
}

/// Milliseconds taken by one call of `body`, the median of `rounds` calls.
func milliseconds<T>(rounds: Int = 3, _ body: () throws -> T) rethrows -> (ms: Double, result: T) {
  var samples: [Double] = []
  var last: T?
  for _ in 0..<rounds {
    let start = DispatchTime.now().uptimeNanoseconds
    last = try body()
    samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  return (samples.sorted()[rounds / 2], last!)
}

/// Resident memory of this process in bytes, from `/proc/self/statm`.
func residentBytes() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
    let pages = Int(statm.split(separator: " ")[1])
  else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Prints rows under a header with right-aligned columns.
func printTable(_ title: String, header: [String], rows: [[String]]) {
  print("\n## \(title)\n")
  let widths = header.indices.map { column in
    ([header] + rows).map { $0[column].count }.max() ?? 0
  }
  func line(_ cells: [String]) -> String {
    "| " + zip(cells, widths).map { String(repeating: " ", count: $1 - $0.count) + $0 }.joined(separator: " | ") + " |"
  }
  print(line(header))
  print("|" + widths.map { String(repeating: "-", count: $0 + 1) + ":" }.joined(separator: "|") + "|")
  rows.forEach { print(line($0)) }
}

func format(_ value: Double, decimals: Int = 1) -> String {
  String(format: "%.\(decimals)f", value)
}
