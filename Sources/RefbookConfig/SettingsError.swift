/// What is wrong with the config file, and where.
public struct SettingsError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The config file's path.
  public var path: String
  /// The line at fault, from 1; 0 when the fault is the file as a whole
  /// (it cannot be read).
  public var line: Int
  /// What is wrong, without the path or line (`unknown key "colour"; …`).
  public var message: String

  public init(path: String, line: Int, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  /// `PATH:LINE: message`, as compilers say it; `PATH: message` for line 0.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public var description: String {
    line > 0 ? "\(path):\(line): \(message)" : "\(path): \(message)"
  }
}
