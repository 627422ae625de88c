import RefbookFormats
import RefbookModel
import RefbookUI

extension ImportedFile {
  /// Reads a file, or a folder of `.vcf` files, for the app's `i` key, as
  /// `refbook import` does.
  static func read(_ path: String) throws -> ImportedFile {
    let expanded = path.trimmingWhitespace().expandingTildeInPath
    // Standard input is the terminal the app is drawn on.
    let sources: [ImportSource]
    do { sources = try ImportSource.sources(at: expanded) { [] } } catch {
      throw ImportFailure(description: error.reason)  // the status line names the path already
    }
    var imported = ImportedFile(persons: [], skipped: 0)
    var earlier: [Person.ID: String] = [:]
    for source in sources {
      guard let result = ImportResult.read(source.bytes, earlier: earlier) else {
        throw ImportFailure(description: "\(sources.count > 1 ? source.name + " is " : "")not a vCard, abook, CSV, mutt alias or LDIF file")
      }
      for person in result.persons { earlier[person.id] = source.name.lastPathComponent }
      imported.persons += result.persons
      imported.skipped += result.skipped.count
      let place = sources.count > 1 ? "\(source.name.lastPathComponent):" : "line "
      imported.warnings += result.warnings.map { "\(place)\($0.line): \($0.message)" }
    }
    return imported
  }

  struct ImportFailure: Error, CustomStringConvertible {
    let description: String
  }
}
