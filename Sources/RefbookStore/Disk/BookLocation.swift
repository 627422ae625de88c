#if canImport(Glibc)
import Glibc
#endif

/// Where the address book lives on disk.
///
/// The path is chosen, in order, from an explicit `--book PATH`, the
/// `REFBOOK_BOOK` environment variable, `$XDG_DATA_HOME/refbook/contacts.vcf`
/// and `~/.local/share/refbook/contacts.vcf`. Empty values count as unset, and
/// a relative `XDG_DATA_HOME` is ignored, as the XDG Base Directory
/// specification requires.
public struct BookLocation: Hashable, Sendable {
  /// The path as configured; it may be a symbolic link to the real file.
  public var path: String

  public init(path: String) {
    self.path = path
  }

  /// Whether the book here is a folder of contact files (a vdir): the path
  /// names a folder (through symbolic links), or ends in `/`.
  ///
  /// - Complexity: One `stat` call.
  public var isFolder: Bool {
    var status = stat()
    return path.hasSuffix("/") || (stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR)
  }

  /// Resolves the book's path from the command line and an environment.
  ///
  /// A pure function, so that every rule can be tested without touching the
  /// process environment.
  ///
  /// - Parameters:
  ///   - explicit: The `--book` argument, if given.
  ///   - environment: The environment variables to consult.
  ///   - home: The user's home folder, used when no variable says otherwise.
  /// - Complexity: O(1) dictionary lookups.
  public static func resolve(explicit: String?, environment: [String: String], home: String) -> BookLocation {
    if let named = named(explicit: explicit, environment: environment) {
      return BookLocation(path: named)
    }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return BookLocation(path: UserFolders.joined(data, "refbook/contacts.vcf"))
    }
    return BookLocation(path: UserFolders.joined(home, ".local/share/refbook/contacts.vcf"))
  }

  /// The path the user named — `explicit` (`--book`), else `REFBOOK_BOOK`,
  /// empty values counting as unset — or `nil` when refbook chooses its
  /// default place. A named book whose folder does not exist is a mistake;
  /// the default one's folder is made on first save.
  ///
  /// - Complexity: O(1) dictionary lookups.
  public static func named(explicit: String?, environment: [String: String]) -> String? {
    if let explicit, !explicit.isEmpty { return explicit }
    if let book = environment["REFBOOK_BOOK"], !book.isEmpty { return book }
    return nil
  }

  /// Resolves the book's path from this process's environment; the home folder
  /// is ``UserFolders/home(environment:)``.
  ///
  /// - Complexity: O(*e*) in the size of the environment.
  public static func current(explicit: String?) -> BookLocation {
    let environment = ProcessEnvironment.variables
    return resolve(explicit: explicit, environment: environment, home: UserFolders.home(environment: environment))
  }
}
