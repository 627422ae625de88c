import Foundation

/// The keys each program is sent for each measure taken in the app, and
/// what is timed of its answer.
extension ComparedProgram {
  /// abook's search text: it matches no contact, so the search scans the
  /// whole book, as refbook's first letter does.
  private static let unmatched = "qzx"

  /// One move down or up the list, timed.
  func move(_ pane: Pane, sample: Int) -> Double? {
    pane.time(sample.isMultiple(of: 2) ? "j" : "k")
  }

  /// One search keystroke, timed: refbook's first letter and a refining
  /// one; abook's Enter on a search (the same figure for both).
  func search(_ pane: Pane) -> (first: Double?, refining: Double?) {
    pane.press(["/"])
    switch kind {
    case .abook:
      pane.type(Self.unmatched)
      let ms = pane.time("Enter")
      return (ms, ms)
    case .refbook:
      let letters = BookOperation.searchText.map(String.init)
      let first = pane.time(letters[0])
      let refining = pane.time(letters[1])
      pane.press(["Escape"])
      return (first, refining)
    }
  }

  /// How long the output of an edit's commit or an undo pauses when the
  /// change is drawn: the first such pause ends their time. refbook's save
  /// starts a moment later on another thread (as long as its last write
  /// held a processor, at most 30 ms), and its header says `saved` when the
  /// save is done: the "until written" row times that. In a small book that
  /// is within the pause, and the key's time includes the header's redraw.
  static let changeDrawn = 30

  /// Gets ready for ``edit(_:sample:name:book:)``: refbook focuses the
  /// detail pane, whose first field is the name.
  func prepareEdits(_ pane: Pane) {
    if kind == .refbook { pane.press(["Tab"]) }
  }

  /// Changes the first contact's name (`name`, then `name` and an "x"),
  /// timing the key that commits it; then its save to `book`: the
  /// processor time of the edit and the save, and the milliseconds until
  /// the file was written (refbook saves in the background after the
  /// commit; abook saves on `w`); then, of refbook, the processor time of
  /// keeping the outlines of the book written and making its query index,
  /// once its saves pause (in `outlines` and `queries`, its cache folder's).
  func edit(
    _ pane: Pane, sample: Int, name: String, book: WatchedFile, outlines: String, queries: String
  ) -> (commit: Double?, work: Double, written: Double?, outlinesWork: Double?) {
    switch kind {
    case .abook:
      pane.press(["Enter", "1"])
      pane.type(name + (sample.isMultiple(of: 2) ? "x" : ""))
      let beforeEdit = pane.threadProcessorNanoseconds
      let commit = pane.time("Enter", quietMilliseconds: Self.changeDrawn)
      pane.waitUntilIdle()
      let editWork = pane.processorNanoseconds(since: beforeEdit)
      pane.press(["q"])
      let beforeSave = pane.threadProcessorNanoseconds
      let written = save(pane, book: book) { pane.tmux.send("w") }
      return (commit, Double(editWork + pane.processorNanoseconds(since: beforeSave)) / 1e6, written, nil)
    case .refbook:
      pane.press(["Enter", sample.isMultiple(of: 2) ? "x" : "BSpace"])
      let processor = pane.threadProcessorNanoseconds
      var commit: Double?
      let (kept, indexed) = (WatchedFile(path: outlines), WatchedFile(path: queries))
      let (keptBefore, indexedBefore) = (kept.signature, indexed.signature)
      let written = save(pane, book: book) { commit = pane.time("Enter", quietMilliseconds: Self.changeDrawn) }
      let saved = pane.processorNanoseconds(since: processor)
      // The outlines are kept 2 s after the last save, then the query index made once the file has
      // settled, on a thread that then ends: wait for both folders to change, then for quiet, and count
      // the ended thread's time too.
      let beforeOutlines = processorNanosecondsWithEndedThreads(of: pane.process)
      guard kept.changes(from: keptBefore, seconds: 10), indexed.changes(from: indexedBefore, seconds: 10) else {
        return (commit, Double(saved) / 1e6, written, nil)
      }
      pane.waitUntilIdle()
      usleep(200_000)
      let outlines = processorNanosecondsWithEndedThreads(of: pane.process) - beforeOutlines
      return (commit, Double(saved) / 1e6, written, Double(outlines) / 1e6)
    }
  }

  /// One undo of an edit, timed (abook has none: `nil`), after the edit's
  /// save; then waits for the undo's own save.
  func undo(_ pane: Pane, book: WatchedFile) -> Double? {
    guard kind == .refbook else { return nil }
    _ = save(pane, book: book) { pane.press(["Enter", "x", "Enter"]) }
    var undo: Double?
    _ = save(pane, book: book) { undo = pane.time("u", quietMilliseconds: Self.changeDrawn) }
    return undo
  }

  /// Imports the vCard file `path` in the app (`i`, refbook from the list,
  /// abook's vCard filter), timing the Enter after the file name until the
  /// list is drawn again; then waits for refbook's save (abook saves on
  /// quit).
  func importFile(_ pane: Pane, path: String, book: WatchedFile) -> Double? {
    pane.press(kind == .abook ? ["i", "h"] : ["Tab", "i"])
    pane.type(path)
    guard kind == .refbook else {
      defer { pane.waitUntilIdle() }
      return pane.time("Enter", quietMilliseconds: 500)
    }
    var ms: Double?
    _ = save(pane, book: book) { ms = pane.time("Enter", quietMilliseconds: 500) }
    return ms
  }

  /// Runs `action` and returns the milliseconds from its start until
  /// `book` was written (nothing changed within a minute: `nil`); then
  /// waits until the program is idle. The book is watched on another
  /// thread from the start: a program that saves at once writes before
  /// `action` has seen the end of its drawing.
  private func save(_ pane: Pane, book: WatchedFile, _ action: () -> Void) -> Double? {
    let before = book.signature
    let start = DispatchTime.now().uptimeNanoseconds
    final class Result: @unchecked Sendable { var written: Double? }
    let result = Result()
    let watched = DispatchGroup()
    DispatchQueue.global().async(group: watched) {
      result.written = book.endOfChanges(since: start, from: before, quietMilliseconds: 200)
    }
    action()
    watched.wait()
    pane.waitUntilIdle()
    return result.written
  }
}
