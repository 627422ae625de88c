import RefbookModel
import TerminalKit

/// The status-line prompt for a file's path: the file `i` imports, or the
/// file `x` exports the marked persons to (see `ListPane+PathPrompt`).
struct PathPrompt {
  enum Purpose {
    /// Importing into the book.
    case importing(BookImport)
    /// Exporting these persons with `write`, which says what it wrote.
    case exporting([Person], write: (_ persons: [Person], _ path: String) throws -> String)
  }

  var purpose: Purpose
  var line = LineEditor("")

  /// What the prompt says before the path.
  var label: String {
    switch purpose {
    case .importing: "Import file (vCard, abook, CSV, aliases, LDIF): "
    case .exporting(let persons, _): "Export \(counted(persons.count, "contact")) to (.vcf, .csv, .ldif, abook, aliases): "
    }
  }

  /// Imports or exports the file the line names: what to say of it, and
  /// the first person imported; `nil` for a blank path.
  ///
  /// - Complexity: the import's or the export's.
  func submit() -> (said: Message, first: Person.ID?)? {
    let path = line.text
    guard !path.allSatisfy(\.isWhitespace) else { return nil }
    switch purpose {
    case .importing(let bookImport):
      return bookImport.run(from: path)
    case .exporting(let persons, let write):
      do { return (Message(text: "Exported \(try write(persons, path)) to \(path)", isError: false), nil) } catch {
        return (Message(text: "Cannot export to \(path): \(error)", isError: true), nil)
      }
    }
  }
}
