import Foundation
import RefbookTestSupport
import Testing

/// A real CardDAV server on 127.0.0.1, at a free port, storing in a
/// temporary folder, with one address book (``collectionURL``), and a
/// vdirsyncer configuration that syncs it with a vdir (`pair folder`) and
/// with a single-file book (`pair single`), both in the lab's folder. The
/// server is stopped by its pid when the lab is.
///
/// - ``Server/radicale``: the user `user` with the password `x`; the book is
///   `/user/contacts/`. With `tls` it speaks only https, with a self-signed
///   certificate for 127.0.0.1 the lab makes (``certificate``).
/// - ``Server/xandikos``: no login (it takes any, and asks for none); the
///   book is `/user/contacts/addressbook/`, kept in a git repository whose
///   work tree holds the cards.
///
/// Radicale, Xandikos and vdirsyncer come from the tests' virtual
/// environment (`make test-deps`), found on `PATH`.
final class SyncLab {
  /// The CardDAV servers a lab can run.
  enum Server: String, CaseIterable, CustomTestStringConvertible {
    case radicale, xandikos
    var testDescription: String { rawValue }
  }

  let server: Server
  let folder: TemporaryDirectory
  let port: Int
  /// The PEM file of the server's self-signed certificate (for 127.0.0.1)
  /// when it speaks https; `nil` when it speaks plain http.
  let certificate: String?
  private var pid: Int32 = 0

  /// `http://127.0.0.1:PORT`, or `https://…` with a ``certificate``.
  var origin: String { "\(certificate == nil ? "http" : "https")://127.0.0.1:\(port)" }
  /// The address book's path on the server.
  var collectionPath: String { server == .radicale ? "/user/contacts/" : "/user/contacts/addressbook/" }
  /// The address book's URL.
  var collectionURL: String { origin + collectionPath }
  /// The vdir vdirsyncer syncs with the server.
  var vdir: String { folder.path(of: "vdir") }
  /// The single-file book vdirsyncer syncs with the server.
  var singleFile: String { folder.path(of: "single.vcf") }
  /// The folder the server keeps the address book's cards in, one `.vcf` file each.
  var serverCollection: String {
    folder.path(of: server == .radicale ? "radicale/collection-root/user/contacts" : "xandikos/user/contacts/addressbook")
  }

