#if canImport(Glibc)
import Glibc
#endif
import RefbookStore

/// The user's editor, run on a text: `$VISUAL`, else `$EDITOR`, else `vi`,
/// through `/bin/sh` (so `EDITOR="code -w"` works), on a temporary file of
/// mode 0600 that is removed afterwards. While it runs, refbook ignores
/// Ctrl-C and Ctrl-\ (the editor gets them, as with `system(3)`). What the
/// editor leaves is read back only from a regular file of at most
/// ``sizeLimit`` bytes (see ``RegularFile``): a FIFO in its place is refused,
/// never waited on.
///
/// ```swift
/// let edited = try ExternalEditor.edit(text)   // nil: the editor exited with an error
/// ```
enum ExternalEditor {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The most bytes of text read back from the editor: as many as a book's
  /// file may hold (``BookStore/fileSizeLimit``, 1 GiB).
  static let sizeLimit = BookStore.fileSizeLimit

  /// The text as the editor left it, or `nil` when the editor did not exit
  /// with status 0.
  ///
  /// - Throws: ``Failure`` when the temporary file cannot be written or
  ///   read, or the shell cannot be started.
  static func edit(_ text: String, environment: [String: String] = ProcessEnvironment.variables) throws -> String? {
    let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
    let folder = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((folder + "/refbook-edit-XXXXXX.vcf").utf8CString)
    let fd = mkstemps(&template, 4)
    guard fd >= 0 else { throw Failure(description: "cannot make a temporary file in \(folder): \(String(cString: strerror(errno)))") }
    let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(path) }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    guard written == bytes.count else { throw Failure(description: "cannot write \(path)") }
    let status: Int32
    do { status = try SpawnedProgram.run("/bin/sh", ["/bin/sh", "-c", editor + " \"$1\"", "sh", path]) } catch {
      throw Failure(description: "cannot run /bin/sh: \(error.reason)")
    }
    guard status == 0 else { return nil }
    let edited: [UInt8]?
    do { edited = try RegularFile.read(path, atMost: sizeLimit) } catch {
      throw Failure(description: "cannot read \(path) back: \(error.reason)")
    }
    guard let edited else { throw Failure(description: "cannot read \(path) back: the editor removed it") }
    return String(decoding: edited, as: UTF8.self)
  }
}
