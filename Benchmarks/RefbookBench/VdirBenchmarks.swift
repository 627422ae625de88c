import Foundation
import RefbookTestSupport

/// refbook on a vdir — a folder of one vCard file per contact, as khard
/// reads it and vdirsyncer syncs it — at 1,000 and 10,000 of the generated
/// persons of ``SampleFiles``: the app opening it beside the same persons as
/// one file, `list` and `query` beside khard's on the same folder, and how
/// soon a change written behind the running app appears on its screen
/// (``LiveChanges``).
enum VdirBenchmarks {
  static let sizes = [1_000, 10_000]
  /// Rounds of the opening and of the commands; the programs take turns in
  /// each round.
  static let rounds = 3

  static func run(_ files: SampleFiles) {
    guard let refbook = Subprocess.refbook() else { return }
    guard let tmux = Tmux() else { return note("tmux is not installed: no vdir figures") }
    let khard = Khard.installed()
    tmux.startServer()
    defer { tmux.killServer() }
    var opening = FigureTable(columns: ["vdir", "single file"])
    var commands = FigureTable(columns: ["refbook"] + (khard.map { [Khard.name(of: $0)] } ?? []))
    var live = FigureTable(columns: sizes.map { grouped($0) + " contacts" })
    for (column, size) in sizes.enumerated() {
      guard files.writeVdir(size, refbook: refbook) else {
        note("refbook could not write the vdir of \(grouped(size)) contacts: no vdir figures for it")
        continue
      }
      let khardBook = khard.flatMap {
        Khard(executable: $0, vdir: files.vdir(size), config: files.folder + "/khard-\(size).conf")
      }
      for _ in 0..<rounds {
        open(refbook, files, size, &opening)
        runCommands(refbook, khardBook, files, size, &commands)
      }
      LiveChanges(refbook: refbook, files: files, size: size).measure(into: &live, column: column)
    }
    opening.print(
      title: "refbook opening a vdir (one file per contact) and the same people as one vCard file "
        + "(median of \(rounds) rounds, taking turns)",
      ratio: "vdir / file")
    print(
      "\nStart: from starting `refbook --book BOOK` in tmux (120×40) until `capture-pane` shows the first contact; "
        + "first key: until a `j` sent then is answered (the screen changes); memory: the program's RSS once it is idle after start. Warm page cache.")
    commands.print(
      title: "refbook and khard on the same vdir (median of \(rounds) rounds, taking turns)",
      ratio: khard == nil ? nil : "refbook / khard")
    print(
      "\nWall time of each command until it exits, output to a file: `refbook list --book DIR` and "
        + "`khard list` (its configuration names DIR alone); `refbook query \(BookOperation.searchText) --book DIR` "
        + "and `khard email --parsable \(BookOperation.searchText)` (mutt's query command).")
    live.print(
      title: "A change on disk appearing in the running app (median of \(LiveChanges.changes) changes, "
        + "\(LiveChanges.bursts) bursts)")
    print("\n" + LiveChanges.legend)
    fflush(nil)
  }

  /// Starts refbook on `book` in the bench's tmux session `session` and
  /// waits until the screen shows the first contact of the persons at
  /// `size`. Returns the pane and the milliseconds to that first screen;
  /// `nil`, with a note, when it did not show within a minute.
  static func startApp(
    _ refbook: String, book: String, files: SampleFiles, size: Int, session: String
  ) -> (pane: Pane, ms: Double)? {
    guard let name = files.firstNames[size],
      let started = Pane.start(
        ComparedProgram.refbook(refbook).openCommand(book: book, cache: files.cache), session: session,
        waitingFor: String(name.prefix(8)), recordingTo: files.folder + "/screen-\(session)")
    else {
      note("refbook did not show its first screen on \(book)")
      return nil
    }
    return started
  }

  /// Opens the vdir and the file in the app, in turn: the time to the
  /// first screen, to the first key answered (a `j` sent at the first
  /// screen), and the memory once idle.
  private static func open(_ refbook: String, _ files: SampleFiles, _ size: Int, _ table: inout FigureTable) {
    let start = "start to first screen, \(grouped(size)) contacts"
    let firstKey = "start to first key answered, \(grouped(size)) contacts"
    let memory = "memory once idle (RSS), \(grouped(size)) contacts"
    for (column, book) in [files.vdir(size), files.book(size)].enumerated() {
      let started = startApp(refbook, book: book, files: files, size: size, session: "open-\(column)")
      table.add(started?.ms, row: start, column: column)
      guard let started else { continue }
      let pane = started.pane
      table.add(pane.tmux.timeChange(after: "j").map { started.ms + $0 }, row: firstKey, column: column)
      pane.waitUntilIdle()
      table.add(Double(residentBytes(of: pane.process)), row: memory, column: column, unit: .bytes)
      pane.quit()
    }
  }

  /// `list` and the mutt query of refbook and of khard on the vdir, in turn.
  private static func runCommands(
    _ refbook: String, _ khard: Khard?, _ files: SampleFiles, _ size: Int, _ table: inout FigureTable
  ) {
    let vdir = files.vdir(size)
    let text = BookOperation.searchText
    let list = "`list`, \(grouped(size)) contacts"
    table.add(Subprocess.run(refbook, ["list", "--book", vdir])?.succeededMilliseconds, row: list, column: 0)
    if let khard {
      table.add(Subprocess.run(khard.executable, khard.listArguments)?.succeededMilliseconds, row: list, column: 1)
    }
    let query = "`query \(text)` (khard `email --parsable`), \(grouped(size)) contacts"
    table.add(Subprocess.run(refbook, ["query", text, "--book", vdir])?.succeededMilliseconds, row: query, column: 0)
    if let khard {
      let email = Subprocess.run(khard.executable, khard.emailArguments(text))
      table.add(email?.succeededMilliseconds, row: query, column: 1)
    }
  }
}
