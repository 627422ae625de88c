import RefbookModel

/// `E`: the selected contact, or every marked one, edited as vCard text in
/// the user's editor, the result applied as one undo step written through
/// the list's ref to the book.
extension App {
  /// Runs the editor on the contacts and applies what comes back: nothing
  /// when the text is unchanged or the editor failed; a text that does not
  /// read is kept, and `E` reopens the editor on it.
  func editInEditor() {
    guard let runEditor else { return say("No editor to run", isError: true) }
    let (originals, text): ([Person], String)
    if let retry = editorRetry {
      (originals, text) = retry
    } else {
      originals = list.marks.isEmpty ? [list.selection?.value].compactMap(\.self) : list.markedPersons
      text = Person.editableText(for: originals)
    }
    editorRetry = nil
    guard !originals.isEmpty else { return }
    var outcome: Result<String?, any Error> = .success(nil)
    terminal.handOver { outcome = Result { try runEditor(text) } }
    needsFullRedraw = true
    let edited: String?
    switch outcome {
    case .failure(let error): return say("Cannot run the editor: \(error)", isError: true)
    case .success(let text): edited = text
    }
    guard let edited else { return say("The editor did not finish well; nothing changed", isError: true) }
    let persons: [Person]
    do { persons = try Person.edited(originals, from: edited) } catch {
      editorRetry = (originals, edited)
      return say("Not applied, E reopens the editor on your text: \(error)", isError: true)
    }
    let name = originals.count == 1 ? originals[0].shownName : counted(originals.count, "contact")
    let book = list.book.value
    guard persons.contains(where: { book[id: $0.id] != $0 }) else { return say("No change to \(name)") }
    list.book.batch("edit \(name) in editor") {
      list.book.modify { book in for person in persons { book.insert(person) } }
    }
    say("Edited \(name) — u to undo")
  }
}
