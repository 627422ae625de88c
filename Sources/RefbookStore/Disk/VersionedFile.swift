/// A file read with the version it had (its ``FileFingerprint``), and
/// replaced only by compare-and-swap against that version
/// (``DurableFile/swap(_:into:expecting:keepingBackup:)``): for a program
/// that rewrites a vdir's contact files beside the app (`refbook sync`), so
/// that a version the app or another program wrote in between is never lost.
public enum VersionedFile {
  /// The bytes of the regular file at `path` and its version; `nil` when
  /// there is no file.
  ///
  /// - Throws: ``StoreError/unreadable(path:reason:)``.
  /// - Complexity: O(*n*) in the size of the file.
  public static func read(_ path: String) throws(StoreError) -> (bytes: [UInt8], version: FileFingerprint)? {
    do { return try BookFile.read(path).map { ($0.bytes, $0.fingerprint) } } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
  }

  /// The version of the regular file at `path`, found without reading it;
  /// `nil` when there is no file.
  ///
  /// - Throws: ``StoreError/unreadable(path:reason:)``, for anything but a
  ///   regular file among the reasons.
  /// - Complexity: One `stat` call.
  public static func version(of path: String) throws(StoreError) -> FileFingerprint? {
    do { return try RegularFile.status(path).map(FileFingerprint.init(status:)) } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
  }

  /// Replaces the file at `path` with `bytes`, durably, if it is still the
  /// `expected` version (`nil`: there was no file); else the version found
  /// there is moved to a conflict copy beside it (see ``ConflictCopy``),
  /// whose path is returned as `unexpected`, for the caller to reconcile.
  /// Without `flushingFolder`, the caller flushes the folder
  /// (``DurableFile/flushFolder(_:)``) once after its writes; until then a
  /// crash may leave the old version or the new (each whole).
  ///
  /// - Returns: The version written, and the conflict copy, if one was made.
  /// - Throws: ``StoreError/cannotWrite(path:reason:)``; the file is then untouched.
  /// - Complexity: O(*n*) in the number of bytes, plus two `fsync` calls
  ///   (one without `flushingFolder`).
  public static func write(
    _ bytes: [UInt8], to path: String, expecting expected: FileFingerprint?, flushingFolder: Bool = true
  ) throws(StoreError) -> (written: FileFingerprint, unexpected: String?) {
    let swap = try DurableFile.swap(
      [bytes[...]], into: path, expecting: expected, keepingBackup: false, flushingFolder: flushingFolder)
    return (swap.written, swap.unexpected)
  }
}
