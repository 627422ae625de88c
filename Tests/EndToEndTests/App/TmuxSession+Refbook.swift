import Foundation
import RefbookTestSupport
import Testing

extension TmuxSession {
  /// `refbook --book FOLDER/contacts.vcf` plus `options`, running in `folder` (the
  /// session's `directory`), returned once it has drawn its first screen. Without a
  /// folder, on a fresh one holding `TestBook.vCard`: how most app tests open.
  static func refbook(
    on folder: TemporaryDirectory? = nil,
    _ options: [String] = [],
    columns: Int = 100,
    rows: Int = 30,
    environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> TmuxSession {
    let folder = try folder ?? TestBook.folder()
    let session = try TmuxSession(
      [try Product.path("refbook"), "--book", folder.path(of: TestBook.file)] + options,
      columns: columns, rows: rows, in: folder, environment: environment)
    try await session.waitForApp(sourceLocation: sourceLocation)
    return session
  }

  /// Waits until refbook shows its header, both panes (the detail pane on a
  /// person of the list) and its status line.
  @discardableResult
  func waitForApp(sourceLocation: SourceLocation = #_sourceLocation) async throws -> AppScreen {
    try await waitForScreen("refbook's panes", sourceLocation: sourceLocation) { screen in
      screen.header.hasPrefix(" refbook  ·  ") && !screen.listNames.isEmpty
        && (screen.listNames.contains(screen.detailTitle) || !screen.isSplit) && !screen.status.isEmpty
    }
  }

  /// Waits until the parsed screen satisfies `predicate` and has stopped
  /// changing, and returns it.
  ///
  /// "Stopped changing" (the same for 50 ms) matters: tmux may be captured
  /// in the middle of a redraw, with the list already new and the status
  /// line not yet.
  @discardableResult
  func waitForScreen(
    _ awaited: String,
    timeout: Duration = .seconds(10),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ predicate: (AppScreen) -> Bool
  ) async throws -> AppScreen {
    while true {
      let lines = try await waitUntil(awaited, timeout: timeout, sourceLocation: sourceLocation) { predicate(AppScreen($0)) }
      try await Task.sleep(for: .milliseconds(50))
      if screen() == lines { return AppScreen(lines) }
    }
  }

  /// Quits with `q`, expects status 0, and returns the book file in the session's
  /// folder as saved: how most app tests close.
  func quitAndReadBook(sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
    sendKeys("q")
    let status = try await waitForExit(sourceLocation: sourceLocation)
    #expect(status == 0, "refbook's exit status after q", sourceLocation: sourceLocation)
    return try directory.read(TestBook.file)
  }
}
