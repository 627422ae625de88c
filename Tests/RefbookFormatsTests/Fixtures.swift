import Foundation

/// The text of a file in `Fixtures/`.
func fixture(_ name: String) -> String {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  return try! String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
}

/// Ids `id1`, `id2`, … in order, for deterministic imports.
final class SequentialIDs {
  private var next = 0
  func make() -> String {
    next += 1
    return "id\(next)"
  }
}
