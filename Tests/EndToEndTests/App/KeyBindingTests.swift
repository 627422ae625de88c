import Foundation
import RefbookTestSupport
import Testing

/// The config file's `[keys]` and `confirm_delete` in a real terminal.
@Suite("rebinding keys in a terminal")
struct KeyBindingTests {
  /// refbook on the test book, with `config` as its config file.
  func refbook(config: String) async throws -> TmuxSession {
    let folder = try TestBook.folder()
    try FileManager.default.createDirectory(atPath: folder.path(of: "config/refbook"), withIntermediateDirectories: true)
    try folder.write(config, to: "config/refbook/config.toml")
    return try await TmuxSession.refbook(on: folder, environment: ["XDG_CONFIG_HOME": folder.path(of: "config")])
  }

  @Test("a rebound key starts its command, the old key no longer does, and the hints and ? show the new one")
  func rebound() async throws {
    let session = try await refbook(config: "[keys]\ndelete_person = \"x\"\nexport_marked = \"X\"\n")
    let first = try await session.waitForApp()
    #expect(first.status.contains("x delete"), "\(first.status)")
    session.sendKeys("G")
    try await session.waitForScreen("王小明 selected") { $0.detailTitle == "王小明" }
    // d first: had it deleted 王小明, x would delete another, leaving 2.
    session.sendKeys("d")
    session.sendKeys("x")
    let deleted = try await session.waitForScreen("王小明 gone") { !$0.listNames.contains("王小明") }
    #expect(deleted.status == "Deleted 王小明 — u to undo")
    #expect(deleted.header.contains("  3 contacts  ·"), "\(deleted.header)")
    session.sendKeys("?")
    let help = try await session.waitForScreen("the help") { $0.rows.contains { $0.contains("Keys ") && $0.contains("list pane") } }.rows
    #expect(help.contains { $0.hasPrefix(" x ") && $0.contains("delete the person") }, "\(help)")
    #expect(!help.contains { $0.hasPrefix(" d Delete ") && $0.contains("delete the person") })
  }

  @Test("confirm_delete = true: d asks, n keeps, y deletes")
  func confirmDelete() async throws {
    let session = try await refbook(config: "confirm_delete = true\n")
    session.sendKeys("G")
    try await session.waitForScreen("王小明 selected") { $0.detailTitle == "王小明" }
    session.sendKeys("d")
    try await session.waitForScreen("the question") { $0.status.hasPrefix("Delete 王小明? y yes · n no") }
    session.sendKeys("n")
    let kept = try await session.waitForScreen("kept") { $0.status == "Nothing deleted" }
    #expect(kept.listNames.contains("王小明"))
    session.sendKeys("d")
    try await session.waitForScreen("the question again") { $0.status.hasPrefix("Delete 王小明?") }
    session.sendKeys("y")
    let deleted = try await session.waitForScreen("王小明 gone") { !$0.listNames.contains("王小明") }
    #expect(deleted.status == "Deleted 王小明 — u to undo")
  }
}
