#if canImport(Glibc)
import Glibc
#endif
import RefbookModel

/// The other journals of the books being opened: a book's own journal and
/// the journal of every set of books it was opened in (see
/// ``HistoryJournal/path(forShelfOf:stateFolder:)``), but the one the
/// session keeps. A session's steps are in its own journal only; these
/// give the steps of the others back, so that
///
/// - an edit journaled with several books open, never saved (`kill -9`, a
///   power cut), is restored when any of those books is next opened, alone
///   or with others (``restoringUnsaved(into:)``);
/// - a change made to a book in another set is not taken, by the session's
///   own journal, for another program's (``explain(_:in:)``).
///
/// A set's journal is found through the list of its books that opening it
/// writes beside it (`shelf-HASH.books`: a line `NAME<TAB>JOURNAL` a book,
/// mode 0600), its records read with each book's collection named as the
/// session names it (`nil` for a book opened alone) and the persons of
/// books not opened now left out.
struct CoveringJournals {
  /// One other journal, its records seen from the session.
  struct Journal {
    /// Its books, as its sessions named them (for the message).
    var label: String
    var records: [JournalRecord]
    /// Whether its last session did not end with its books saved.
    var isUnfinished: Bool
  }

  private(set) var journals: [Journal] = []

  /// The covering journals of the session's books, `books` (each with its
  /// collection: `nil` for a book opened alone), whose own journal is at
  /// `own`; read with `encoding`, persons shared with `book` where the
  /// bytes are the same.
  ///
  /// - Complexity: O(*f*) for the *f* files of the state folder, plus
  ///   reading each covering journal.
  init(
    of books: [(collection: String?, location: BookLocation)], own: String, book: Addressbook,
    encoding: BookEncoding, stateFolder: String
  ) {
    var ours: [String: String?] = [:]  // a book's journal path → its collection now
    for (collection, location) in books { ours[Self.journalPath(of: location)] = .some(collection) }
    var found: [(path: String, label: String, collections: [String?: String?])] = []
    if books.count > 1 {
      for (collection, location) in books {
        found.append((HistoryJournal.path(forBookAt: location), location.path, [nil: collection]))
      }
    }
    for (sidecar, members) in Self.sets(in: stateFolder) {
      let path = String(sidecar.dropLast(".books".count)) + ".history"
      guard path != own else { continue }
      var collections: [String?: String?] = [:]
      for member in members { if let now = ours[member.journal] { collections[member.name] = .some(now) } }
      if !collections.isEmpty { found.append((path, members.map(\.name).joined(separator: " + "), collections)) }
    }
    for (path, label, collections) in found where path != own {
      guard let file = try? BookFile.read(path), file.bytes.starts(with: JournalLine.header) else { continue }
      let contents = JournalContents(file.bytes, encoding: encoding, sharing: book)
      let records = contents.records.compactMap { $0.seen(through: collections) }
      guard !records.isEmpty else { continue }
      journals.append(Journal(label: label, records: records, isUnfinished: contents.records.last?.move != .saved))
    }
  }

  /// `book` with the steps of unfinished journals it does not hold yet
  /// applied (see ``JournalReplay``), and those steps' names, a list per
  /// journal with its label.
  ///
  /// - Complexity: That of ``JournalReplay`` for each unfinished journal.
  func restoringUnsaved(into book: Addressbook) -> (book: Addressbook, restored: [(label: String, steps: [String])]) {
    var book = book
    var restored: [(String, [String])] = []
    for journal in journals where journal.isUnfinished {
      let replay = JournalReplay(journal.records, book: book)
      guard !replay.reapplied.isEmpty else { continue }
      book = replay.book
      restored.append((journal.label, journal.records[replay.reapplied].map(\.label)))
    }
    return (book, restored)
  }

  /// Whether each of `ids` holds in `book` what the last step of a
  /// covering journal touching it left: the book was changed there by
  /// refbook with other books open, not by another program.
  ///
  /// - Complexity: O(*r* + *k* log *n*) for *r* records and *k* ids.
  func explain(_ ids: Set<Person.ID>, in book: Addressbook) -> Bool {
    guard !ids.isEmpty else { return true }
    var last: [Person.ID: JournaledPerson?] = [:]
    for change in journals.lazy.flatMap(\.records).flatMap(\.changes) where ids.contains(change.id) {
      last[change.id] = .some(change.after)
    }
    return ids.allSatisfy { id in last[id].map { $0 == JournaledPerson(id, in: book) } ?? false }
  }

  /// Writes the list of the books of a set, whose journal is at `journal`,
  /// beside it: `books` each with the collection it has in the set.
  static func record(_ books: [(name: String, location: BookLocation)], ofSetAt journal: String) {
    let lines = books.compactMap { name, location -> String? in
      let path = journalPath(of: location)
      guard !name.contains(where: { $0 == "\t" || $0.isNewline }), !path.contains(where: \.isNewline) else { return nil }
      return name + "\t" + path + "\n"
    }
    let sidecar = String(journal.dropLast(".history".count)) + ".books"
    _ = try? DurableFile.write(Array(lines.joined().utf8), to: sidecar, keepingBackup: false, flushing: false)
  }

  /// The journal path of the book at `location`, absolute: what set lists hold.
  static func journalPath(of location: BookLocation) -> String {
    HistoryJournal.absolute(HistoryJournal.path(forBookAt: location))
  }

  /// Every set list in `folder`: its path and its books.
  private static func sets(in folder: String) -> [(String, [(name: String, journal: String)])] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var sets: [(String, [(name: String, journal: String)])] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      guard name.hasPrefix("shelf-"), name.hasSuffix(".books") else { continue }
      let path = UserFolders.joined(folder, name)
      guard let file = try? BookFile.read(path), file.bytes.count < 1 << 20 else { continue }
      let members = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n").compactMap { line -> (String, String)? in
        let parts = line.split(separator: "\t", maxSplits: 1)
        return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
      }
      sets.append((path, members.map { (name: $0.0, journal: $0.1) }))
    }
    return sets
  }
}

extension JournalRecord {
  /// This record as a session with other books open sees it: each person's
  /// collection renamed by `collections` (its book's collection there), a
  /// person of a book not in it left out; `nil` when nothing is left (but
  /// the end of a session that saved, kept as it is).
  func seen(through collections: [String?: String?]) -> JournalRecord? {
    guard move != .saved else { return self }
    func seen(_ person: JournaledPerson?) -> JournaledPerson? {
      guard let person, let collection = collections[person.collection] else { return nil }
      return JournaledPerson(stored: person.stored, collection: collection)
    }
    let changes = self.changes.compactMap { change -> Change? in
      let (before, after) = (seen(change.before), seen(change.after))
      return before == after ? nil : Change(id: change.id, before: before, after: after)
    }
    return changes.isEmpty ? nil : JournalRecord(move: move, description: description, changes: changes)
  }
}
