#if canImport(Glibc)
import Glibc
#endif

/// This process's environment variables, read from `environ` once, when
/// first asked for: refbook never changes its own environment, and every
/// `environment:` argument that defaults to this one (the book's path, the
/// user's folders, the config file) then shares one dictionary. A variable
/// named twice has its first value, as `getenv` gives it.
///
/// (`ProcessInfo.processInfo.environment` made a new dictionary at each of
/// the six calls a start made, in code that looks up runtime conformances.)
///
/// ```swift
/// UserFolders.cache(environment: ProcessEnvironment.variables)
/// ```
public enum ProcessEnvironment {
  /// The variables, by name.
  ///
  /// - Complexity: O(*e*) in the size of the environment the first time,
  ///   O(1) after.
  public static let variables: [String: String] = {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        let name = String(text[..<equals])
        if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
      }
      entry += 1
    }
    return variables
  }()
}
