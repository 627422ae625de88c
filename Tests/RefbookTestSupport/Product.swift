import Foundation

/// The executables the package builds, found next to the running test binary.
///
/// `swift build --build-tests` puts the test bundle and every product in the same
/// folder (`.build/<triple>/debug`, or under any `--scratch-path`), so the products
/// under test are looked up there. `REFBOOK_E2E_BIN` overrides the folder.
public enum Product {
  /// A product that is not in the folder.
  public struct Missing: Error, CustomStringConvertible {
    public var path: String
    public var description: String {
      "\(path) does not exist: build the products first (`swift build --build-tests`)"
    }
  }

  /// The folder holding the built products.
  public static var folder: String {
    if let override = ProcessInfo.processInfo.environment["REFBOOK_E2E_BIN"], !override.isEmpty {
      return override
    }
    let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: executable).deletingLastPathComponent().path
  }

  /// The absolute path of the executable product `name`.
  ///
  /// - Throws: `Missing` if it has not been built.
  public static func path(_ name: String) throws -> String {
    let path = folder + "/" + name
    guard FileManager.default.isExecutableFile(atPath: path) else { throw Missing(path: path) }
    return path
  }
}
