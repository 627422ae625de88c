#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RefbookCommandLine
import RefbookModel
import RefbookStore

/// Where a book goes when it could not be saved to its file at exit: beside
/// the book if that folder takes it (`besides: nil` skips it, for the demo,
/// whose folder is removed), else in the home folder (`$HOME`), else in the
/// temporary folder — so that quitting never loses an edit.
enum UnsavedBook {
  /// Writes `book` as vCard to the first place that takes it (see
  /// ``RescueFile/write(_:named:inFirstOf:)``), and warns, for each place
  /// that did not, why.
  ///
  /// - Returns: The path written, or `nil` if no place took it.
  static func write(_ book: Addressbook, besides path: String?) -> String? {
    let stamp = Date().formatted(.iso8601).replacing(":", with: "")
    let name = "\(path.map(\.lastPathComponent) ?? "contacts.vcf").refbook-unsaved-\(stamp)"
    let beside = path.map(\.deletingLastPathComponent).map { $0.isEmpty ? "." : $0 }
    let temporary = FileManager.default.temporaryDirectory.path
    var folders: [String] = []
    for folder in [beside, UserFolders.home(), temporary] {
      if let folder, !folders.contains(folder) { folders.append(folder) }
    }
    let bytes = Person.vCardBytes(for: SortOrder.name.sorted(book))
    let rescue = RescueFile.write(bytes, named: name, inFirstOf: folders)
    for failure in rescue.failures { Console.warn("cannot write a rescue file in \(failure)") }
    return rescue.path
  }
}
