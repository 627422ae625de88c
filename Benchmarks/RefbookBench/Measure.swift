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
  return median(samples)
}

/// Median nanoseconds of one call of `body` on each of `subjects`, over
/// `samples` calls each timed alone after an untimed `prepare` (for costs
/// that need fresh state each time, like the key that commits an edit).
/// The subjects take turns sample by sample, so that a machine busy with
/// other work slows them alike and their ratio stays meaningful. The first
/// tenth of the samples only warms up.
func nanosecondsPerCall<Subject>(
  on subjects: [Subject], samples: Int, prepare: (Subject, Int) -> Void, _ body: (Subject, Int) -> Void
) -> [Double] {
  var timings: [[Double]] = subjects.map { _ in [] }
  for i in 0..<(samples + samples / 10) {
    for (index, subject) in subjects.enumerated() {
      prepare(subject, i)
      let start = DispatchTime.now().uptimeNanoseconds
      body(subject, i)
      let elapsed = DispatchTime.now().uptimeNanoseconds - start
      if i >= samples / 10 { timings[index].append(Double(elapsed)) }
    }
  }
  return timings.map(median)
}

/// Milliseconds taken by one call of `body`, the median of `rounds` calls.
func milliseconds<T>(rounds: Int = 3, _ body: () throws -> T) rethrows -> (ms: Double, result: T) {
  var samples: [Double] = []
  var last: T?
  for _ in 0..<rounds {
    last = nil  // so that one round's result is not alive during the next
    let start = DispatchTime.now().uptimeNanoseconds
    last = try body()
    samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  return (median(samples), last!)
}

/// The middle value of `samples` (the upper one of an even count).
func median(_ samples: [Double]) -> Double {
  samples.sorted()[samples.count / 2]
}

/// Resident memory in bytes (`VmRSS` in `/proc/PROCESS/status`) of this
/// process, or of the process whose id is `process`.
func residentBytes(of process: String = "self") -> Int {
  statusBytes("VmRSS", of: process)
}

/// The peak resident memory in bytes (`VmHWM` in `/proc/PROCESS/status`) of
/// this process since it started or since ``resetPeakResidentBytes()``, or of
/// the process whose id is `process`.
func peakResidentBytes(of process: String = "self") -> Int {
  statusBytes("VmHWM", of: process)
}

/// A `kB` line of `/proc/PROCESS/status`, in bytes; 0 when there is none.
private func statusBytes(_ field: String, of process: String) -> Int {
  guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
    let kibibytes = Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
  else { return 0 }
  return kibibytes * 1_024
}

/// The processor time the process `process` has used, threads that have
/// ended included, in nanoseconds (to the kernel's tick, 10 ms).
func processorNanosecondsWithEndedThreads(of process: String) -> Int {
  // Fields 14 and 15 of /proc/PID/stat, after the parenthesized name.
  guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
    let nameEnd = stat.lastIndex(of: ")")
  else { return 0 }
  let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
  guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
  return (user + system) * 1_000_000_000 / Int(sysconf(Int32(_SC_CLK_TCK)))
}

/// The processor time in nanoseconds that each live thread of the process
/// `process` has used, by thread id (the first field of the thread's
/// `/proc/PROCESS/task/TID/schedstat`).
func threadProcessorNanoseconds(of process: String) -> [String: Int] {
  let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/task")) ?? []
  return Dictionary(uniqueKeysWithValues: tasks.map { task in
    let stat = try? String(contentsOfFile: "/proc/\(process)/task/\(task)/schedstat", encoding: .utf8)
    return (task, stat.flatMap { Int($0.split(separator: " ").first ?? "") } ?? 0)
  })
}

/// The processor time in nanoseconds that the live threads of the process
/// `process` have used (see ``threadProcessorNanoseconds(of:)``): to time
/// a stretch of work, take ``processorNanoseconds(of:since:)``.
func processorNanoseconds(of process: String) -> Int {
  threadProcessorNanoseconds(of: process).values.reduce(0, +)
}

/// The processor time the threads of the process `process` used since
/// `earlier` (its ``threadProcessorNanoseconds(of:)`` then): each live
/// thread's own difference, all of its time for a thread started since. A
/// thread that ended meanwhile counts nothing (a difference of totals would
/// take off all it had used before, and could come out negative), so the
/// figure is a lower bound.
func processorNanoseconds(of process: String, since earlier: [String: Int]) -> Int {
  threadProcessorNanoseconds(of: process).reduce(0) { total, thread in total + thread.value - (earlier[thread.key] ?? 0) }
}

/// Waits until the process `process` is idle: it used less than 2 % of one
/// processor over the last 100 ms (at most `seconds`, or until it ends).
func waitUntilIdle(_ process: String, seconds: Double = 60) {
  let deadline = Date(timeIntervalSinceNow: seconds)
  var last = processorNanoseconds(of: process)
  while Date() < deadline {
    usleep(100_000)
    let now = processorNanoseconds(of: process)
    if now - last < 2_000_000 { return }
    last = now
  }
}

/// Lowers the peak that ``peakResidentBytes()`` reports to the memory
/// resident now (Linux's `clear_refs`), so that the next peak is one
/// operation's.
func resetPeakResidentBytes() {
  try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

/// Milliseconds per call of `body` (as ``milliseconds(rounds:_:)``) and the
/// peak resident memory of the process while it ran.
func millisecondsAndPeak<T>(rounds: Int = 3, _ body: () throws -> T) rethrows -> (ms: Double, peakBytes: Int, result: T) {
  resetPeakResidentBytes()
  let (ms, result) = try milliseconds(rounds: rounds, body)
  return (ms, peakResidentBytes(), result)
}

/// Prints a remark in parentheses (why a table is missing), at once.
func note(_ text: String) {
  print("\n(\(text))")
  fflush(nil)
}

/// `bytes` in MiB, for a table cell.
func mebibytes(_ bytes: Int, decimals: Int = 1) -> String {
  format(Double(bytes) / 1_048_576, decimals: decimals) + " MiB"
}

/// Prints rows under a header with right-aligned columns, at once.
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
  fflush(nil)  // each table as soon as it is measured, even into a pipe
}

/// `value` milliseconds for a table cell: `12.3 ms`, `1,234 ms`.
func millisecondsCell(_ value: Double) -> String {
  (value < 100 ? format(value) : grouped(Int(value.rounded()))) + " ms"
}

/// A ratio for a table cell: `0.42×`, `12.5×`.
func ratioCell(_ value: Double) -> String {
  format(value, decimals: value < 10 ? 2 : 1) + "×"
}

func format(_ value: Double, decimals: Int = 1) -> String {
  String(format: "%.\(decimals)f", value)
}

/// `number` with thousands separators: `100,000`.
func grouped(_ number: Int) -> String {
  let digits = String(number)
  return digits.enumerated().map { index, digit in
    (index > 0 && (digits.count - index) % 3 == 0 ? "," : "") + String(digit)
  }.joined()
}
