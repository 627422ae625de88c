import Foundation
import RefbookConfig
import RefbookTestSupport
import Testing

/// Where the config file is, and reading it from disk.
@Suite struct SettingsLoadTests {
  @Test func xdgConfigHomeIsUsedWhenAbsolute() {
    #expect(
      Settings.path(environment: ["XDG_CONFIG_HOME": "/cfg/"], home: "/home/ann") == "/cfg/refbook/config.toml")
    #expect(
      Settings.path(environment: ["XDG_CONFIG_HOME": "/cfg"], home: "/home/ann") == "/cfg/refbook/config.toml")
  }

  @Test(arguments: [[:], ["XDG_CONFIG_HOME": ""], ["XDG_CONFIG_HOME": "relative/cfg"]])
  func otherwiseTheHomeFoldersDotConfig(environment: [String: String]) {
    #expect(
      Settings.path(environment: environment, home: "/home/ann") == "/home/ann/.config/refbook/config.toml")
  }

  @Test func noFileIsNoSettings() throws {
    let folder = try TemporaryDirectory("config")
    #expect(try Settings.load(environment: ["XDG_CONFIG_HOME": folder.path], home: "/home/ann") == Settings())
  }

  @Test func theFileIsReadWithPathsFromItsFolderAndHome() throws {
    let folder = try TemporaryDirectory("config")
    try folder.write(
      "sort = \"organization\"\n[books.a]\npath = \"a.vcf\"\n[books.b]\npath = \"~/b/\"\n", to: "refbook/config.toml")
    let settings = try Settings.load(environment: ["XDG_CONFIG_HOME": folder.path], home: "/home/ann")
    #expect(
      settings
        == Settings(
          books: [.init(name: "a", path: folder.path(of: "refbook/a.vcf")), .init(name: "b", path: "/home/ann/b/")],
          sort: .organization))
  }

  @Test func errorsNameTheFileLoaded() throws {
    let folder = try TemporaryDirectory("config")
    try folder.write("\nsort = 1\n", to: "refbook/config.toml")
    #expect(
      throws: SettingsError(
        path: folder.path(of: "refbook/config.toml"), line: 2, message: "sort must be a string, found integer")
    ) { try Settings.load(environment: ["XDG_CONFIG_HOME": folder.path], home: "/home/ann") }
  }

  @Test func aFolderInTheFilesPlaceIsAnError() throws {
    let folder = try TemporaryDirectory("config")
    try FileManager.default.createDirectory(
      atPath: folder.path(of: "refbook/config.toml"), withIntermediateDirectories: true)
    #expect(
      throws: SettingsError(
        path: folder.path(of: "refbook/config.toml"), line: 0,
        message: "cannot read the config file: Is a directory")
    ) { try Settings.load(environment: ["XDG_CONFIG_HOME": folder.path], home: "/home/ann") }
  }

  @Test("a FIFO or a device in the file's place is an error, never read (no command waits on it or fills memory)",
        arguments: [("fifo", "a FIFO (named pipe)"), ("/dev/zero", "a character device")])
  func aSpecialFileInTheFilesPlaceIsAnError(kind: String, what: String) throws {
    let folder = try TemporaryDirectory("config")
    try FileManager.default.createDirectory(atPath: folder.path(of: "refbook"), withIntermediateDirectories: true)
    let path = folder.path(of: "refbook/config.toml")
    if kind == "fifo" { #expect(mkfifo(path, 0o600) == 0) } else { #expect(symlink(kind, path) == 0) }
    #expect(
      throws: SettingsError(
        path: path, line: 0, message: "cannot read the config file: it is \(what), not a regular file")
    ) { try Settings.load(environment: ["XDG_CONFIG_HOME": folder.path], home: "/home/ann") }
  }

  @Test func aFileOfMoreThanOneMebibyteIsAnError() throws {
    let folder = try TemporaryDirectory("config")
    try folder.write("# " + String(repeating: "x", count: 1 << 20) + "\n", to: "refbook/config.toml")
    #expect(
      throws: SettingsError(
        path: folder.path(of: "refbook/config.toml"), line: 0,
        message: "cannot read the config file: it holds more than 1 MiB, the most refbook reads of such a file")
    ) { try Settings.load(environment: ["XDG_CONFIG_HOME": folder.path], home: "/home/ann") }
  }

  @Test(.enabled(if: getuid() != 0, "root reads any file"))
  func anUnreadableFileIsAnError() throws {
    let folder = try TemporaryDirectory("config")
    try folder.write("sort = \"name\"\n", to: "refbook/config.toml")
    chmod(folder.path(of: "refbook/config.toml"), 0)
    #expect(
      throws: SettingsError(
        path: folder.path(of: "refbook/config.toml"), line: 0,
        message: "cannot read the config file: Permission denied")
    ) { try Settings.load(environment: ["XDG_CONFIG_HOME": folder.path], home: "/home/ann") }
  }

  @Test(arguments: [
    ([0x73, 0x6F, 0x72, 0x74, 0x0A, 0xFF, 0x0A], 2, "not UTF-8 text"),
    ([0x23, 0x0A, 0x23, 0x0A, 0x23, 0x00, 0x0A], 3, "a NUL character, which TOML does not allow"),
  ] as [([UInt8], Int, String)])
  func bytesThatAreNotTOMLTextAreAnErrorAtTheirLine(bytes: [UInt8], line: Int, message: String) throws {
    let folder = try TemporaryDirectory("config")
    try folder.write("", to: "refbook/config.toml")
    try Data(bytes).write(to: URL(fileURLWithPath: folder.path(of: "refbook/config.toml")))
    #expect(throws: SettingsError(path: folder.path(of: "refbook/config.toml"), line: line, message: message)) {
      try Settings.load(environment: ["XDG_CONFIG_HOME": folder.path], home: "/home/ann")
    }
  }
}
