import ArgumentParser
import Foundation
import TerminalKit

/// The subcommands' standard output and error, and how they end in failure.
///
/// Errors are one line each on standard error as `refbook: message`, and a
/// failed command exits through an ``ExitCode`` so that `Refbook.main()`
/// adds nothing to what was printed.
enum Console {
  /// Writes `text` to standard output as it is: the caller has made it safe
  /// (sanitized, or an encoding such as vCard, CSV or JSON).
  /// A write that fails (`EFBIG` under a file size limit, a full disk) ends
  /// the command with status 2 and says why, rather than trapping.
  static func print(_ text: String) {
    do { try FileHandle.standardOutput.write(contentsOf: Data(text.utf8)) } catch {
      warn("cannot write the output: \(String(cString: strerror(errno)))")
      exit(2)
    }
  }

  /// Writes `refbook: message` to standard error, the message sanitized for
  /// the terminal line by line (it may quote a contact or a file).
  static func warn(_ message: String) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    let text = lines.map { "refbook: " + DisplayText($0).string + "\n" }.joined()
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
  }

  /// Reports `message` and gives the exit status of a usage or data error (2).
  static func failure(_ message: String) -> ExitCode {
    warn(message)
    return ExitCode(2)
  }

  /// Reports `message` and gives the exit status of a search that found nothing (1).
  static func nothingFound(_ message: String) -> ExitCode {
    warn(message)
    return ExitCode(1)
  }
}
