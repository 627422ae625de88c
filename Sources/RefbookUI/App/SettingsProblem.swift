/// Why a value the config file gives is not allowed (a colour, a key, a
/// column): the message a settings error shows, without its place.
public struct SettingsProblem: Error, Equatable, Sendable {
  public var message: String

  /// - Complexity: O(1).
  public init(_ message: String) { self.message = message }
}
