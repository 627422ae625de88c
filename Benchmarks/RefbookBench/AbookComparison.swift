import Foundation
import RefbookTestSupport

/// abook 0.6.1 and refbook measured in the same run on the same persons (the
/// abook file and the vCard file of ``SampleFiles``), taking turns at every
/// measure so that load on the machine hits both alike: one table per book
/// size of both programs' medians and the ratio refbook / abook.
enum AbookComparison {
  /// Rounds per size; each round runs every command and opens each program
  /// once on a fresh copy of its book.
  static let rounds = 3
  /// Timed keystrokes per round of each kind.
  static let moves = 6
  static let searches = 2
  static let edits = 2

  static func run(_ files: SampleFiles, withoutUIDs: Bool = false) {
    guard let refbook = Subprocess.refbook(), let abook = ComparedProgram.abook() else { return }
    guard let tmux = Tmux() else { return note("tmux is not installed: no comparison with abook") }
    let programs = [abook, ComparedProgram.refbook(refbook, withoutUIDs: withoutUIDs)]
    tmux.startServer()
    defer { tmux.killServer() }
    print(ComparisonFigures.legend)
    let date = ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "UTC")!, formatOptions: .withFullDate)
    for size in SampleFiles.sizes {
      var figures = ComparisonFigures()
      for _ in 0..<rounds {
        commands(programs, files, size, &figures)
        inApp(programs, files, size, &figures)
      }
      let fileSizes = programs.map { "\($0.kind == .abook ? "abook file" : "vCard") \(mebibytes(fileSize(of: $0.book(in: files, size: size))))" }
      figures.print(
        title: "abook 0.6.1 and refbook side by side: \(grouped(size)) contacts\(withoutUIDs ? ", the vCard file without UIDs" : "") "
          + "(\(date); \(fileSizes.joined(separator: ", ")); "
          + "median of \(rounds) rounds, the programs taking turns)")
    }
  }

  /// The floor, `query` and export, each program in turn.
  private static func commands(
    _ programs: [ComparedProgram], _ files: SampleFiles, _ size: Int, _ figures: inout ComparisonFigures
  ) {
    let output = files.folder + "/exported.vcf"
    defer { try? FileManager.default.removeItem(atPath: output) }
    for program in programs {
      let book = program.book(in: files, size: size)
      figures.add(Subprocess.shell("exec cat \(Subprocess.quoted(book)) > /dev/null")?.milliseconds, .floor, program.kind)
    }
    // refbook's first query and export find nothing kept: its cache folder is new each time.
    let cache = files.folder + "/empty-cache"
    let run = { (program: ComparedProgram, arguments: [String]) -> Double? in
      try? FileManager.default.removeItem(atPath: cache)
      let command = ["XDG_CACHE_HOME=\(Subprocess.quoted(cache)) exec", Subprocess.quoted(program.executable)]
        + arguments.map(Subprocess.quoted)
      return Subprocess.shell(command.joined(separator: " "))?.succeededMilliseconds
    }
    for program in programs {
      let book = program.book(in: files, size: size)
      figures.add(run(program, program.queryArguments(book: book, text: BookOperation.searchText)), .query, program.kind)
      guard program.kind == .refbook else { continue }
      // A query that read a large book makes its index in the background: waited for, then timed on its own.
      _ = Subprocess.shell("while pgrep -f '^refbook index --background' > /dev/null; do sleep 0.1; done")
      figures.add(run(program, ["index", "--book", book]), .indexing, program.kind)
    }
    for program in programs {
      // Each export writes a whole book: the last one's is on disk first.
      sync()
      figures.add(run(program, program.exportArguments(book: program.book(in: files, size: size), output: output)), .export, program.kind)
    }
  }

  /// The time of an export of `book` after a first one, with `cache` as
  /// refbook's cache folder (where the app kept the outlines): refbook's
  /// second copies the cards its first found to be their own export. What
  /// was written before is on disk when it starts (timed while the disk
  /// still wrote the first export, it took half as long again).
  private static func exportAgain(_ program: ComparedProgram, book: String, cache: String, _ files: SampleFiles) -> Double? {
    let output = files.folder + "/exported-again.vcf"
    defer { try? FileManager.default.removeItem(atPath: output) }
    let command = (["XDG_CACHE_HOME=\(Subprocess.quoted(cache)) exec", Subprocess.quoted(program.executable)]
      + program.exportArguments(book: book, output: output).map(Subprocess.quoted)).joined(separator: " ")
    if program.kind == .refbook { Subprocess.shell(command) }
    // The first export's 39 MiB (at 100,000) on disk before this one is timed, for both programs.
    sync()
    return Subprocess.shell(command)?.succeededMilliseconds
  }

  /// Opens each program on a fresh copy of its book and takes the measures
  /// of the app, the programs taking turns sample by sample.
  private static func inApp(
    _ programs: [ComparedProgram], _ files: SampleFiles, _ size: Int, _ figures: inout ComparisonFigures
  ) {
    guard let name = files.firstNames[size] else { return }
    var panes: [(program: ComparedProgram, pane: Pane, book: WatchedFile)] = []
    defer { for (_, pane, _) in panes { pane.quit() } }
    let cache = files.cache
    for program in programs {
      let copy = files.folder + "/open-\(program.kind)"
      // A fresh copy, without the undo history the last round's left beside it (refbook would
      // start by saying that another program changed the book).
      for path in [copy, copy + ".history"] { try? FileManager.default.removeItem(atPath: path) }
      guard (try? FileManager.default.copyItem(atPath: program.book(in: files, size: size), toPath: copy)) != nil else { return }
      if program.kind == .refbook {
        try? FileManager.default.removeItem(atPath: cache)
        guard let first = firstStart(program, book: copy, cache: cache, waitingFor: String(name.prefix(8)), files) else {
          return note("refbook did not show its first screen, or keep its outlines, search texts and query index, on \(grouped(size)) contacts")
        }
        figures.add(first.screen, .startFirst, program.kind)
        figures.add(first.key, .firstStartKey, program.kind)
        figures.add(first.move, .moveAtFirstStart, program.kind)
        figures.add(first.resident, .residentFirst, program.kind)
        figures.add(first.peak, .peakFirst, program.kind)
      }
      let query = program.queryArguments(book: copy, text: BookOperation.searchText)
      let command = ["XDG_CACHE_HOME=\(Subprocess.quoted(cache)) exec", Subprocess.quoted(program.executable)]
        + query.map(Subprocess.quoted)
      figures.add(Subprocess.shell(command.joined(separator: " "))?.succeededMilliseconds, .queryKept, program.kind)
      figures.add(exportAgain(program, book: copy, cache: cache, files), .exportKept, program.kind)
      guard let started = Pane.start(
          program.openCommand(book: copy, cache: cache), session: "\(program.kind)", waitingFor: String(name.prefix(8)),
          recordingTo: files.folder + "/screen-\(program.kind)")
      else { return note("\(program.kind.name) did not show its first screen on \(grouped(size)) contacts") }
      let pane = started.pane
      panes.append((program, pane, WatchedFile(path: copy)))
      if program.kind == .abook { figures.add(started.ms, .startFirst, program.kind) }
      figures.add(started.ms, .start, program.kind)
      // A key sent as soon as the first screen shows, answered once the program reads keys (the screen
      // it shows then changes: the output before it may be the first screen still being drawn); then put back.
      let firstKey = pane.tmux.timeChange(after: "j").map { started.ms + $0 }
      figures.add(firstKey, .firstKey, program.kind)
      // abook has one start: its first key, its move after it, its memory are those of a first start too.
      if program.kind == .abook {
        figures.add(firstKey, .firstStartKey, program.kind)
        figures.add(pane.tmux.timeChange(after: "k"), .moveAtFirstStart, program.kind)
        pane.press(["j"])
      }
      // A search started as soon as that key is answered, while a start's work may still run.
      figures.add(program.search(pane).first, .searchAtStart, program.kind)
      pane.press(["k"])
      pane.waitUntilIdle()
      let (resident, peak) = (Double(residentBytes(of: pane.process)), Double(peakResidentBytes(of: pane.process)))
      figures.add(resident, .resident, program.kind)
      figures.add(peak, .peak, program.kind)
      if program.kind == .abook {
        figures.add(resident, .residentFirst, program.kind)
        figures.add(peak, .peakFirst, program.kind)
        figures.add(resident, .residentFloor, program.kind)
      }
    }
    figures.add(floorResident(files), .residentFloor, .refbook)
    for sample in 0..<moves {
      for (program, pane, _) in panes { figures.add(program.move(pane, sample: sample), .move, program.kind) }
    }
    for _ in 0..<searches {
      for (program, pane, _) in panes {
        let (first, refining) = program.search(pane)
        figures.add(first, .searchFirst, program.kind)
        figures.add(refining, .searchRefining, program.kind)
      }
    }
    for (program, pane, _) in panes { figures.add(Double(peakResidentBytes(of: pane.process)), .peakSearched, program.kind) }
    for (program, pane, _) in panes { program.prepareEdits(pane) }
    for sample in 0..<edits {
      for (program, pane, book) in panes {
        let (commit, work, written, outlinesWork) = program.edit(
          pane, sample: sample, name: name, book: book, outlines: files.cache + "/refbook/outlines",
          queries: files.cache + "/refbook/queries")
        figures.add(outlinesWork, .outlinesWork, program.kind)
        figures.add(commit, .edit, program.kind)
        figures.add(work, .saveWork, program.kind)
        figures.add(written, .saveWritten, program.kind)
      }
    }
    for _ in 0..<edits {
      for (program, pane, book) in panes { figures.add(program.undo(pane, book: book), .undo, program.kind) }
    }
    for (program, pane, book) in panes {
      figures.add(program.importFile(pane, path: files.importFile(size), book: book), .importing, program.kind)
    }
  }

  /// The resident memory in bytes of `memory-floor` once it has painted
  /// its screen and is idle: what any terminal program built as refbook is
  /// costs before a contact or a line of refbook's code; `nil` when it is
  /// not built beside the bench or showed no screen.
  private static func floorResident(_ files: SampleFiles) -> Double? {
    guard let floor = try? Product.path("memory-floor") else {
      note("no release build of memory-floor beside RefbookBench (`make bench` builds it): no floor of memory")
      return nil
    }
    guard let started = Pane.start(
      "LANG=C.UTF-8 exec \(Subprocess.quoted(floor))", session: "memory-floor", waitingFor: "memory floor",
      recordingTo: files.folder + "/screen-floor")
    else { return nil }
    defer { started.pane.quit() }
    started.pane.waitUntilIdle()
    return Double(residentBytes(of: started.pane.process))
  }

  /// What a first start measured: the milliseconds to its first screen,
  /// to its first key answered (a `j` sent at the first screen) and of a
  /// move right after it, while the start's work runs; its resident and
  /// peak memory in bytes once it is idle, having kept what it keeps.
  private struct FirstStart {
    let screen: Double
    let key: Double?
    let move: Double?
    let resident: Double
    let peak: Double
  }

  /// refbook's first start on `book`, with nothing kept in `cache`,
  /// measured once it has kept the outlines, the search texts of its cards
  /// and the index for `query` (and quit); `nil` when it did not show its
  /// first screen, or keep them, within a minute.
  private static func firstStart(
    _ refbook: ComparedProgram, book: String, cache: String, waitingFor name: String, _ files: SampleFiles
  ) -> FirstStart? {
    guard let started = Pane.start(
      refbook.openCommand(book: book, cache: cache), session: "refbook-first", waitingFor: name,
      recordingTo: files.folder + "/screen-refbook-first")
    else { return nil }
    let pane = started.pane
    defer { pane.quit() }
    let key = pane.tmux.timeChange(after: "j").map { started.ms + $0 }
    let move = pane.tmux.timeChange(after: "k")
    let kept = ["outlines", "searchtexts", "queries"].map { cache + "/refbook/" + $0 }
    for _ in 0..<600 {
      let keptAll = kept.allSatisfy { folder in
        (try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains { !$0.hasPrefix(".") } ?? false
      }
      if keptAll {
        pane.waitUntilIdle()
        return FirstStart(
          screen: started.ms, key: key, move: move, resident: Double(residentBytes(of: pane.process)),
          peak: Double(peakResidentBytes(of: pane.process)))
      }
      usleep(100_000)
    }
    return nil
  }

  private static func fileSize(of path: String) -> Int {
    WatchedFile(path: path).size
  }
}
