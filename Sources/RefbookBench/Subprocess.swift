import Foundation

/// A program run to completion, for end-to-end figures.
struct Subprocess {
  /// The exit status.
  var status: Int32
  /// Everything written on standard output.
  var output: String
  /// Wall time from launch to exit.
  var milliseconds: Double

  /// Runs `executable` with `arguments`, standard input empty and standard
  /// error discarded; `nil` when it cannot be launched.
  static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) -> Subprocess? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let start = DispatchTime.now().uptimeNanoseconds
    do { try process.run() } catch { return nil }
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    return Subprocess(status: process.terminationStatus, output: String(decoding: bytes, as: UTF8.self), milliseconds: elapsed)
  }

  /// Runs `command` with `/bin/sh -c`.
  @discardableResult
  static func shell(_ command: String) -> Subprocess? {
    run("/bin/sh", ["-c", command])
  }

  /// The path of the program `name` built beside this one (as
  /// `.build/release/refbook` is beside `.build/release/RefbookBench`), or
  /// `nil` when there is none.
  static func sibling(_ name: String) -> String? {
    guard let own = Bundle.main.executablePath else { return nil }
    let path = URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent(name).path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// `text` quoted for `/bin/sh`.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
