import RefbookModel
import RefbookStore
import RefbookUI

/// What `x` in the app writes: the marked persons, in the format the file's
/// name asks for.
enum MarkedExport {
  /// Writes `persons` to `path` atomically: CSV for `.csv`, abook for
  /// `.abook` or a file named `addressbook`, mutt aliases for `.muttrc` or
  /// a file named `aliases`, LDIF for `.ldif`, vCard 4.0 otherwise; into a
  /// folder (a path ending in `/` or naming one) a vCard 4.0 file per
  /// contact (see ``FolderExport``). A path that is not a regular file (a
  /// FIFO, a device) is refused and left as it is (see ``DurableFile``).
  ///
  /// - Returns: What was written, for the message line: `3 contacts as vCard 4.0`.
  /// - Throws: ``StoreError/cannotWrite(path:reason:)``, or the vdir
  ///   store's error for a folder.
  static func write(_ persons: [Person], to path: String) throws(StoreError) -> String {
    if FolderExport.isFolder(path) {
      try FolderExport.write(persons, to: path, encoding: .vCard(version: .v4, replacingCards: false))
      return "\(counted(persons.count, "contact")) as vCard 4.0 files, one per contact,"
    }
    let name = path.lowercased()
    let format: Export.Format =
      name.hasSuffix(".csv") ? .csv : name.hasSuffix(".abook") || name.hasSuffix("addressbook") ? .abook
      : name.hasSuffix(".muttrc") || name.hasSuffix("aliases") ? .mutt : name.hasSuffix(".ldif") ? .ldif : .vcard
    try DurableFile.write(Array(format.text(for: persons).utf8), to: path, keepingBackup: false, creatingFolders: false)
    return "\(counted(persons.count, "contact")) as \(format.name)"
  }
}

extension Export.Format {
  /// How a message names the format.
  var name: String {
    switch self {
    case .vcard: "vCard 4.0"
    case .vcard3: "vCard 3.0"
    case .csv: "CSV"
    case .abook: "abook"
    case .mutt: "mutt aliases"
    case .ldif: "LDIF"
    case .vcfFolder: "vCard 4.0 files"
    }
  }
}
