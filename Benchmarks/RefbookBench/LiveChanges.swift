import Foundation
import RefbookModel

/// Changes written behind the running app as a sync writes them, each timed
/// from the write that puts it on disk until the app's screen shows it: a new
/// contact file renamed into a vdir, a contact file rewritten in place, a
/// single-file book replaced by a new file renamed over it, and a burst of
/// files rewritten at once. The app runs in the bench's tmux (120×40) on
/// copies of the sample vdir and file, which the changes alter.
struct LiveChanges {
  /// Changes of each kind, one at a time, the app idle before each.
  static let changes = 5
  static let bursts = 3
  /// Files a burst rewrites (every one of a smaller book).
  static let burstFiles = 500

  /// How the changes are made and timed, printed below the table.
  static let legend = """
    refbook runs in tmux (120×40) on a copy of the book; each change names a contact so that it sorts first, \
    and is timed from the write that puts it on disk (the rename, or the in-place write) until \
    `capture-pane`, polled every 2 ms, shows that name. A new contact is written to a hidden temporary file \
    and renamed to UID.vcf in the folder, as vdirsyncer does; an in-place rewrite truncates and rewrites an \
    existing contact's file; the single file is written whole, with one contact added, to a temporary file \
    renamed over the book. A burst rewrites \(burstFiles) contact files (temporary file and rename each, a \
    changed note, the last one also a changed name), timed from its first write, and from its last, to the \
    last change on screen. \
    refbook's watcher waits for 100 ms of quiet before it merges, so that a burst is merged in one step.
    """

  let refbook: String
  let files: SampleFiles
  let size: Int

  private var newFile: String { "new contact file renamed into the vdir" }
  private var inPlace: String { "contact file rewritten in place (vdir)" }
  private var singleFile: String { "single file: new file renamed over it, one contact added" }
  private var burst: String { "burst: \(Self.burstFiles) vdir files rewritten, until the last on screen" }
  private var afterBurst: String { "… from its last file written" }

  /// Makes every kind of change on fresh copies of the vdir and the file
  /// of `size` persons, adding the milliseconds of each to `table`'s column
  /// `column`.
  func measure(into table: inout FigureTable, column: Int) {
    inVdir(&table, column)
    inFile(&table, column)
  }

  /// New files, in-place rewrites and bursts in a copy of the vdir.
  private func inVdir(_ table: inout FigureTable, _ column: Int) {
    let vdir = files.folder + "/live-vdir-\(size)"
    try? FileManager.default.removeItem(atPath: vdir)
    guard (try? FileManager.default.copyItem(atPath: files.vdir(size), toPath: vdir)) != nil,
      let pane = VdirBenchmarks.startApp(refbook, book: vdir, files: files, size: size, session: "live-vdir")?.pane
    else { return }
    defer { pane.quit() }
    pane.waitUntilIdle()
    let contactFiles = ((try? FileManager.default.contentsOfDirectory(atPath: vdir)) ?? [])
      .filter { $0.hasSuffix(".vcf") }.sorted().map { vdir + "/" + $0 }
    newFiles(in: vdir, pane, &table, column)
    rewritesInPlace(of: contactFiles, pane, &table, column)
    bursts(over: contactFiles, in: vdir, pane, &table, column)
  }

  /// New contact files renamed into `vdir`.
  private func newFiles(in vdir: String, _ pane: Pane, _ table: inout FigureTable, _ column: Int) {
    for change in 0..<Self.changes {
      let name = "Aaa Bench new \(change)"
      let temporary = vdir + "/.bench-new.tmp"
      let written = write(Person.vCardText(for: [Self.person("bench-new-\(change)", named: name)]), to: temporary)
      table.add(
        untilShown(name, in: pane) { written && Self.rename(temporary, to: vdir + "/bench-new-\(change).vcf") },
        row: newFile, column: column)
    }
  }

  /// Contact files of `contactFiles`, spread over the book, rewritten in place.
  private func rewritesInPlace(of contactFiles: [String], _ pane: Pane, _ table: inout FigureTable, _ column: Int) {
    for change in 0..<Self.changes {
      let name = "Aaa Bench changed \(change)"
      let path = contactFiles[change * contactFiles.count / Self.changes]
      let text = read(path).map { person -> String in
        var person = person
        person.formattedName = name
        return Person.vCardText(for: [person])
      }
      table.add(untilShown(name, in: pane) { text.map { rewriteInPlace(path, with: $0) } ?? false }, row: inPlace, column: column)
    }
  }

