import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The root command of one of refbook's two programs: `refbook`, and
/// `refbook-carddav`, which runs `refbook sync` and `refbook carddav` for
/// it. Both speak as `refbook`, with the same exit statuses.
public protocol RefbookRootCommand: ParsableCommand {}

extension RefbookRootCommand {
  /// Usage errors read `refbook: message`, as every other error does.
  public static var _errorPrefix: String { "refbook: " }

  /// Parses the command line and runs the command it names, like
  /// `ParsableCommand.main()`, but with the exit status refbook promises
  /// for usage errors (2, not 64); `help`, when given, is what `--help` at
  /// the root prints instead of the root's own help. Commands report their
  /// own failures through ``Console``.
  public static func parseAndRun(help: (() -> String)? = nil) {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let message = fullMessage(for: error)
      if let help, exitCode(for: error) == .success, message == helpMessage() {
        Console.print(help())
        exit(withError: ExitCode.success)
      }
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      Console.writeAll(message + "\n", to: STDERR_FILENO)
      exit(withError: ExitCode(2))
    }
  }
}
