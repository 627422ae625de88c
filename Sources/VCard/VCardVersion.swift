/// The vCard versions refbook writes. (It reads 2.1 as well.)
public enum VCardVersion: String, Hashable, Sendable, CaseIterable {
  /// RFC 2426, for programs that do not read 4.0 yet.
  case v3 = "3.0"
  /// RFC 6350, the default.
  case v4 = "4.0"
}