  /// Bursts rewriting the first ``burstFiles`` of `contactFiles`, each file
  /// through a temporary file in `vdir` renamed over it.
  private func bursts(
    over contactFiles: [String], in vdir: String, _ pane: Pane, _ table: inout FigureTable, _ column: Int
  ) {
    let burstFiles = contactFiles.prefix(Self.burstFiles)
    for round in 0..<Self.bursts {
      let name = "Aaa Bench burst \(round)"
      let texts = burstFiles.enumerated().compactMap { index, path -> (String, String)? in
        read(path).map { person in
          var person = person
          person.note = "Rewritten by burst \(round)."
          if index == burstFiles.count - 1 { person.formattedName = name }
          return (path, Person.vCardText(for: [person]))
        }
      }
      var writing: Double?
      let shown = untilShown(name, in: pane) {
        let start = DispatchTime.now().uptimeNanoseconds
        let temporary = vdir + "/.bench-burst.tmp"
        let allWritten = texts.allSatisfy { path, text in write(text, to: temporary) && Self.rename(temporary, to: path) }
        writing = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        return allWritten && texts.count == burstFiles.count
      }
      table.add(shown, row: burst, column: column)
      table.add(shown.flatMap { shown in writing.map { shown - $0 } }, row: afterBurst, column: column)
    }
  }

  /// New files renamed over a copy of the single-file book, each with one
  /// more contact than the last.
  private func inFile(_ table: inout FigureTable, _ column: Int) {
    let book = files.folder + "/live-\(size).vcf"
    try? FileManager.default.removeItem(atPath: book)
    guard (try? FileManager.default.copyItem(atPath: files.book(size), toPath: book)) != nil,
      var text = try? String(contentsOfFile: book, encoding: .utf8),
      let pane = VdirBenchmarks.startApp(refbook, book: book, files: files, size: size, session: "live-file")?.pane
    else { return }
    defer { pane.quit() }
    pane.waitUntilIdle()
    let temporary = files.folder + "/.live-\(size).vcf.tmp"
    for change in 0..<Self.changes {
      let name = "Aaa Bench added \(change)"
      text += Person.vCardText(for: [Self.person("bench-added-\(change)", named: name)])
      let written = write(text, to: temporary)
      table.add(untilShown(name, in: pane) { written && Self.rename(temporary, to: book) }, row: singleFile, column: column)
    }
  }

  /// Milliseconds from the start of `change` (which returns whether it
  /// wrote what it should) until `pane`'s screen shows `text`; `nil` when
  /// the change failed or the screen did not show it within 30 s. Then
  /// waits until the app is idle.
  private func untilShown(_ text: String, in pane: Pane, after change: () -> Bool) -> Double? {
    let start = DispatchTime.now().uptimeNanoseconds
    guard change(), pane.tmux.wait(for: text, seconds: 30) else { return nil }
    let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    pane.waitUntilIdle()
    return ms
  }

  /// A new contact: its UID (also its file's name) and its name.
  private static func person(_ id: String, named name: String) -> Person {
    Person(id: id, formattedName: name, emails: [TypedValue(value: id + "@example.org")])
  }

  /// The one contact in the vCard file at `path`; `nil` when it cannot be read.
  private func read(_ path: String) -> Person? {
    FileManager.default.contents(atPath: path).flatMap { Person.persons(fromVCard: Array($0)).persons.first }
  }

  /// Writes `text` to a new file at `path` (replacing any); whether it could.
  private func write(_ text: String, to path: String) -> Bool {
    FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  /// Truncates the file at `path` and writes `text` into it, keeping the
  /// file (its inode), as an editor that saves in place does.
  private func rewriteInPlace(_ path: String, with text: String) -> Bool {
    guard let handle = FileHandle(forWritingAtPath: path) else { return false }
    defer { try? handle.close() }
    return (try? handle.truncate(atOffset: 0)) != nil && (try? handle.write(contentsOf: Data(text.utf8))) != nil
  }

  private static func rename(_ from: String, to: String) -> Bool {
    Foundation.rename(from, to) == 0
  }
}
