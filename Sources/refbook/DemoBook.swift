#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RefbookModel
import RefbookStore
import RefbookSamples

/// The demo book `--demo` opens: about fifty generated persons from many
/// countries and scripts, written to a fresh temporary folder each time, so
/// the demo can be edited freely and nobody's book is touched; the folder
/// is removed when refbook exits.
enum DemoBook {
  static let seed: UInt64 = 2026

  static func freshCopy() throws -> BookLocation {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("refbook-demo-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("contacts.vcf")
    let text = Person.vCardText(for: SampleBook.generate(count: 50, seed: seed))
    try DurableFile.write(Array(text.utf8), to: file.path, keepingBackup: false)
    return BookLocation(path: file.path)
  }

  /// Removes the folder ``freshCopy()`` made for `location`.
  static func remove(_ location: BookLocation) {
    try? FileManager.default.removeItem(atPath: location.path.deletingLastPathComponent)
  }
}
