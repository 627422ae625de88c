import RefbookModel
import StructRef
import TerminalKit

/// The commands that reach outside the book, on the list's marked
/// persons (or its selection): `i` imports a file, `x` exports the marked
/// persons, `E` edits them in the user's editor. A capability left `nil`
/// turns its key off.
///
/// ```swift
/// app.files.importFile = ImportedFile.read
/// app.files.exportFile = { persons, path in try MarkedExport.write(persons, to: path) }
/// app.files.runEditor = { text in try ExternalEditor.edit(text) }
/// ```
public final class FileCommands {
  /// Reads a file for the `i` key. Errors are shown on the status line
  /// with their description.
  public var importFile: ((_ path: String) throws -> ImportedFile)?
  /// Writes persons to a file for the `x` key, its format chosen by the
  /// path; says what it wrote (`3 contacts as vCard 4.0`).
  public var exportFile: ((_ persons: [Person], _ path: String) throws -> String)?
  /// Runs the user's editor on a text for the `E` key (the terminal is
  /// handed over meanwhile): the text as the editor left it, or `nil` when
  /// it did not finish well.
  public var runEditor: ((_ text: String) throws -> String?)? {
    get { externalEdit.runEditor }
    set { externalEdit.runEditor = newValue }
  }
  private let externalEdit: ExternalEdit

  init(book: Ref<Addressbook>) {
    externalEdit = ExternalEdit(book: book)
  }

  /// Carries out `command` when it is one of these, on `list`'s marked
  /// persons (the selected one, with none marked): an import or export
  /// asks for its path on the list's prompt; an edit hands the terminal
  /// over through `handOver` and says how it went with `say`. Whether it
  /// was one of these.
  ///
  /// - Complexity: O(k log n) for k persons edited in a book of n, besides
  ///   the editor; O(1) otherwise.
  func perform(_ command: Command, on list: ListPane, handOver: (() -> Void) -> Void, say: (Message?) -> Void) -> Bool {
    switch command {
    case .editInEditor:
      say(externalEdit.edit(list.marks.isEmpty ? [list.selection?.value].compactMap(\.self) : list.markedPersons, handOver: handOver))
    case .importFile:
      guard let importFile else { break }
      list.pathPrompt = PathPrompt(purpose: .importing(BookImport(book: list.book, read: importFile)))
    case .exportMarked:
      guard let exportFile else { break }
      guard !list.marks.isEmpty else {
        say(Message(text: "Mark contacts first (Space, or * for all shown)", isError: true))
        break
      }
      list.pathPrompt = PathPrompt(purpose: .exporting(list.markedPersons, write: exportFile))
    default: return false
    }
    return true
  }
}
