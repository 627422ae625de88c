import Foundation
import RefbookTestSupport
import RefbookUI

/// refbook's own CardDAV sync (`refbook sync`) and vdirsyncer's, each
/// syncing a vdir of its own with the same local Radicale collection of the
/// generated persons of ``SampleFiles``, at 1,000 and 10,000: the first
/// download, a sync with nothing changed, and a sync after one card changed
/// on the server. Radicale and vdirsyncer are the tests' virtual
/// environment's (`scripts/ensure-deps --with-test-tools`).
enum CardDAVBenchmarks {
  static let sizes = [1_000, 10_000]
  /// Rounds of the syncs with nothing and one card changed; the first
  /// download is timed once.
  static let rounds = 3

  static func run(_ files: SampleFiles) {
    guard let refbook = Subprocess.refbook() else { return }
    let venv = FileManager.default.currentDirectoryPath + "/.venv/bin/"
    guard FileManager.default.isExecutableFile(atPath: venv + "radicale"), FileManager.default.isExecutableFile(atPath: venv + "vdirsyncer")
    else { return note("Radicale or vdirsyncer is not in .venv (`scripts/ensure-deps --with-test-tools`): no CardDAV figures") }
    let vdirsyncer = Subprocess.run(venv + "vdirsyncer", ["--version"])?.output.split(whereSeparator: \.isWhitespace).last.map { "vdirsyncer \($0)" }
    var table = FigureTable(columns: ["refbook", vdirsyncer ?? "vdirsyncer"])
    for size in sizes {
      guard let lab = CardDAVBenchLab(files: files, size: size, venv: venv, refbook: refbook) else {
        note("Radicale did not start with \(grouped(size)) contacts: no CardDAV figures for them")
        continue
      }
      defer { lab.stop() }
      table.add(lab.refbookSync(), row: "first download, \(grouped(size)) contacts", column: 0)
      table.add(lab.vdirsyncerSync(), row: "first download, \(grouped(size)) contacts", column: 1)
      for _ in 0..<rounds {
        table.add(lab.refbookSync(), row: "nothing changed, \(grouped(size)) contacts", column: 0)
        table.add(lab.vdirsyncerSync(), row: "nothing changed, \(grouped(size)) contacts", column: 1)
      }
      for round in 0..<rounds where lab.changeOneCard(round) {
        table.add(lab.refbookSync(), row: "one card changed, \(grouped(size)) contacts", column: 0)
        table.add(lab.vdirsyncerSync(), row: "one card changed, \(grouped(size)) contacts", column: 1)
      }
    }
    table.print(
      title: "refbook sync and vdirsyncer sync with the same local Radicale (first download once, "
        + "then the median of \(rounds) rounds, taking turns)",
      ratio: "refbook / vdirsyncer")
    print(
      "\nWall time of `refbook sync --book NAME` (its own vdir and state) and of `vdirsyncer sync` (a filesystem "
        + "storage paired with the collection), each until it exits, against Radicale on 127.0.0.1 over http with a "
        + "password; the collection's cards written into Radicale's storage and listed once before. One card changed: "
        + "a PUT of a card with a new note, then each sync brings it.")
    fflush(nil)
  }
}

/// A Radicale on a free port of 127.0.0.1 holding the persons of a
/// ``SampleFiles`` vdir in one collection, and the two clients' settings:
/// refbook's config file (book `bench`) and vdirsyncer's (pair `bench`).
private struct CardDAVBenchLab {
  let folder: String
  let port: Int
  let venv: String
  let refbook: String
  let pid: Int32
  /// The names of the cards' files on the server.
  let cards: [String]

