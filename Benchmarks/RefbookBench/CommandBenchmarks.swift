import Foundation
import RefbookTestSupport

/// The `refbook` binary's scriptable subcommands end to end, as a shell or
/// mutt runs them: process start, load, work, output.
enum CommandBenchmarks {
  private struct Command {
    var label: String
    var arguments: [String]
    var abook: String
  }

  private static let commands = [
    Command(label: "`refbook query zzz` (nothing matches)", arguments: ["query", "zzz"], abook: "126 ms (`--mutt-query`)"),
    Command(label: "`refbook list`", arguments: ["list"], abook: ""),
    Command(label: "`refbook export` (vCard 4.0 to stdout)", arguments: ["export"], abook: "370 ms (`--convert`)"),
  ]

  static func run(_ files: SampleFiles) {
    guard let refbook = Subprocess.refbook() else { return }
    let help = Subprocess.run(refbook, ["--help"])?.output ?? ""
    let available = commands.filter { help.contains("\n  \($0.arguments[0]) ") }
    let missing = commands.filter { !help.contains("\n  \($0.arguments[0]) ") }.map { $0.arguments[0] }
    if !missing.isEmpty { note("refbook has no subcommand \(missing.joined(separator: ", ")) yet: not timed") }
    guard !available.isEmpty else { return }
    let rows = available.map { command in
      [command.label] + SampleFiles.sizes.map { size in cell(refbook, command.arguments + ["--book", files.book(size)]) }
        + [command.abook]
    }
    printTable(
      "The refbook binary end to end (wall time, median of 3; peak resident memory from /usr/bin/time)",
      header: ["command"] + SampleFiles.sizes.map(grouped) + ["abook, 100,000"], rows: rows)
  }

  /// "time, memory" of running refbook with `arguments`.
  private static func cell(_ refbook: String, _ arguments: [String]) -> String {
    let time = "/usr/bin/time"
    let hasTime = FileManager.default.isExecutableFile(atPath: time)
    let report = NSTemporaryDirectory() + "refbook-bench-time-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: report) }
    var samples: [Double] = []
    var peakKibibytes = 0
    for _ in 0..<3 {
      let run = hasTime
        ? Subprocess.run(time, ["-f", "%M", "-o", report, refbook] + arguments)
        : Subprocess.run(refbook, arguments)
      guard let run else { return "—" }
      samples.append(run.milliseconds)
      let measured = (try? String(contentsOfFile: report, encoding: .utf8)).flatMap {
        Int($0.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "")
      }
      peakKibibytes = max(peakKibibytes, measured ?? 0)
    }
    let memory = peakKibibytes > 0 ? ", " + mebibytes(peakKibibytes * 1_024) : ""
    return format(median(samples)) + " ms" + memory
  }
}
