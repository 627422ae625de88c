import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalKit

/// The subcommands' standard output and error, and how they end in failure.
///
/// Errors are one line each on standard error as `refbook: message`, and a
/// failed command exits through an ``ExitCode`` so that
/// ``RefbookRootCommand/parseAndRun(help:)`` adds nothing to what was printed.
public enum Console {
  /// Writes `text` to standard output: exactly as it is to a file or a
  /// pipe (an export must be byte for byte), and sanitized line by line to
  /// a terminal (see ``terminalForm(of:)``), so that a hostile contact can
  /// neither retitle the window nor reorder the text with bidi overrides.
  /// A write that fails (`EFBIG` under a file size limit, a full disk) ends
  /// the command with status 2 and says why, rather than trapping.
  public static func print(_ text: String) {
    let shown = isatty(STDOUT_FILENO) == 1 ? terminalForm(of: text) : text
    if !writeAll(shown, to: STDOUT_FILENO) { failedOutput() }
  }

  /// Writes the UTF-8 text of `pieces`, one after another, as
  /// ``print(_:)`` writes a text; to a file or a pipe each piece as it is,
  /// without joining them first (an export of a large book is not copied).
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public static func print(pieces: [[UInt8]]) {
    guard isatty(STDOUT_FILENO) != 1 else { return print(String(decoding: pieces.joined(), as: UTF8.self)) }
    for piece in pieces where !piece.withUnsafeBufferPointer({ writeAll($0, to: STDOUT_FILENO) }) { failedOutput() }
  }

  /// Ends the command with status 2, saying why the output failed.
  private static func failedOutput() -> Never {
    warn("cannot write the output: \(String(cString: strerror(errno)))")
    exit(2)
  }

  /// Writes all of `text`, as it is, to the file `descriptor`, straight
  /// from the string's own storage (an export of a large book is not copied
  /// again); `false` (and `errno` set) when the system refused.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  @discardableResult
  public static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { writeAll($0, to: descriptor) }
  }

  /// Writes all of `bytes` to the file `descriptor`, retrying after
  /// interruptions; `false` (and `errno` set) when the system refused.
  private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
    var start = 0
    while start < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + start, bytes.count - start)
      if written >= 0 {
        start += written
      } else if errno != EINTR {
        return false
      }
    }
    return true
  }

  /// All of standard input, as bytes (what was read before an error, on one).
  ///
  /// - Complexity: O(*n*) in the length of the input.
  public static func readStandardInput() -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes += chunk[..<count]
      } else if count == 0 || errno != EINTR {
        return bytes
      }
    }
  }

  /// `text` as it may reach a terminal: every line (LF, CR LF and the other
  /// line ends) ended by LF, and every tab-separated field sanitized by
  /// ``DisplayText``, so control, format and bidi characters show as
  /// visible placeholders while columns and lines stay.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func terminalForm(of text: String) -> String {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
      line.split(separator: "\t", omittingEmptySubsequences: false).map { DisplayText($0).string }
        .joined(separator: "\t")
    }.joined(separator: "\n")
  }

  /// Writes `refbook: message` to standard error, the message sanitized for
  /// the terminal line by line (it may quote a contact or a file).
  public static func warn(_ message: String) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    let text = lines.map { "refbook: " + DisplayText($0).string + "\n" }.joined()
    writeAll(text, to: STDERR_FILENO)
  }

  /// Reports `message` and gives the exit status of a usage or data error (2).
  public static func failure(_ message: String) -> ExitCode {
    warn(message)
    return ExitCode(2)
  }

  /// Reports `message` and gives the exit status of a search that found nothing (1).
  public static func nothingFound(_ message: String) -> ExitCode {
    warn(message)
    return ExitCode(1)
  }
}
