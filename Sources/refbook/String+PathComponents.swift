#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RefbookStore

/// Path text taken apart as `NSString`'s path methods do, without loading
/// Foundation for them: slashes at the end are ignored, and the root stays `/`.
extension String {
  /// The last component: `b` of `/a/b/`, `/` of `/`, `` of ``.
  ///
  /// - Complexity: O(*n*) in the length of the path.
  var lastPathComponent: String {
    let path = withoutTrailingSlashes
    guard path != "/", let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The path without its last component: `/a` of `/a/b/`, `/` of `/a`,
  /// empty for a bare name.
  ///
  /// - Complexity: O(*n*) in the length of the path.
  var deletingLastPathComponent: String {
    let path = withoutTrailingSlashes
    guard path != "/", let slash = path.lastIndex(of: "/") else { return path == "/" ? "/" : "" }
    let folder = String(path[..<slash]).withoutTrailingSlashes
    return folder.isEmpty ? "/" : folder
  }

  /// The path with a leading `~` replaced by the home folder
  /// (``UserFolders/home(environment:)``) and `~name` by that user's; other
  /// paths, and unknown users, unchanged.
  ///
  /// - Complexity: O(*n*) in the length of the path.
  var expandingTildeInPath: String {
    guard hasPrefix("~") else { return self }
    let end = firstIndex(of: "/") ?? endIndex
    let user = self[index(after: startIndex)..<end]
    let home: String
    if user.isEmpty {
      home = UserFolders.home()
    } else if let entry = getpwnam(String(user)), let folder = entry.pointee.pw_dir {
      home = String(cString: folder)
    } else {
      return self
    }
    return (home + self[end...]).withoutTrailingSlashes
  }

  /// The path without the slashes at its end, `/` for the root.
  private var withoutTrailingSlashes: String {
    guard hasSuffix("/") else { return self }
    let trimmed = String(self[..<(lastIndex(where: { $0 != "/" }).map { index(after: $0) } ?? startIndex)])
    return trimmed.isEmpty ? (isEmpty ? "" : "/") : trimmed
  }
}
