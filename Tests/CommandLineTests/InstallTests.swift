import Foundation
import RefbookTestSupport
import Testing

/// `make install` puts the programs, the manual page and the completions
/// under a prefix, and `make uninstall` takes them away; the manual page is
/// made from `--help` and the key map, and `man` renders it cleanly.
@Suite("make install and the manual page")
struct InstallTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.path
  static let installed = [
    "bin/refbook", "bin/refbook-carddav", "share/man/man1/refbook.1", "share/bash-completion/completions/refbook",
    "share/zsh/site-functions/_refbook", "share/fish/vendor_completions.d/refbook.fish",
  ]

  func make(_ target: String, prefix: String) throws -> Subprocess.Outcome {
    let built = (try Product.path("refbook") as NSString).deletingLastPathComponent
    return try Subprocess.run(
      ["/usr/bin/env", "make", "-s", "-C", Self.root, target, "PREFIX=\(prefix)", "SWIFT=true", "BIN_PATH=\(built)"],
      capturesErrors: true)
  }

  @Test("install, run the installed program, render its page with man, uninstall")
  func installAndUninstall() throws {
    let prefix = try TemporaryDirectory("prefix")
    let install = try make("install", prefix: prefix.path)
    #expect(install.status == 0, "\(install.errors)")
    for file in Self.installed {
      #expect(FileManager.default.fileExists(atPath: prefix.path(of: file)), "\(file)")
    }
    let version = try Subprocess.run([prefix.path(of: "bin/refbook"), "--version"])
    #expect(version.output == "refbook 0.1.0\n")
    // refbook-carddav, found beside it, answers `refbook sync`: no book to sync, rather than missing.
    let sync = try Subprocess.run(
      [prefix.path(of: "bin/refbook"), "sync"], environment: ["PATH": "/usr/bin:/bin", "HOME": prefix.path], capturesErrors: true)
    #expect(sync.status == 2 && sync.errors == "refbook: no CardDAV book in the config file\n", "\(sync.errors)")
    var environment = ProcessInfo.processInfo.environment
    environment["MANWIDTH"] = "100"
    let page = try Subprocess.run(
      ["/usr/bin/env", "man", "--warnings", "-l", prefix.path(of: "share/man/man1/refbook.1")],
      environment: environment, capturesErrors: true)
    #expect(page.status == 0 && page.errors.isEmpty, "\(page.errors)")
    for heading in ["SYNOPSIS", "COMMANDS", "KEYS", "FILES", "ENVIRONMENT", "EXIT STATUS"] {
      #expect(page.output.contains(heading), "\(heading)")
    }
    for command in ["open", "import", "export", "list", "query", "add-email", "edit", "sync"] {
      #expect(page.output.contains("USAGE: refbook \(command)"), "\(command)")
    }
    #expect(page.output.contains("mark/unmark, move down"), "the key map's own words")
    #expect(!page.output.contains("manual"), "the hidden command is not listed")

    let uninstall = try make("uninstall", prefix: prefix.path)
    #expect(uninstall.status == 0, "\(uninstall.errors)")
    for file in Self.installed {
      #expect(!FileManager.default.fileExists(atPath: prefix.path(of: file)), "\(file)")
    }
  }
}