  /// Starts `server`; with `tls` (Radicale only) over https with a
  /// certificate made here by openssl.
  init(_ server: Server = .radicale, tls: Bool = false) throws {
    precondition(!tls || server == .radicale, "only Radicale is run over https")
    self.server = server
    folder = try TemporaryDirectory("sync")
    port = Int(try Self.python("import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])"))!
    certificate = tls ? folder.path(of: "certificate.pem") : nil
    if tls { try Self.makeCertificate(folder.path(of: "certificate.pem"), key: folder.path(of: "key.pem")) }
    switch server {
    case .radicale:
      try folder.write("user:x\n", to: "users")
      try folder.write(
        """
        [server]
        hosts = 127.0.0.1:\(port)
        ssl = \(tls ? "True" : "False")
        certificate = \(folder.path(of: "certificate.pem"))
        key = \(folder.path(of: "key.pem"))
        [auth]
        type = htpasswd
        htpasswd_filename = \(folder.path(of: "users"))
        htpasswd_encryption = plain
        [storage]
        filesystem_folder = \(folder.path(of: "radicale"))
        [logging]
        level = warning
        """, to: "radicale.conf")
    case .xandikos: break
    }
    try startServer()
    if server == .radicale {
      try python(
        """
        body = b'<?xml version="1.0"?><mkcol xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><set><prop><resourcetype><collection/><C:addressbook/></resourcetype></prop></set></mkcol>'
        print(dav('MKCOL', '\(collectionPath)', body))
        """)
    }
    try FileManager.default.createDirectory(atPath: vdir, withIntermediateDirectories: false)
    try folder.write("", to: "single.vcf")
    try folder.write(
      """
      [general]
      status_path = "\(folder.path(of: "status"))/"
      [storage server]
      type = "carddav"
      url = "\(collectionURL)"
      username = "user"
      password = "x"
      \(certificate.map { "verify = \"\($0)\"" } ?? "")
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

  /// Starts the server (at first, or again after ``killServer()``) on the
  /// lab's port and storage, and waits for its first answer (any status; a
  /// certificate refused stops it).
  func startServer() throws {
    let command =
      switch server {
      case .radicale: ["radicale", "--config", folder.path(of: "radicale.conf")]
      case .xandikos:
        // --defaults makes the principal /user/ and its address book.
        [
          "xandikos", "serve", "--defaults", "--no-detect-systemd", "-d", folder.path(of: "xandikos"),
          "--state-dir", folder.path(of: "xandikos-state"), "-l", "127.0.0.1", "-p", "\(port)", "--current-user-principal", "/user/",
        ]
      }
    let started = try Subprocess.run(
      ["/bin/sh", "-c", "log=\"$1\"; shift; \"$@\" >>\"$log\" 2>&1 & echo $!", "sh", folder.path(of: "server.log")] + command,
      capturesErrors: true)
    pid = Int32(started.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    do {
      try python(
        """
        import time
        for _ in range(600):
            try:
                urllib.request.urlopen('\(origin)/', context=context); break
            except urllib.error.HTTPError: break
            except urllib.error.URLError as error:
                if isinstance(error.reason, ssl.SSLError): raise
                time.sleep(0.05)
        else:
            raise SystemExit('the server did not answer within 30 s')
        """)
    } catch {
      throw Subprocess.Failure(description: "\(error)\n\(server): \((try? folder.read("server.log")) ?? "")")
    }
  }

  /// Kills the server (`SIGKILL`: no chance to finish anything) and waits
  /// for it to be gone.
  func killServer() async throws {
    kill(pid, SIGKILL)
    for _ in 0..<600 {
      let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
      if stat.isEmpty || stat.contains(") Z ") { return }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw Subprocess.Failure(description: "the server \(pid) did not end")
  }

  /// A self-signed certificate for 127.0.0.1 (its subject and its one
  /// alternative name), good for two days, and its key, unencrypted.
  static func makeCertificate(_ certificate: String, key: String) throws {
    let made = try Subprocess.run(
      [
        "/usr/bin/openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "2",
        "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
      ], capturesErrors: true)
    guard made.status == 0 else { throw Subprocess.Failure(description: "openssl req: \(made.errors)") }
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

  /// Puts `cards` (`[file name: text]`) into the server's storage at once,
  /// as if they had been uploaded: a large book in no time. (Xandikos reads
  /// its git repository, so there they are committed.)
  func storeOnServer(_ cards: [String: String]) throws {
    for (name, card) in cards {
      try card.write(toFile: serverCollection + "/" + name, atomically: true, encoding: .utf8)
    }
    guard server == .xandikos else { return }
    for command in [["add", "--"] + cards.keys.sorted(), ["-c", "user.name=lab", "-c", "user.email=lab@example.org", "commit", "-q", "-m", "stored"]] {
      let outcome = try Subprocess.run(["/usr/bin/env", "git", "-C", serverCollection] + command, capturesErrors: true)
      guard outcome.status == 0 else { throw Subprocess.Failure(description: "git \(command.joined(separator: " ")): \(outcome.errors)") }
    }
  }

  /// Puts `card` on the server as `NAME.vcf` over CardDAV (what another
  /// device syncing with it does), or deletes it when `card` is `nil`.
  func putOnServer(_ name: String, _ card: String?) throws {
    let escaped = (card ?? "").replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      .replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    try python("print(dav('\(card == nil ? "DELETE" : "PUT")', '\(collectionPath)\(name).vcf', '\(escaped)'.encode() or None))")
  }

  /// Runs `script` after a prelude that imports `ssl` and `urllib.request`,
  /// makes `context` (trusting ``certificate`` only, when there is one) and
  /// defines `dav(method, path, body)`: one request to the server as `user`,
  /// its status (an error status raises). Fails on a non-zero status.
  @discardableResult
  func python(_ script: String) throws -> String {
    try Self.python(
      """
      import ssl, urllib.request
      context = ssl.create_default_context(cafile=\(certificate.map { "'\($0)'" } ?? "None"))
      def dav(method, path, body):
          request = urllib.request.Request('\(origin)' + path, data=body, method=method)
          request.add_header('Authorization', 'Basic dXNlcjp4')
          request.add_header('Content-Type', 'text/vcard' if method == 'PUT' else 'application/xml')
          return urllib.request.urlopen(request, context=context).status

      """ + script)
  }

  /// Runs a Python script, failing on a non-zero status; its output, trimmed.
  @discardableResult
  static func python(_ script: String) throws -> String {
    let outcome = try Subprocess.run(["/usr/bin/env", "python3", "-c", script], capturesErrors: true)
    guard outcome.status == 0 else { throw Subprocess.Failure(description: "python3: \(outcome.errors)") }
    return outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
