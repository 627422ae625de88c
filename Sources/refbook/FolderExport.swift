#if canImport(Glibc)
import Glibc
#endif
import RefbookModel
import RefbookStore

/// Contacts written as a folder of vCard files, one per contact, as a vdir
/// holds them (khard and vdirsyncer read it; a phone imports the files).
///
/// The folder is written through the vdir store (``FolderStore``), so its
/// files are named and written as refbook's own vdir books are: `UID.vcf`
/// (the UID made safe for a file name), each written atomically, a contact
/// already in the folder under another name rewritten in its own file. A
/// file that already holds its contact as exported is not written again (in
/// whatever vCard version it is), so exporting into a synced vdir again
/// changes only what changed; the files of contacts the export does not
/// hold are left as they are.
///
/// ```sh
/// $ refbook export --format vcf-folder --output phone/
/// ```
enum FolderExport {
  /// Whether `path` asks for a folder: it ends in `/` or names one.
  ///
  /// - Complexity: One `stat` call.
  static func isFolder(_ path: String) -> Bool {
    BookLocation(path: path).isFolder
  }

  /// Writes `persons` into the folder at `path` (made if missing), one
  /// file each in `encoding` (``BookEncoding/vCard(version:deferringDecoding:)``).
  ///
  /// A folder that holds anything but contact files (`NAME.vcf`, and hidden
  /// files such as a sync tool's) is refused, so that an export never
  /// scatters files among someone's documents: export into an empty or new
  /// folder, an earlier export, or a vdir. A folder another refbook has
  /// open is refused too (it is locked).
  ///
  /// - Throws: ``StoreError/cannotWrite(path:reason:)`` for a refused or
  ///   unwritable folder, or the vdir store's error.
  /// - Complexity: O(*f*) system calls for the *f* files in the folder, plus
  ///   reading them, plus writing each new or changed contact.
  static func write(_ persons: [Person], to path: String, encoding: BookEncoding) throws(StoreError) {
    if let stray = try firstFileNotAContact(in: path) {
      throw .cannotWrite(path: path, reason: "it holds \(stray), which is no contact file; export into an empty or new folder")
    }
    let store = try FolderStore.open(
      BookLocation(path: path.hasSuffix("/") ? path : path + "/"), encoding: encoding, access: .readWrite)
    defer { store.close() }
    var book = store.book
    for person in persons { book.insert(person) }
    _ = try store.save(book)
  }

  /// The first entry of the folder at `path` that is not a contact file
  /// (nor hidden); `nil` when there is none or the folder does not exist.
  private static func firstFileNotAContact(in path: String) throws(StoreError) -> String? {
    guard let folder = opendir(path) else {
      if errno == ENOENT { return nil }
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    defer { closedir(folder) }
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
      var status = stat()
      let isFile = stat(path + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
      if !name.hasPrefix(".") && !(isFile && name.lowercased().hasSuffix(".vcf")) { return name }
    }
    return nil
  }
}
