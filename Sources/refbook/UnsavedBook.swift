import Foundation
import RefbookModel

/// Where a book goes when it could not be saved to its file at exit: beside
/// the book if that folder takes it, else in the home folder, else in the
/// temporary folder — so that quitting never loses an edit.
enum UnsavedBook {
  /// Writes `book` as vCard to the first place that takes it.
  ///
  /// - Returns: The path written, or `nil` if no place took it.
  static func write(_ book: Addressbook, besides path: String) -> String? {
    let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
    let name = "\((path as NSString).lastPathComponent).refbook-unsaved-\(stamp)"
    let folders = [
      (path as NSString).deletingLastPathComponent, NSHomeDirectory(), NSTemporaryDirectory(),
    ]
    let data = Data(Person.vCardText(for: SortOrder.name.sorted(book)).utf8)
    for folder in folders where !folder.isEmpty {
      let candidate = (folder as NSString).appendingPathComponent(name)
      if (try? data.write(to: URL(fileURLWithPath: candidate), options: .withoutOverwriting)) != nil {
        return candidate
      }
    }
    return nil
  }
}
