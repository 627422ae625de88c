#if canImport(Glibc)
import Glibc
#endif
import RefbookModel

/// The user's folders, as the environment names them: what refbook falls
/// back on for its book, its rescue files and its crash reports.
public enum UserFolders {
  /// The home folder: `$HOME` when set and not empty (as every shell tool
  /// does, so `HOME=/elsewhere refbook` and `sudo -H` behave), else the
  /// password database's entry for the current user, else `/`.
  ///
  /// - Complexity: O(1) lookups.
  public static func home(environment: [String: String] = ProcessEnvironment.variables) -> String {
    if let home = environment["HOME"], !home.isEmpty { return home }
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return "/" }
    return String(cString: directory)
  }

  /// Where refbook keeps state that is not the book (crash reports):
  /// `$XDG_STATE_HOME/refbook`, else `~/.local/state/refbook` (a relative
  /// `XDG_STATE_HOME` is ignored, as the XDG Base Directory specification
  /// requires).
  ///
  /// - Complexity: O(1) lookups.
  public static func state(environment: [String: String] = ProcessEnvironment.variables) -> String {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return joined(state, "refbook")
    }
    return joined(home(environment: environment), ".local/state/refbook")
  }

  /// Where refbook keeps what it can make again (the outlines of large
  /// books): `$XDG_CACHE_HOME/refbook`, else `~/.cache/refbook` (a relative
  /// `XDG_CACHE_HOME` is ignored, as for ``state(environment:)``).
  ///
  /// - Complexity: O(1) lookups.
  public static func cache(environment: [String: String] = ProcessEnvironment.variables) -> String {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return joined(cache, "refbook")
    }
    return joined(home(environment: environment), ".cache/refbook")
  }

  /// The file of `folder` in ``cache(environment:)`` that keeps something of
  /// the book file at `book`: `FOLDER/HASH`, HASH naming the file's real
  /// path; `nil` when the book has no real path (it does not exist yet).
  ///
  /// - Complexity: O(1) system calls.
  static func cache(of book: String, in folder: String, environment: [String: String]) -> String? {
    guard let real = realpath(book, nil) else { return nil }
    defer { free(real) }
    let name = String(BytesHash.of(Array(String(cString: real).utf8)), radix: 16)
    return joined(cache(environment: environment), folder + "/" + name)
  }

  static func joined(_ folder: String, _ relative: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }
}
