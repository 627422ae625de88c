/// A path as the config file writes it (a book's `path`, a `ca_file`), made
/// into one refbook can open: a leading `~` or `$HOME` (`${HOME}`) becomes the home folder, and a
/// relative path is taken from the config file's folder. A trailing `/` is
/// kept (it says "a folder").
enum BookPath {
  /// Why `written` cannot be made a path, if it cannot.
  enum Problem: Error, Equatable {
    case empty
    /// `~user`, `$OTHER`: refbook expands only `~` and `$HOME`.
    case unexpanded
  }

  /// `written` expanded, relative to `configFolder` when not absolute.
  ///
  /// - Complexity: O(*n*) in the length of the paths.
  static func expanded(_ written: String, home: String, configFolder: String) throws(Problem) -> String {
    guard !written.isEmpty else { throw .empty }
    for prefix in ["~", "$HOME", "${HOME}"] where written == prefix || written.hasPrefix(prefix + "/") {
      let rest = written.dropFirst(prefix.count)  // empty, or from the `/` on
      return rest.isEmpty ? home : (home.hasSuffix("/") ? String(home.dropLast()) : home) + rest
    }
    guard !written.hasPrefix("~"), !written.hasPrefix("$") else { throw .unexpanded }
    return written.hasPrefix("/") || configFolder.isEmpty ? written : joined(configFolder, written)
  }

  /// The folder `file` is in: empty for a bare name, `/` for `/name`.
  ///
  /// - Complexity: O(*n*) in the length of the path.
  static func folder(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "" }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }

  /// `relative` inside `folder`, with one `/` between them.
  ///
  /// - Complexity: O(*n*) in the length of the paths.
  static func joined(_ folder: String, _ relative: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }
}
