import ArgumentParser
import NcursesTerminal
import RefbookCommandLine
import RefbookConfig
import RefbookModel
import RefbookStore
import RefbookUI
import StructRef
import TerminalKit

/// Opens the full-screen address book (what `refbook` does with no subcommand).
struct Open: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Open the address book full-screen (the default).",
    discussion: "Every change is saved as it is made; u undoes, Ctrl-R redoes, ? shows every key.")

  @OptionGroup var options: BookOptions

  @Flag(help: "Open a fresh temporary copy of the demo book (about 50 people from many countries).")
  var demo = false

  @Flag(help: "Browse without saving, e.g. while another refbook has the book open.")
  var readOnly = false

  func run() throws {
    let settings = try Settings.ofUser()
    let books = demo ? [("demo", try Self.demoBook())] : try options.checkedBooks(settings)
    defer { if demo { books.forEach { DemoBook.remove($0.1) } } }
    // A demo book is a fresh copy each time, and several books are not kept as one screen.
    let firstScreen = demo || books.count > 1 ? nil : FirstScreen(book: books[0].1, readOnly: readOnly)
    let stores = try openStores(books.map(\.1), showing: firstScreen, settings: settings)
    let terminal = try firstScreen?.terminal ?? Self.terminal(settings)
    let names = books.map(\.0)
    let persistence = BookPersistence(
      stores: stores, names: names, readOnlyReason: readOnlyReason, limits: settings.historyLimits)
    let session = BookSession(history: persistence.history)
    let problems = persistence.problems + Self.problems(of: stores, locations: books.map(\.1))
    // A first screen telling something is not kept: the next start may have nothing to tell.
    let told = persistence.notices.isEmpty && problems.isEmpty
    let makeApp = { (terminal: any Terminal, session: BookSession) in
      makeAppOn(terminal, session, names: names, stores: stores, status: persistence.key.status, settings: settings)
    }
    let app = makeApp((told ? firstScreen.map { $0.recording(terminal) } : nil) ?? terminal, session)
    app.show(persistence.notices, isError: false)
    app.show(problems, isError: true)
    let attached = persistence.attach(
      to: session.source, describedBy: ChangesFromDisk.describe, receivingOn: app.inbox.post,
      onJournalFailure: { app.show([$0], isError: true) },
      afterJournaling: { _ in if FaultHandling.crashesOnFirstChange { FaultHandling.crashOnPurpose() } })
    let telling = [app.changesFromDisk.tell(of: persistence.key)] + persistence.books.map { key in
      key.subscribeToKeptBeside { [report = app.changesFromDisk.reportKeptBeside] in report($0.persons, $0.paths) }
    }
    let syncing = readOnly || demo ? nil : LiveSync.start(books: names, settings: settings, in: app, following: session.book)
    (stores as [AnyObject] + [persistence, session, app]).forEach(KeptUntilExit.keep)
    let exit = app.run()
    syncing?.dispose()
    attached.dispose()
    telling.forEach { $0.dispose() }
    let ending = persistence.finish(with: session.book.value)
    let size = terminal.size
    terminal.restore()
    // The next start then shows its first screen of the book as this session left it.
    if ending == .saved {
      firstScreen?.keepAfterSaving(size: size) { screen in
        let fresh = makeApp(screen, BookSession(book: session.book.value))
        fresh.render()
        KeptUntilExit.keep(fresh)
      }
    }
    stores.forEach { $0.close() }
    try report(ending, of: session.book.value, in: stores)
    if case .signal(let number) = exit { throw ExitCode(128 + number) }
  }

  /// The app on `terminal` for `session`, on the books `names` (several
  /// are shown as collections) opened as `stores`, its header showing
  /// `status`.
  private func makeAppOn(
    _ terminal: any Terminal, _ session: BookSession, names: [String], stores: [any BookStorage],
    status: ReadOnlyRef<PersistenceStatus>, settings: Settings
  ) -> App {
    let several = stores.count > 1
    let app = App(
      terminal: terminal, session: session, title: several ? names.joined(separator: " + ") : stores[0].path,
      status: status,
      options: AppOptions(
        collections: several ? names : [], sortOrder: settings.sortOrder, theme: settings.theme,
        confirmsDelete: settings.confirmDelete, keyMap: settings.keyMap, listColumns: settings.listColumns,
        // A demo book is a fresh copy each time; several books' texts are not kept.
        searchTextStorage: demo || several ? nil : SearchTextCache(book: stores[0].path)))
    app.files.importFile = ImportedFile.read
    app.files.runEditor = { text in try ExternalEditor.edit(text) }
    app.files.exportFile = { persons, path in try MarkedExport.write(persons, to: path) }
    return app
  }

  /// Says on the shell's screen where the session's `book`, kept in
  /// `stores`, ended up when it is not simply saved: beside the book, or
  /// (failing, with a rescue file) nowhere.
  private func report(_ ending: BookKey.Ending, of book: Addressbook, in stores: [any BookStorage]) throws(ExitCode) {
    let place = stores.map(\.path).joined(separator: ", ")
    switch ending {
    case .saved:
      break
    case .savedBeside(let beside):
      Console.warn("\(place) was changed by another program in ways that collide with yours; your version is in \(beside)")
    case .unsaved(let reason):
      let rescue = UnsavedBook.write(book, besides: demo ? nil : stores[0].path)
      throw Console.failure(
        "your changes could not be saved to \(place) (\(reason)); "
          + (rescue.map { "they are in \($0)" } ?? "and no rescue file could be written either"))
    }
  }
}

extension Open {
  private static func demoBook() throws(ExitCode) -> BookLocation {
    do { return try DemoBook.freshCopy() } catch {
      throw Console.failure("cannot make the demo book: \(error)")
    }
  }

  /// The terminal, with clicks and the wheel, and photos, where it has
  /// them and the settings allow; or a failure saying why there is none.
  private static func terminal(_ settings: Settings) throws(ExitCode) -> NcursesTerminal {
    do { return try NcursesTerminal(mouse: settings.mouse, images: settings.photos) } catch {
      throw Console.failure(error.description)
    }
  }
}
