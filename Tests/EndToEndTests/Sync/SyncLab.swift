import Foundation
import RefbookTestSupport
import Testing

/// A real CardDAV server (Radicale, on 127.0.0.1 at a free port, storing in
/// a temporary folder, taking the user `user` with the password `x`) with
/// one address book, `user/contacts`, and a
/// vdirsyncer configuration that syncs it with a vdir (`pair folder`) and
/// with a single-file book (`pair single`), both in the lab's folder. The
/// server is stopped by its pid when the lab is.
///
/// Radicale and vdirsyncer come from the tests' virtual environment
/// (`make test-deps`), found on `PATH`.
final class SyncLab {
  let folder: TemporaryDirectory
  let port: Int
  private let pid: Int32

  /// The vdir vdirsyncer syncs with the server.
  var vdir: String { folder.path(of: "vdir") }
  /// The single-file book vdirsyncer syncs with the server.
  var singleFile: String { folder.path(of: "single.vcf") }

  init() throws {
    folder = try TemporaryDirectory("sync")
    port = Int(try Self.python("import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])"))!
    try folder.write("user:x\n", to: "users")
    try folder.write(
      """
      [server]
      hosts = 127.0.0.1:\(port)
      [auth]
      type = htpasswd
      htpasswd_filename = \(folder.path(of: "users"))
      htpasswd_encryption = plain
      [storage]
      filesystem_folder = \(folder.path(of: "radicale"))
      [logging]
      level = warning
      """, to: "radicale.conf")
    let started = try Subprocess.run(
      ["/bin/sh", "-c", "radicale --config \"$1\" >\"$2\" 2>&1 & echo $!", "sh", folder.path(of: "radicale.conf"), folder.path(of: "radicale.log")],
      capturesErrors: true)
    pid = Int32(started.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    try Self.python(
      """
      import time, urllib.request
      for _ in range(200):
          try:
              urllib.request.urlopen('http://127.0.0.1:\(port)/'); break
          except urllib.error.HTTPError: break
          except OSError: time.sleep(0.05)
      body = b'<?xml version="1.0"?><mkcol xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><set><prop><resourcetype><collection/><C:addressbook/></resourcetype></prop></set></mkcol>'
      request = urllib.request.Request('http://127.0.0.1:\(port)/user/contacts/', data=body, method='MKCOL')
      request.add_header('Authorization', 'Basic dXNlcjp4')
      print(urllib.request.urlopen(request).status)
      """)
    try FileManager.default.createDirectory(atPath: vdir, withIntermediateDirectories: false)
    try folder.write("", to: "single.vcf")
    try folder.write(
      """
      [general]
      status_path = "\(folder.path(of: "status"))/"
      [storage server]
      type = "carddav"
      url = "http://127.0.0.1:\(port)/user/contacts/"
      username = "user"
      password = "x"
      [storage vdir_store]
      type = "filesystem"
      path = "\(vdir)/"
      fileext = ".vcf"
      [storage single_store]
      type = "singlefile"
      path = "\(singleFile)"
      [pair folder]
      a = "vdir_store"
      b = "server"
      collections = null
      [pair single]
      a = "single_store"
      b = "server"
      collections = null
      """, to: "vdirsyncer.conf")
  }

  deinit {
    if pid > 0 { kill(pid, SIGTERM) }
    folder.remove()
  }

  /// `vdirsyncer sync PAIR` (discovering first), failing on an error.
  func sync(_ pair: String) throws {
    for command in [["discover", pair], ["sync", pair]] {
      let outcome = try Subprocess.run(
        ["/usr/bin/env", "vdirsyncer", "-c", folder.path(of: "vdirsyncer.conf")] + command, capturesErrors: true)
      guard outcome.status == 0, !outcome.errors.contains("error:") else {
        throw Subprocess.Failure(description: "vdirsyncer \(command.joined(separator: " ")): \(outcome.errors)")
      }
    }
  }

  /// The cards the server holds, read from its storage: `[file name: text]`.
  func serverCards() throws -> [String: String] {
    var cards: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: serverCollection) where name.hasSuffix(".vcf") {
      cards[name] = try String(contentsOfFile: serverCollection + "/" + name, encoding: .utf8)
    }
    return cards
  }

  /// The folder Radicale keeps the address book's cards in.
  var serverCollection: String { folder.path(of: "radicale/collection-root/user/contacts") }

  /// Puts `cards` (`[file name: text]`) into the server's storage at once,
  /// as if they had been uploaded: a large book in no time.
  func storeOnServer(_ cards: [String: String]) throws {
    for (name, card) in cards {
      try card.write(toFile: serverCollection + "/" + name, atomically: true, encoding: .utf8)
    }
  }

  /// Puts `card` on the server as `NAME.vcf` over CardDAV (what another
  /// device syncing with it does), or deletes it when `card` is `nil`.
  func putOnServer(_ name: String, _ card: String?) throws {
    let method = card == nil ? "DELETE" : "PUT"
    let escaped = (card ?? "").replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      .replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    try Self.python(
      """
      import urllib.request
      request = urllib.request.Request('http://127.0.0.1:\(port)/user/contacts/\(name).vcf', data='\(escaped)'.encode() or None, method='\(method)')
      request.add_header('Authorization', 'Basic dXNlcjp4')
      request.add_header('Content-Type', 'text/vcard')
      print(urllib.request.urlopen(request).status)
      """)
  }

  /// Runs a Python script, failing on a non-zero status; its output, trimmed.
  @discardableResult
  static func python(_ script: String) throws -> String {
    let outcome = try Subprocess.run(["/usr/bin/env", "python3", "-c", script], capturesErrors: true)
    guard outcome.status == 0 else { throw Subprocess.Failure(description: "python3: \(outcome.errors)") }
    return outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
