import Foundation
import RefbookModel

/// Where a book goes when it could not be saved to its file at exit: beside
/// the book if that folder takes it (`besides: nil` skips it, for the demo,
/// whose folder is removed), else in the home folder, else in the temporary
/// folder — so that quitting never loses an edit.
enum UnsavedBook {
  /// Writes `book` as vCard to the first place that takes it.
  ///
  /// - Returns: The path written, or `nil` if no place took it.
  static func write(_ book: Addressbook, besides path: String?) -> String? {
    let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
    let name = "\(path.map { ($0 as NSString).lastPathComponent } ?? "contacts.vcf").refbook-unsaved-\(stamp)"
    let folders = [path.map { ($0 as NSString).deletingLastPathComponent }, NSHomeDirectory(), NSTemporaryDirectory()]
      .compactMap { $0 }
    let data = Data(Person.vCardText(for: SortOrder.name.sorted(book)).utf8)
    for folder in folders where !folder.isEmpty {
      let candidate = (folder as NSString).appendingPathComponent(name)
      // 0600, like the book: an address book is nobody else's business.
      if FileManager.default.createFile(atPath: candidate, contents: data, attributes: [.posixPermissions: 0o600]) {
        return candidate
      }
    }
    return nil
  }
}
