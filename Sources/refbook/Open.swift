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
    let sortOrder = settings.sortOrder
    defer { if demo { books.forEach { DemoBook.remove($0.1) } } }
    // A demo book is a fresh copy each time, and several books are not kept as one screen.
    let firstScreen = demo || books.count > 1 ? nil : FirstScreen(book: books[0].1, readOnly: readOnly)
    var stores: [any BookStorage] = []
    do {
      for (_, location) in books {
        stores.append(try openStore(location, listedBy: sortOrder, showing: firstScreen, settings: settings))
      }
    } catch {
      stores.forEach { $0.close() }
      throw error
    }
    // Clicks and the wheel, and photos, where the terminal has them and the settings allow.
    let terminal: NcursesTerminal
    if let shown = firstScreen?.terminal {
      terminal = shown
    } else {
      do { terminal = try NcursesTerminal(mouse: settings.mouse, images: settings.photos) } catch {
        throw Console.failure(error.description)
      }
    }
    let keys = stores.map { store in
      BookKey(
        store,
        readOnlyReason: !store.problems.isEmpty ? "\(counted(store.problems.count, "part")) could not be read"
          : readOnly ? "opened with --read-only" : "cards share a UID")
    }
    let names = books.map(\.0)
    let shelf = keys.count > 1 ? ShelfKey(Array(zip(names, keys))) : nil
    let key: any PersistenceKey<Addressbook> = shelf ?? keys[0]
    // Books opened to save: their undo history survives a restart, and no step is lost to a crash.
    let journaled: (journal: HistoryJournal?, recovery: JournalRecovery)? =
      !stores.allSatisfy(\.isSavable) ? nil
      : shelf == nil ? HistoryJournal.open(beside: stores[0], limits: settings.historyLimits)
      : HistoryJournal.open(shelfOf: stores, names: names, book: key.load(), limits: settings.historyLimits)
    let session = BookSession(history: journaled?.recovery.history ?? History(initialValue: key.load()))
    let problems = (journaled?.recovery.problems ?? []) + zip(books, stores).flatMap { book, store in
      let located = { (problem: LineProblem) in shelf == nil ? "\(problem)" : problem.located(in: store.path) }
      // A folder's files that share a UID are among its warnings.
      let shared = book.location.isFolder ? [] : store.sharedUIDNotices
      return store.problems.map { "Not read: " + located($0) } + store.warnings.map { "Read with a repair: " + located($0) }
        + shared.map { shelf == nil ? $0 : "\(store.path): \($0)" }
    }
    let notices = journaled?.recovery.notices ?? []
    // A first screen telling something is not kept: the next start may have nothing to tell.
    let recording = notices.isEmpty && problems.isEmpty ? firstScreen.map { $0.recording(terminal) } : nil
    let makeApp = { (terminal: any Terminal, session: BookSession) in
      App(
        terminal: terminal, session: session, title: shelf == nil ? stores[0].path : names.joined(separator: " + "),
        status: key.status,
        options: AppOptions(
          collections: shelf == nil ? [] : names, sortOrder: sortOrder, theme: settings.theme,
          confirmsDelete: settings.confirmDelete, keyMap: settings.keyMap, listColumns: settings.listColumns,
          // A demo book is a fresh copy each time; several books' texts are not kept.
          searchTextStorage: demo || shelf != nil ? nil : SearchTextCache(book: stores[0].path)))
    }
    let app = makeApp(recording ?? terminal, session)
    app.files.importFile = ImportedFile.read
    app.files.runEditor = { text in try ExternalEditor.edit(text) }
    app.files.exportFile = { persons, path in try MarkedExport.write(persons, to: path) }
    app.show(notices, isError: false)
    app.show(problems, isError: true)
    // Observers run in the order added: a step is in the journal before its save starts (the test
    // hook's crash comes between the two).
    let journaling = journaled?.journal?.follow(session.source) { app.show([$0], isError: true) }
    let crashHook = FaultHandling.crashesOnFirstChange ? session.book.addObserver { _ in FaultHandling.crashOnPurpose() } : nil
    let persistence = session.book.persist(in: key, describedBy: ChangesFromDisk.describe, receivingOn: app.inbox.post)
    if journaled?.recovery.needsSaving == true { key.save(session.book.value) }
    let telling = app.changesFromDisk.tell(of: key)
    let tellingKeptBeside = keys.map { key in
      key.subscribeToKeptBeside { [report = app.changesFromDisk.reportKeptBeside] in report($0.persons, $0.paths) }
    }
    let syncing = readOnly || demo ? nil : LiveSync.start(books: names, settings: settings, in: app, following: session.book)
    (stores as [AnyObject] + keys + [session, app]).forEach(KeptUntilExit.keep)
    shelf.map(KeptUntilExit.keep)
    let exit = app.run()
    syncing?.dispose()
    persistence.dispose()
    journaling?.dispose()
    telling.dispose()
    tellingKeptBeside.forEach { $0.dispose() }
    crashHook?.dispose()
    let ending = shelf?.finish(with: session.book.value) ?? keys[0].finish(with: session.book.value)
    journaled?.journal?.close(bookSaved: ending == .saved)
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
    let place = stores.map(\.path).joined(separator: ", ")
    switch ending {
    case .saved:
      break
    case .savedBeside(let beside):
      Console.warn("\(place) was changed by another program in ways that collide with yours; your version is in \(beside)")
    case .unsaved(let reason):
      let rescue = UnsavedBook.write(session.book.value, besides: demo ? nil : stores[0].path)
      throw Console.failure(
        "your changes could not be saved to \(place) (\(reason)); "
          + (rescue.map { "they are in \($0)" } ?? "and no rescue file could be written either"))
    }
    if case .signal(let number) = exit { throw ExitCode(128 + number) }
  }

  /// Opens one book for the app, whose list starts in `order` (the outlines
  /// kept of a book file keep their keys in it), showing `firstScreen` once
  /// the book is locked; or fails saying why (and how to browse it when it
  /// could not be read whole), on the shell's screen. A book file whose
  /// cards share a UID opens read-only (its lock given back): a book is
  /// keyed by UID, and saving it would keep one card of each.
  private func openStore(
    _ location: BookLocation, listedBy order: SortOrder, showing firstScreen: FirstScreen?, settings: Settings
  ) throws(ExitCode) -> any BookStorage {
    let store: any BookStorage
    do {
      // A demo book is a fresh copy each time: nothing to keep for the next start.
      let outlines = demo || location.isFolder ? nil : OutlineCache(book: location.path, keyedBy: order)?.readingAhead()
      let queries = outlines == nil ? nil : QueryIndexCache(book: location.path)
      store = try location.open(
        encoding: .vCard(deferringDecoding: true, outlines: outlines, queries: queries), access: readOnly ? .readOnly : .readWrite,
        beforeReading: { firstScreen?.show(mouse: settings.mouse, images: settings.photos) })
    } catch {
      firstScreen?.withdraw()
      throw Console.failure(error.description + (error.isLockFailure ? " (refbook --read-only opens it without saving)" : ""))
    }
    guard readOnly || store.isSavable || store.problems.isEmpty else {
      firstScreen?.withdraw()
      store.close()
      throw Console.failure(
        StoreError.undecodable(path: store.path, problems: store.problems).description
          + "\n(refbook --read-only opens it to browse what could be read)")
    }
    // A store that does not save (a book file whose cards share a UID) needs no lock.
    if !store.isSavable { store.close() }
    return store
  }
}

extension Open {
  private static func demoBook() throws(ExitCode) -> BookLocation {
    do { return try DemoBook.freshCopy() } catch {
      throw Console.failure("cannot make the demo book: \(error)")
    }
  }
}

extension StoreError {
  /// Whether the book could not be locked (another refbook has it, or its
  /// folder is read-only): `--read-only` opens such a book, as it takes no lock.
  var isLockFailure: Bool {
    switch self {
    case .inUse, .cannotLock: true
    default: false
    }
  }
}
