import Foundation
import RefbookTestSupport

/// The vdirs the vdir section reads: the persons of a ``SampleFiles`` book
/// as a folder of one vCard file per contact, named by its UID, as a
/// vdirsyncer sync leaves them.
extension SampleFiles {
  /// The folder holding the persons of ``book(_:)`` at `size`.
  func vdir(_ size: Int) -> String { folder + "/vdir-\(size)" }

  /// Writes ``vdir(_:)`` at `size` by importing ``book(_:)`` into an empty
  /// folder with the `refbook` program at `refbook` (so the files are named
  /// as refbook names a new contact's); whether it succeeded.
  func writeVdir(_ size: Int, refbook: String) -> Bool {
    let vdir = vdir(size)
    try? FileManager.default.removeItem(atPath: vdir)
    guard (try? FileManager.default.createDirectory(atPath: vdir, withIntermediateDirectories: false)) != nil
    else { return false }
    return Subprocess.run(refbook, ["import", "--book", vdir, book(size)])?.status == 0
  }
}
