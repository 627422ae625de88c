import Foundation
import RefbookTestSupport
import Testing

/// Photos through real terminals: tmux, which answers the device attributes
/// but not kitty's graphics query, and a terminal of the test's own that
/// answers as kitty does, or as xterm does. What refbook writes is kept
/// whole: under tmux by `script` between tmux and refbook, else by the
/// test's terminal.
@Suite("refbook: photos")
struct PhotoTests {
  /// The query refbook asks with, between a push and a pop of the title.
  static let query = "\u{1B}[22;2t\u{1B}_Gi=2719,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[23;2t\u{1B}[c"

  /// refbook in tmux under `script`, which writes what refbook writes to
  /// `terminal-output` in the session's folder; moved through every card
  /// (a PNG, none, a JPEG) and back, then quit. The pane's title stays the
  /// one it had (tmux takes an APC for a title).
  static func outputInTmux(on folder: TemporaryDirectory) async throws -> String {
    let command = "\(try Product.path("refbook")) --book \(folder.path(of: TestBook.file))"
    let session = try TmuxSession(["script", "-qefc", command, folder.path(of: "terminal-output")], in: folder)
    try session.tmux(["select-pane", "-t", TmuxSession.target, "-T", "e2e-title"])
    try await session.waitForApp()
    for (key, name) in [("j", "Grace Hopper"), ("j", "Zoë Ångström"), ("k", "Grace Hopper"), ("k", "Émile Zola")] {
      session.sendKeys(key)
      try await session.waitForScreen("\(name) in the detail pane") { $0.detailTitle == name }
    }
    #expect(session.format("#{pane_title}") == "e2e-title")
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
    return String(decoding: try #require(FileManager.default.contents(atPath: folder.path(of: "terminal-output"))), as: UTF8.self)
  }

  @Test("in tmux, which does not answer the query, nothing but the query reaches the terminal: no image, no base64")
  func tmuxGetsNoImage() async throws {
    let output = try await Self.outputInTmux(on: try PhotoBook.folder())
    #expect(output.contains(Self.query), "refbook asked")
    #expect(output.components(separatedBy: "\u{1B}_G").count == 2, "one graphics command: the query")
    #expect(!output.contains("a=T") && !output.contains("a=d"))
    #expect(!output.contains(PhotoBook.png.prefix(40)) && !output.contains(PhotoBook.jpeg.prefix(40)))
  }

  @Test("photos = false: the terminal is not even asked")
  func photosOff() async throws {
    let folder = try PhotoBook.folder()
    try FileManager.default.createDirectory(atPath: folder.path(of: ".config/refbook"), withIntermediateDirectories: true)
    try folder.write("photos = false\n", to: ".config/refbook/config.toml")
    let output = try await Self.outputInTmux(on: folder)
    #expect(!output.contains("\u{1B}_G") && !output.contains("\u{1B}[c"))
  }

  @Test("a terminal that answers as kitty does gets each photo, deleted when the selection leaves it and at exit")
  func kittyGetsPhotos() async throws {
    let run = try await PtyTerminal.run(on: try PhotoBook.folder(), answering: .kitty, steps: [
      "wait:a=T,f=100", "send:j", "wait:a=d", "send:j", "wait:a=T,f=24", "send:k", "wait:a=d", "send:k", "wait:a=T,f=100",
      "send:q",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let delete = "a=d,d=i,i=2718,q=2"
    // Émile's PNG (24 × 32) in 12 × 8 cells at the top right of 100 columns, row 2 (1-based);
    // Zoë's JPEG (48 × 64) as RGB; each deleted as the selection leaves it, the last at exit.
    let png = "a=T,f=100,i=2718,p=1,c=12,r=8,C=1,q=2,m=0"
    let jpeg = "a=T,f=24,s=48,v=64,i=2718,p=1,c=12,r=8,C=1,q=2,m=1"
    let commands = run.graphicsCommands.filter { !$0.hasPrefix("m=") }
    #expect(commands == ["i=2719,s=1,v=1,a=q,t=d,f=24", png, delete, jpeg, delete, png, delete])
    #expect(run.output.contains("\u{1B}7\u{1B}[2;89H\u{1B}_G" + png + ";" + PhotoBook.png.prefix(100)))
    // The delete at exit comes before the screen is given back.
    let lastDelete = try #require(run.output.range(of: delete, options: .backwards))
    #expect(run.output[lastDelete.upperBound...].contains("\u{1B}[?1049l"))
  }

  @Test("answers split into single bytes are read as answers, and no byte of them as a key")
  func splitAnswers() async throws {
    let run = try await PtyTerminal.run(on: try PhotoBook.folder(), answering: .kitty, split: true, steps: [
      "wait:a=T,f=100", "send:j", "wait:a=d", "send:q",
    ])
    #expect(run.status == 0, "\(run.errors)")
    // A leaked `G` would have selected the last card: the first photo shown is Émile's, then `j` left it.
    let actions = run.graphicsCommands.filter { $0.hasPrefix("a=") }.map { String($0.prefix(9)) }
    #expect(actions.prefix(2) == ["a=T,f=100", "a=d,d=i,i"])
  }

  @Test("a terminal that answers as xterm does (the device attributes only) gets no image")
  func plainGetsNoImage() async throws {
    let run = try await PtyTerminal.run(on: try PhotoBook.folder(), answering: .plain, steps: [
      "wait:Zola", "send:j", "sleep:0.3", "send:j", "sleep:0.3", "send:q",
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.graphicsCommands == ["i=2719,s=1,v=1,a=q,t=d,f=24"])
    #expect(!run.output.contains(PhotoBook.png.prefix(40)) && !run.output.contains(PhotoBook.jpeg.prefix(40)))
  }

  @Test("Ctrl-Z and a resize take the photo off the screen, and it is drawn again after")
  func suspendAndResize() async throws {
    // The test's terminal has no job control (refbook leads its own session), so the stop is
    // refused by the kernel and refbook carries on as after `fg`.
    let run = try await PtyTerminal.run(on: try PhotoBook.folder(), answering: .kitty, steps: [
      "wait:a=T,f=100", "send:\\x1a", "wait:a=d", "wait:a=T,f=100", "resize:120x40", "wait:a=d", "wait:[2;109H\\x1b_Ga=T", "send:q",
    ])
    #expect(run.status == 0, "\(run.errors)")
  }
}
