import RefbookModel
import StructRef

/// The `i` key's import: the persons of a file written through the book's
/// ref as one undo step; a person whose UID was merged into a contact (see
/// ``Addressbook/mergedIDs``) updates that contact.
struct BookImport {
  /// The book the persons go to.
  let book: Ref<Addressbook>
  /// Reads a file (see `FileCommands.importFile`).
  let read: (_ path: String) throws -> ImportedFile

  /// Imports the file at `path`: what to say of it, and the first person
  /// imported, for the list to select.
  ///
  /// - Complexity: O(n) to collect the merged UIDs, plus O(k log n) for k
  ///   persons and the list's update.
  func run(from path: String) -> (said: Message, first: Person.ID?) {
    let imported: ImportedFile
    do { imported = try read(path) } catch {
      return (Message(text: "Cannot import \(path): \(error)", isError: true), nil)
    }
    guard let first = imported.persons.first else {
      return (Message(text: "Nothing to import from \(path) (\(imported.skipped) records skipped)", isError: true), nil)
    }
    let count = counted(imported.persons.count, "contact")
    book.batch("import \(count) from \(path)") {
      book.modify { book in
        let mergedIDs = book.mergedIDs
        for person in imported.persons { _ = book.insertImported(person, mergedIDs: mergedIDs) }
      }
    }
    let skipped = imported.skipped == 0 ? "" : ", \(imported.skipped) skipped"
    let warning = imported.warnings.first.map { "; \($0)\(andMore(imported.warnings.count - 1))" } ?? ""
    return (Message(text: "Imported \(count)\(skipped) — u to undo\(warning)", isError: !imported.warnings.isEmpty), first.id)
  }
}
