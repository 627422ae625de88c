import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import RefbookCommandLine
import RefbookStore

/// `refbook-carddav`, the program that runs `refbook sync` and `refbook
/// carddav`: apart, so that libcurl, libxml2 and the libraries they bring
/// (TLS, Kerberos, LDAP: 34 in all) are loaded by these commands only,
/// never by a start of the app. `make install` puts it beside `refbook`.
enum CardDAVProgram {
  static let name = "refbook-carddav"

  /// Runs `refbook-carddav` with this program's command line (`sync …`,
  /// `carddav discover …`, parsed alike by both), environment and standard
  /// streams, and waits for it.
  ///
  /// - Throws: `ExitCode`: its exit status when not 0 (128 + N after
  ///   signal N); 2, saying why, when it is missing or cannot start.
  static func run() throws(ExitCode) {
    let folder = ownFolder()
    guard let path = path(besideFolder: folder, searchPath: ProcessEnvironment.variables["PATH"] ?? "") else {
      throw Console.failure("\(name) is missing: it is neither in \(folder ?? "refbook's folder") nor on $PATH (make install puts it beside refbook)")
    }
    let status: Int32
    do { status = try SpawnedProgram.run(path, [name] + CommandLine.arguments.dropFirst()) } catch {
      throw Console.failure("cannot run \(path): \(error.reason)")
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Where `refbook-carddav` is: in `folder` (refbook's own), else in the
  /// first folder of `searchPath` (`$PATH`, folders separated by `:`,
  /// empty ones skipped) that holds it executable; `nil` when in none.
  private static func path(besideFolder folder: String?, searchPath: String) -> String? {
    let folders = [folder].compactMap(\.self) + searchPath.split(separator: ":").map(String.init)
    return folders.lazy.map { $0 + "/" + name }.first { access($0, X_OK) == 0 }
  }

  /// The folder of this program's file (of `/proc/self/exe`, so through
  /// any link to it); `nil` when it cannot be known.
  private static func ownFolder() -> String? {
    guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved).deletingLastPathComponent
  }
}
