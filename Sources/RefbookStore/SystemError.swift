#if canImport(Glibc)
import Glibc
#endif

/// An `errno` value, described the way the user needs to read it.
struct SystemError: Error, Equatable {
  var code: Int32
  /// Said instead of `strerror(code)` when the code alone would mislead.
  var detail: String? = nil

  static var current: SystemError { SystemError(code: errno) }

  var reason: String {
    if let detail { return detail }
    let text = String(cString: strerror(code))
    switch code {
    case EFBIG: return "\(text) (the file size limit was reached)"
    case ENOSPC: return "\(text) (the disk is full)"
    default: return text
    }
  }
}
