#if canImport(Glibc)
import Glibc
#endif
import RefbookCardDAV
import RefbookConfig

/// The credentials of a CardDAV account: its username, and the password
/// written in the config file or printed first by its `password_command`
/// (run by `/bin/sh -c`). The password goes to the HTTP client only: no
/// message repeats it.
enum CardDAVLogin {
  /// Why no password came: the command's failure, without its output.
  struct Failure: Error {
    let message: String
  }

  static func credentials(_ account: Settings.CardDAVAccount) throws(Failure) -> HTTPClient.Credentials? {
    guard let username = account.username else { return nil }
    switch account.password {
    case .written(let password): return HTTPClient.Credentials(username: username, password: password)
    case .command(let command): return HTTPClient.Credentials(username: username, password: try firstLine(of: command))
    case nil: return HTTPClient.Credentials(username: username, password: "")
    }
  }

  /// The first line `command` prints, run by the shell.
  ///
  /// - Throws: ``Failure`` when it cannot run or exits with a status but 0.
  static func firstLine(of command: String) throws(Failure) -> String {
    guard let pipe = popen(command, "r") else { throw Failure(message: "cannot run the password command") }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&chunk, 1, chunk.count, pipe)
      if count == 0 { break }
      output += chunk[..<count]
    }
    let status = pclose(pipe)
    guard status == 0 else { throw Failure(message: "the password command failed (status \(status >> 8))") }
    return String(decoding: output.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
  }
}
