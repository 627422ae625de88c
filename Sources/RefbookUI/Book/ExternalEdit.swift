import RefbookModel
import StructRef

/// `E`: contacts edited as vCard text in the user's editor, the result
/// written through the book's ref as one undo step. A text that does not
/// read is kept, and the next edit reopens the editor on it.
final class ExternalEdit {
  /// The book the contacts are in.
  let book: Ref<Addressbook>
  /// Runs the editor (see `FileCommands.runEditor`); `nil` turns the key off.
  var runEditor: ((_ text: String) throws -> String?)?
  /// The contacts and the text of an edit that did not read.
  private var retry: (originals: [Person], text: String)?

  init(book: Ref<Addressbook>) {
    self.book = book
  }

  /// Runs the editor on `persons` (or on the text kept from the last
  /// edit) inside `handOver`, which hands it the terminal, and applies what
  /// comes back; what to say of it. Nothing changes when the text is
  /// unchanged or the editor failed.
  ///
  /// - Complexity: O(k log n) for k persons edited, besides the editor.
  func edit(_ persons: [Person], handOver: (() -> Void) -> Void) -> Message? {
    guard let runEditor else { return Message(text: "No editor to run", isError: true) }
    let (originals, text) = retry ?? (persons, Person.editableText(for: persons))
    retry = nil
    guard !originals.isEmpty else { return nil }
    var outcome: Result<String?, any Error> = .success(nil)
    handOver { outcome = Result { try runEditor(text) } }
    let edited: String?
    switch outcome {
    case .failure(let error): return Message(text: "Cannot run the editor: \(error)", isError: true)
    case .success(let text): edited = text
    }
    guard let edited else { return Message(text: "The editor did not finish well; nothing changed", isError: true) }
    let changed: [Person]
    do { changed = try Person.edited(originals, from: edited) } catch {
      retry = (originals, edited)
      return Message(text: "Not applied, E reopens the editor on your text: \(error)", isError: true)
    }
    let name = originals.count == 1 ? originals[0].shownName : counted(originals.count, "contact")
    let current = book.value
    guard changed.contains(where: { current[id: $0.id] != $0 }) else { return Message(text: "No change to \(name)", isError: false) }
    book.batch("edit \(name) in editor") {
      book.modify { book in for person in changed { book.insert(person) } }
    }
    return Message(text: "Edited \(name) — u to undo", isError: false)
  }
}
