#if canImport(Glibc)
import Glibc
#endif

/// An `errno` value, described the way the user needs to read it.
public struct SystemError: Error, Equatable {
  public var code: Int32
  /// Said instead of `strerror(code)` when the code alone would mislead.
  public var detail: String? = nil

  static var current: SystemError { SystemError(code: errno) }

  /// Why, in a sentence without the path: ``detail``, else the system's text.
  public var reason: String {
    if let detail { return detail }
    let text = String(cString: strerror(code))
    switch code {
    case EFBIG: return "\(text) (the file size limit was reached)"
    case ENOSPC: return "\(text) (the disk is full)"
    default: return text
    }
  }
}
