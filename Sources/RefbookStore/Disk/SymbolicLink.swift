#if canImport(Glibc)
import Glibc
#endif

/// Following a chain of symbolic links to the file they name.
enum SymbolicLink {
  /// The path of the file that `path` finally names: each link in the chain
  /// is read and a relative target is taken relative to the link's folder.
  /// The final file need not exist (a link may point to a book not yet
  /// created). Folders along the way are not resolved; they need not be, as
  /// a file is replaced by renaming inside its own folder.
  ///
  /// - Complexity: O(*k*) system calls for a chain of *k* links (at most 40).
  static func target(of path: String) throws(SystemError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      if lstat(current, &status) != 0 {
        if errno == ENOENT { return current }
        throw .current
      }
      guard (status.st_mode & S_IFMT) == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length >= 0 else { throw .current }
      let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
    }
    throw SystemError(code: ELOOP)
  }

  /// The folder holding `path` (`.` for a bare file name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path`.
  static func fileName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
