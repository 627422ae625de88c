import Foundation
import RefbookTestSupport

/// khard, the vdir address book refbook is compared with on the same
/// folder: the tests' virtual environment's (`.venv/bin/khard`, which
/// `scripts/ensure-deps --with-test-tools` installs) or one in `PATH`.
struct Khard {
  let executable: String
  /// Its configuration file, naming the one address book it reads.
  let config: String

  /// The path of khard; `nil`, with a note saying how to install it, when
  /// there is none.
  static func installed() -> String? {
    let venv = FileManager.default.currentDirectoryPath + "/.venv/bin/khard"
    if FileManager.default.isExecutableFile(atPath: venv) { return venv }
    let path = Subprocess.shell("command -v khard")?.output.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    guard !path.isEmpty else {
      note("khard is not installed (`scripts/ensure-deps --with-test-tools` installs it): no comparison with khard")
      return nil
    }
    return path
  }

  /// `khard 0.22.0`, from the last word `khard --version` prints, for a
  /// column's header; `khard` when it prints none.
  static func name(of executable: String) -> String {
    let printed = Subprocess.run(executable, ["--version"])?.output ?? ""
    return (["khard"] + printed.split(whereSeparator: \.isWhitespace).suffix(1)).joined(separator: " ")
  }

  /// khard at `executable` reading the vdir `vdir` as its only address
  /// book, through a configuration file it writes at `config`; `nil` when
  /// that file cannot be written.
  init?(executable: String, vdir: String, config: String) {
    let text = """
      [addressbooks]
      [[bench]]
      path = \(vdir)

      [general]
      default_action = list
      """
    guard FileManager.default.createFile(atPath: config, contents: Data((text + "\n").utf8)) else { return nil }
    self.executable = executable
    self.config = config
  }

  /// The arguments that list every contact.
  var listArguments: [String] { ["-c", config, "list"] }

  /// The arguments that print the addresses matching `text` for mutt
  /// (khard's documented `query_command`).
  func emailArguments(_ text: String) -> [String] { ["-c", config, "email", "--parsable", text] }
}
