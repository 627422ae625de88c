#if canImport(Glibc)
import Glibc
#endif

/// What kind of file a path names. What refbook reads or replaces is a
/// regular file: a device, a FIFO or a socket is refused before it is opened
/// (see ``RegularFile``: a character device would read as an empty book
/// whose first save replaces the device, a FIFO would block forever,
/// `/dev/zero` would be read until memory runs out).
enum FileKind: Equatable {
  case regular, folder, characterDevice, blockDevice, fifo, socket, unknown

  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFIFO: self = .fifo
    case S_IFSOCK: self = .socket
    default: self = .unknown
    }
  }

  /// Nothing when `status` is a regular file; otherwise the error that says
  /// what it is instead (a folder keeps its own `EISDIR`), and, given the
  /// `role` of the file (`a book`), that it must be a regular file.
  ///
  /// - Complexity: O(1).
  static func requireRegular(_ status: stat, as role: String? = nil) throws(SystemError) {
    let kind = FileKind(mode: status.st_mode)
    switch kind {
    case .regular: return
    case .folder: throw SystemError(code: EISDIR)
    default:
      let rule = role.map { "; \($0) must be a regular file" } ?? ""
      throw SystemError(code: EINVAL, detail: "it is \(kind.name), not a regular file" + rule)
    }
  }

  /// The kind with its article, for a sentence.
  private var name: String {
    switch self {
    case .regular: "a regular file"
    case .folder: "a folder"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .fifo: "a FIFO (named pipe)"
    case .socket: "a socket"
    case .unknown: "a special file"
    }
  }
}
