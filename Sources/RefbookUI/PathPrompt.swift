import RefbookModel
import TerminalKit

/// The status-line prompt for a file's path: the file `i` imports, or the
/// file `x` exports the marked persons to.
struct PathPrompt {
  enum Purpose {
    case importing
    /// Exporting these persons.
    case exporting([Person])
  }

  var purpose: Purpose
  var line = LineEditor("")

  /// What the prompt says before the path.
  var label: String {
    switch purpose {
    case .importing: "Import file (vCard, abook, CSV, aliases, LDIF): "
    case .exporting(let persons): "Export \(counted(persons.count, "contact")) to (.vcf, .csv, .ldif, abook, aliases): "
    }
  }
}
