import Foundation
import RefbookTestSupport
import Testing

/// The shell examples of the README and of `docs/` (every ```sh block)
/// still run: each block is valid shell, each `make` target it names is in
/// the Makefile, and each `refbook` command line in it runs to its end
/// without a usage error — on a small book of its own, in a sandbox where
/// nothing reaches the user's files, an editor or the network.
@Suite("the docs' shell examples")
struct DocsShellExamplesTests {
  /// One simple command of a shell line: the variables assigned before it,
  /// and its words, as the shell would pass them.
  struct ShellCommand: Equatable, CustomStringConvertible {
    var assignments: [String: String] = [:]
    var words: [String]
    var description: String { words.joined(separator: " ") }
  }

  /// Every ```sh block of the README and the docs, with where it is.
  static func shellBlocks() throws -> [(place: String, block: ProjectDoc.Block)] {
    try ProjectDoc.all().flatMap { doc in doc.blocks(in: "sh").map { ("\(doc.path):\($0.line)", $0) } }
  }

  /// Every command of every shell example, with where it is; `~` and
  /// `$HOME` stand for `home`.
  static func commands(home: String) throws -> [(place: String, command: ShellCommand)] {
    try shellBlocks().flatMap { place, block in
      block.text.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n").flatMap { line in
        commands(in: String(line), home: home).map { (place, $0) }
      }
    }
  }

  /// The simple commands of one line of shell, split as the shell splits
  /// them where the docs need it: words, single and double quotes, a
  /// backslash, `#` comments, `|`, `;`, `&&` and `||` between commands,
  /// redirections (`<`, `>`, `2>` and their file) left out, `VAR=value`
  /// before a command, and `~` or `$HOME` for `home`.
  static func commands(in line: String, home: String) -> [ShellCommand] {
    var commands: [ShellCommand] = []
    var words: [String] = []
    var word: String?
    var dropsNextWord = false
    var characters = Array(line)[...]

    func endWord() {
      guard let finished = word else { return }
      word = nil
      if dropsNextWord { dropsNextWord = false } else { words.append(finished) }
    }
    func endCommand() {
      endWord()
      var command = ShellCommand(words: words)
      while let first = command.words.first, let equals = first.firstIndex(of: "="),
            first[..<equals].allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }), !first[..<equals].isEmpty {
        command.assignments[String(first[..<equals])] = String(first[first.index(after: equals)...])
        command.words.removeFirst()
      }
      if !command.words.isEmpty { commands.append(command) }
      words = []
    }
    while let character = characters.popFirst() {
      switch character {
      case " ", "\t": endWord()
      case "#" where word == nil: characters = []
      case "|", ";", "&": endCommand()
      case "<", ">":
        if word == "2" || word == "1" { word = nil }
        endWord()
        dropsNextWord = true
      case "\\": word = (word ?? "") + String(characters.popFirst() ?? "\\")
      case "'":
        word = (word ?? "") + String(characters.prefix { $0 != "'" })
        characters = characters.drop { $0 != "'" }.dropFirst()
      case "\"":
        var quoted = ""
        while let inner = characters.first, inner != "\"" {
          if characters.starts(with: "$HOME") {
            characters = characters.dropFirst(5)
            quoted += home
            continue
          }
          characters.removeFirst()
          if inner == "\\", let escaped = characters.popFirst() { quoted.append(escaped) } else { quoted.append(inner) }
        }
        characters = characters.dropFirst()
        word = (word ?? "") + quoted
      case "~" where word == nil && (characters.first == "/" || characters.first.map { " \t".contains($0) } ?? true):
        word = home
      case "$" where characters.starts(with: "HOME"):
        characters = characters.dropFirst(4)
        word = (word ?? "") + home
      default:
        word = (word ?? "") + String(character)
      }
    }
    endCommand()
    return commands
  }

  @Test func linesSplitAsTheShellSplitsThem() {
    let home = "/home/ann"
    #expect(Self.commands(in: "some-program | refbook import -   # standard input", home: home)
      == [ShellCommand(words: ["some-program"]), ShellCommand(words: ["refbook", "import", "-"])])
    #expect(Self.commands(in: "refbook add-email < message.eml 2>/dev/null  # the sender", home: home)
      == [ShellCommand(words: ["refbook", "add-email"])])
    #expect(Self.commands(in: #"refbook carddav discover https://dav.example.com/ --password-command "pass show dav/ada""#, home: home)
      == [ShellCommand(words: ["refbook", "carddav", "discover", "https://dav.example.com/", "--password-command", "pass show dav/ada"])])
    #expect(Self.commands(in: "REFBOOK_STRESS_SEED=N make stress", home: home)
      == [ShellCommand(assignments: ["REFBOOK_STRESS_SEED": "N"], words: ["make", "stress"])])
    #expect(Self.commands(in: #"make install PREFIX=$HOME/.local && make bench BENCH='keys abook'"#, home: home)
      == [ShellCommand(words: ["make", "install", "PREFIX=/home/ann/.local"]), ShellCommand(words: ["make", "bench", "BENCH=keys abook"])])
    #expect(Self.commands(in: "refbook --book ~/.contacts/personal/ # a vdir", home: home)
      == [ShellCommand(words: ["refbook", "--book", "/home/ann/.contacts/personal/"])])
    #expect(Self.commands(in: "# only a comment", home: home) == [])
  }

  @Test func everyShellExampleIsValidShell() throws {
    let blocks = try Self.shellBlocks()
    #expect(blocks.count >= 5)
    for (place, block) in blocks {
      let result = try Subprocess.run(["/bin/bash", "-n"], input: block.text, capturesErrors: true)
      #expect(result.status == 0, "\(place): \(result.errors)")
    }
  }

  @Test func everyMakeTargetOfTheExamplesIsInTheMakefile() throws {
    let makefile = try String(contentsOf: ProjectDoc.root.appendingPathComponent("Makefile"), encoding: .utf8)
    let targets = Set(makefile.split(separator: "\n").compactMap { line in
      line.firstMatch(of: /^([A-Za-z0-9_.-]+):(?!=)/).map { String($0.output.1) }
    })
    let makes = try Self.commands(home: "/home/ann").filter { $0.command.words.first == "make" }
    #expect(makes.count >= 5)
    for (place, command) in makes {
      for target in command.words.dropFirst() where !target.contains("=") && !target.hasPrefix("-") {
        #expect(targets.contains(target), "\(place): `\(command)` names no target of the Makefile")
      }
    }
  }

  @Test func everyRefbookCommandOfTheExamplesRuns() throws {
    let placeholder = "/home/of/the/example"
    let examples = try Self.commands(home: placeholder).filter { $0.command.words.first == "refbook" }
    #expect(examples.count >= 20)
    for (place, example) in examples {
      let sandbox = try Sandbox()
      func inSandbox(_ word: String) -> String { word.replacingOccurrences(of: placeholder, with: sandbox.home) }
      let result = try RefbookProcess.run(
        example.words.dropFirst().map(inSandbox), home: URL(fileURLWithPath: sandbox.home),
        environment: sandbox.environment.merging(example.assignments.mapValues(inSandbox)) { $1 },
        launcher: RefbookProcess.killed(after: 30) + ["/usr/bin/env", "-C", sandbox.work])
      #expect(result.status != 137, "\(place): `\(example)` did not end within 30 s")
      #expect(result.status < 128, "\(place): `\(example)` ended by a signal (\(result.status))")
      #expect(!result.stderr.contains("Usage: refbook"), "\(place): `\(example)` is a usage error: \(result.stderr)")
      #expect(!result.stderr.contains("Error:"), "\(place): `\(example)`: \(result.stderr)")
    }
  }

  /// A home folder holding the small test book as the default book, and an
  /// empty working folder, for one example: its XDG folders inside it,
  /// nothing on `PATH` (a `password_command` finds no program), `/bin/true`
  /// as the editor, and every proxy a closed port, so that a command that
  /// would reach a server fails at once.
  final class Sandbox {
    let folder: TemporaryDirectory
    var home: String { folder.path(of: "home") }
    var work: String { folder.path(of: "work") }

    init() throws {
      folder = try TemporaryDirectory("docs-sh")
      try folder.write(TestBook.vCard, to: "home/.local/share/refbook/contacts.vcf")
      for name in ["work", "bin", "home/.config", "home/.cache", "home/.local/state"] {
        try FileManager.default.createDirectory(atPath: folder.path(of: name), withIntermediateDirectories: true)
      }
    }

    var environment: [String: String] {
      let closed = "http://127.0.0.1:9"
      return [
        "XDG_CONFIG_HOME": home + "/.config", "XDG_DATA_HOME": home + "/.local/share",
        "XDG_CACHE_HOME": home + "/.cache", "XDG_STATE_HOME": home + "/.local/state",
        "PATH": folder.path(of: "bin"), "EDITOR": "/bin/true", "VISUAL": "/bin/true",
        "http_proxy": closed, "https_proxy": closed, "HTTPS_PROXY": closed, "ALL_PROXY": closed, "all_proxy": closed,
        "no_proxy": "", "NO_PROXY": "",
      ]
    }
  }
}