  init?(files: SampleFiles, size: Int, venv: String, refbook: String) {
    folder = files.folder + "/carddav-\(size)"
    self.venv = venv
    self.refbook = refbook
    let collection = folder + "/radicale/collection-root/user/contacts"
    guard files.writeVdir(size, refbook: refbook),
      (try? FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)) != nil,
      let names = try? FileManager.default.contentsOfDirectory(atPath: files.vdir(size)).filter({ $0.hasSuffix(".vcf") }),
      let port = Subprocess.run(venv + "python3", ["-c", "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])"])
        .flatMap({ Int($0.output.trimmingCharacters(in: .whitespacesAndNewlines)) })
    else { return nil }
    for name in names { try? FileManager.default.copyItem(atPath: files.vdir(size) + "/" + name, toPath: collection + "/" + name) }
    cards = names.sorted()
    self.port = port
    let written = [
      (".Radicale.props", #"{"tag": "VADDRESSBOOK"}"#, collection),
      ("users", "user:x", folder),
      ("radicale.conf", """
        [server]
        hosts = 127.0.0.1:\(port)
        [auth]
        type = htpasswd
        htpasswd_filename = \(folder)/users
        htpasswd_encryption = plain
        [storage]
        filesystem_folder = \(folder)/radicale
        [logging]
        level = warning
        """, folder),
      ("config.toml", """
        [books.bench]
        carddav = "http://127.0.0.1:\(port)/user/contacts/"
        username = "user"
        password_command = "echo x"
        """, folder + "/config/refbook"),
      ("vdirsyncer.conf", """
        [general]
        status_path = "\(folder)/vdirsyncer-status/"
        [storage server]
        type = "carddav"
        url = "http://127.0.0.1:\(port)/user/contacts/"
        username = "user"
        password = "x"
        [storage local]
        type = "filesystem"
        path = "\(folder)/vdirsyncer-vdir/"
        fileext = ".vcf"
        [pair bench]
        a = "local"
        b = "server"
        collections = null
        """, folder),
    ]
    for (name, text, into) in written {
      try? FileManager.default.createDirectory(atPath: into, withIntermediateDirectories: true)
      guard FileManager.default.createFile(atPath: into + "/" + name, contents: Data((text + "\n").utf8)) else { return nil }
    }
    try? FileManager.default.createDirectory(atPath: folder + "/vdirsyncer-vdir", withIntermediateDirectories: true)
    let started = Subprocess.shell(
      "\(Subprocess.quoted(venv + "radicale")) --config \(Subprocess.quoted(folder + "/radicale.conf")) >\(Subprocess.quoted(folder + "/radicale.log")) 2>&1 & echo $!")
    pid = Int32(started?.output.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
    // Waits for Radicale, then lists the collection once (it computes and keeps every card's ETag then).
    let listed = python("""
      import time
      for _ in range(1200):
          try:
              dav('PROPFIND', None); break
          except OSError: time.sleep(0.1)
      """)
    guard pid > 0, listed,
      Subprocess.run(venv + "vdirsyncer", ["-c", folder + "/vdirsyncer.conf", "discover", "bench"])?.status == 0
    else {
      stop()
      return nil
    }
  }

  func stop() {
    if pid > 0 { kill(pid, SIGTERM) }
  }

  /// Milliseconds of `refbook sync --book bench`; `nil` when it failed.
  func refbookSync() -> Double? {
    let environment = ProcessInfo.processInfo.environment.merging(
      ["XDG_CONFIG_HOME": folder + "/config", "XDG_DATA_HOME": folder + "/data"]) { $1 }
    return (try? Subprocess.run([refbook, "sync", "--book", "bench"], environment: environment))?.succeededMilliseconds
  }

  /// Milliseconds of `vdirsyncer sync bench`; `nil` when it failed.
  func vdirsyncerSync() -> Double? {
    Subprocess.run(venv + "vdirsyncer", ["-c", folder + "/vdirsyncer.conf", "sync", "bench"])?.succeededMilliseconds
  }

  /// Changes one card on the server (a new note, by `PUT`); whether it did.
  func changeOneCard(_ round: Int) -> Bool {
    let name = cards[(round * 7919) % cards.count]
    guard let text = try? String(contentsOfFile: folder + "/radicale/collection-root/user/contacts/" + name, encoding: .utf8),
      let end = text.range(of: "END:VCARD")
    else { return false }
    let changed = text.replacingCharacters(in: end, with: "NOTE:changed in round \(round)\r\nEND:VCARD")
    let path = folder + "/changed.vcf"
    guard FileManager.default.createFile(atPath: path, contents: Data(changed.utf8)) else { return false }
    return python("dav('PUT', '\(name)', open('\(path)', 'rb').read())")
  }

  /// Runs `script` after a prelude defining `dav(method, name, body)`: one
  /// request for the collection (`name` `None`) or its card `name`; whether
  /// it succeeded.
  private func python(_ script: String) -> Bool {
    let prelude = """
      import urllib.request
      def dav(method, name, body=None):
          request = urllib.request.Request('http://127.0.0.1:\(port)/user/contacts/' + (name or ''), data=body, method=method)
          request.add_header('Authorization', 'Basic dXNlcjp4')
          request.add_header('Content-Type', 'text/vcard' if method == 'PUT' else 'application/xml')
          if method == 'PROPFIND': request.add_header('Depth', '1')
          return urllib.request.urlopen(request, timeout=600).read()

      """
    return Subprocess.run(venv + "python3", ["-c", prelude + script])?.status == 0
  }
}
