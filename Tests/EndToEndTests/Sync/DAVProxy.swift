import Foundation
import RefbookTestSupport

/// The tests' CardDAV proxy (`dav-proxy.py`, beside this file) in front of
/// a lab's server, on a free port of 127.0.0.1: a server without
/// `sync-collection`, or one whose answer to a given request is held until
/// the test releases it, then sent or lost. Stopped by its pid with the
/// proxy.
final class DAVProxy {
  /// What the proxy does besides forwarding.
  enum Behaviour {
    /// Nothing: it forwards every request, counting them (``multigets``).
    case forward
    /// Answers `REPORT sync-collection` with 403.
    case refuseSyncCollection
    /// Holds the answer to the `n`th request of `kind` (`multiget` or
    /// `put`), forwarded, until ``release()``; then sends it, or with
    /// `drop` closes the connection without it. With
    /// `refusingSyncCollection`, as ``refuseSyncCollection`` too: a first
    /// sync then fetches the cards a hundred at a time, as it does from a
    /// server without `sync-collection` (from one with it, it asks for
    /// every card in one request).
    case hold(kind: String, n: Int, drop: Bool, refusingSyncCollection: Bool = false)
  }

  let lab: SyncLab
  let port: Int
  /// Where the proxy says it holds, and is told to release.
  private let folder: String
  private let pid: Int32

  init(for lab: SyncLab, _ behaviour: Behaviour) throws {
    self.lab = lab
    folder = lab.folder.path(of: "proxy")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("dav-proxy.py").path
    let options: [String] =
      switch behaviour {
      case .forward: []
      case .refuseSyncCollection: ["--refuse-sync-collection"]
      case .hold(let kind, let n, let drop, let refusing):
        ["--hold", "\(kind):\(n)"] + (drop ? ["--drop"] : []) + (refusing ? ["--refuse-sync-collection"] : [])
      }
    let output = folder + "/port"
    let started = try Subprocess.run(
      ["/bin/sh", "-c", "out=\"$1\"; shift; \"$@\" >\"$out\" 2>>\"$out.log\" & echo $!", "sh", output, "/usr/bin/env", "python3", script,
       "--upstream", "\(lab.port)", "--folder", folder] + options,
      capturesErrors: true)
    pid = Int32(started.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    var port: Int?
    for _ in 0..<600 where port == nil {
      port = (try? String(contentsOfFile: output, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      if port == nil { usleep(50_000) }
    }
    guard let port else {
      throw Subprocess.Failure(description: "the proxy did not start: \((try? String(contentsOfFile: output + ".log", encoding: .utf8)) ?? "")")
    }
    self.port = port
  }

  deinit {
    if pid > 0 { kill(pid, SIGTERM) }
  }

  /// The lab's address book, through the proxy.
  var collectionURL: String { "http://127.0.0.1:\(port)\(lab.collectionPath)" }

  /// How many `sync-collection` reports it refused.
  var refused: Int {
    (try? String(contentsOfFile: folder + "/refused", encoding: .utf8)).flatMap { Int($0) } ?? 0
  }

  /// How many `addressbook-multiget` reports it forwarded.
  var multigets: Int {
    (try? String(contentsOfFile: folder + "/multiget", encoding: .utf8)).flatMap { Int($0) } ?? 0
  }

  /// Waits until it holds the answer it was told to hold (a minute at most:
  /// a sync that never gets there fails the test rather than hang it).
  func waitUntilHolding() async throws {
    for _ in 0..<1200 {
      if FileManager.default.fileExists(atPath: folder + "/holding") { return }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw Subprocess.Failure(description: "the proxy was never asked for the request to hold")
  }

  /// Lets the held answer go (sent, or lost with `drop`).
  func release() throws {
    try "".write(toFile: folder + "/release", atomically: true, encoding: .utf8)
  }
}
