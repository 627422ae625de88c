import ArgumentParser
import RefbookCommandLine
import RefbookConfig
import RefbookModel
import RefbookStore
import RefbookUI

/// The books `Open` opens: their stores, locked, and what to say of them.
extension Open {
  /// Opens the books at `locations` for the app (see
  /// ``openStore(_:listedBy:showing:settings:)``), or none: when one
  /// fails, those opened are closed again, and the failure thrown.
  func openStores(
    _ locations: [BookLocation], showing firstScreen: FirstScreen?, settings: Settings
  ) throws(ExitCode) -> [any BookStorage] {
    var stores: [any BookStorage] = []
    do throws(ExitCode) {
      for location in locations {
        stores.append(try openStore(location, listedBy: settings.sortOrder, showing: firstScreen, settings: settings))
      }
    } catch {
      stores.forEach { $0.close() }
      throw error
    }
    return stores
  }

  /// Why `store`'s key does not save, for the header: parts could not be
  /// read, the book was opened `--read-only`, or its cards share a UID.
  func readOnlyReason(_ store: any BookStorage) -> String {
    !store.problems.isEmpty ? "\(counted(store.problems.count, "part")) could not be read"
      : readOnly ? "opened with --read-only" : "cards share a UID"
  }

  /// What the app says of the books at `locations`, opened as `stores`:
  /// what could not be read, what was read with a repair, cards that share
  /// a UID — each with its book's path when several are open.
  static func problems(of stores: [any BookStorage], locations: [BookLocation]) -> [String] {
    let several = stores.count > 1
    return zip(locations, stores).flatMap { location, store in
      let located = { (problem: LineProblem) in several ? problem.located(in: store.path) : "\(problem)" }
      // A folder's files that share a UID are among its warnings.
      let shared = location.isFolder ? [] : store.sharedUIDNotices
      return store.problems.map { "Not read: " + located($0) } + store.warnings.map { "Read with a repair: " + located($0) }
        + shared.map { several ? "\(store.path): \($0)" : $0 }
    }
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
