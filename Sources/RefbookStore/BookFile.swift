/// One version of the book's file as read from disk.
struct BookFile: Sendable {
  var bytes: [UInt8]
  var fingerprint: FileFingerprint

  /// Reads the whole file at `path`, following symbolic links; `nil` when
  /// there is no file (a book not yet created). Anything but a regular file,
  /// and a file of more than ``BookStore/fileSizeLimit`` bytes, is refused
  /// without being read (see ``RegularFile``).
  ///
  /// - Complexity: O(*n*) in the size of the file.
  static func read(_ path: String) throws(SystemError) -> BookFile? {
    try RegularFile.contents(of: path, atMost: BookStore.fileSizeLimit).map { bytes, status in
      BookFile(bytes: bytes, fingerprint: FileFingerprint(status: status))
    }
  }
}
