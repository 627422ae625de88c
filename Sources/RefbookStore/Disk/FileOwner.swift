#if canImport(Glibc)
import Glibc
#endif

/// The owner and group a file refbook writes must have when refbook runs as
/// root on another user's book (`sudo refbook --book ~alice/contacts.vcf`):
/// those of the file it replaces, or, for a new file, those of its folder —
/// never root's, which would lock the owner out of their own book.
///
/// Only root can give a file away; any other user's new files are theirs,
/// and a replaced file already was.
struct FileOwner: Equatable {
  var user: uid_t
  var group: gid_t

  /// The owner a file written at `path` (in `folder`) must get; `nil` when
  /// not running as root, or when neither `path` nor `folder` can be read.
  ///
  /// - Complexity: O(1) system calls.
  static func ofReplaced(_ path: String, in folder: String) -> FileOwner? {
    guard geteuid() == 0 else { return nil }
    var status = stat()
    guard stat(path, &status) == 0 || stat(folder, &status) == 0 else { return nil }
    return FileOwner(user: status.st_uid, group: status.st_gid)
  }

  /// Gives the open file `fd` to this owner. A failure (a file system that
  /// refuses root, such as NFS with root squashing) leaves the file root's:
  /// still written, which matters more.
  ///
  /// - Complexity: O(1).
  func give(_ fd: Int32) {
    _ = fchown(fd, user, group)
  }
}
