import Foundation
import RefbookTestSupport

/// The real `refbook` binary on a real terminal (tmux, 120×40): time to the
/// first screen, and the bytes ncurses writes per keystroke.
enum TerminalBenchmarks {
  static func run(_ files: SampleFiles) {
    guard let tmux = Tmux() else { return note("tmux is not installed: no terminal figures") }
    guard let refbook = Subprocess.refbook() else { return }
    tmux.startServer()
    defer { tmux.killServer() }
    startup(tmux, refbook, files)
    bytesPerKeystroke(tmux, refbook, files)
  }

  private static func command(_ refbook: String, book: String) -> String {
    "LANG=C.UTF-8 exec \(Subprocess.quoted(refbook)) --book \(Subprocess.quoted(book))"
  }

  /// From starting the program to its first screen on the terminal, median
  /// of 3 (`capture-pane` polled, so a few ms of tmux are included).
  private static func startup(_ tmux: Tmux, _ refbook: String, _ files: SampleFiles) {
    let sizes = [1_000, 100_000]
    var cells: [String] = []
    for size in sizes {
      var samples: [Double] = []
      for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        tmux.start(command(refbook, book: files.book(size)))
        guard tmux.wait(for: "\(size) contacts") else {
          tmux.killSession()
          break
        }
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        tmux.send("q")
        tmux.waitForExit()
      }
      cells.append(samples.count == 3 ? format(median(samples)) + " ms" : "—")
    }
    printTable(
      "The refbook binary in tmux 120×40: start to first screen (median of 3)",
      header: ["book"] + sizes.map(grouped) + ["abook, 1,000", "abook, 100,000"],
      rows: [["start to first screen"] + cells + ["23 ms", "157 ms"]])
  }

  /// One kind of keystroke typed into the real program: the keys that set
  /// it up and the key whose output is counted (tmux key names), and how
  /// long the terminal must stay quiet before the output counts as complete
  /// (an edit's "saving…"/"saved" in the header comes later).
  private struct Keystroke {
    var label: String
    var samples: Int
    var quietMilliseconds: Int
    var prepare: (Int) -> [String]
    var key: (Int) -> String
  }

  private static var keystrokes: [Keystroke] {
    [
      Keystroke(label: "move (`j`/`k`)", samples: 20, quietMilliseconds: 200, prepare: { _ in [] }) {
        $0.isMultiple(of: 2) ? "j" : "k"
      },
      Keystroke(label: "search keystroke (`/` then `m`)", samples: 10, quietMilliseconds: 200,
                prepare: { _ in ["Escape", "/"] }) { _ in "m" },
      Keystroke(label: "edit commit (Enter after `Enter`, a changed letter)", samples: 8, quietMilliseconds: 700,
                prepare: { i in (i == 0 ? ["Escape", "Tab"] : []) + ["Enter", i.isMultiple(of: 2) ? "x" : "BSpace"] }) { _ in
        "Enter"
      },
      Keystroke(label: "undo (`u` after an edit)", samples: 8, quietMilliseconds: 700,
                prepare: { _ in ["Enter", "x", "Enter"] }) { _ in "u" },
    ]
  }

  /// What the program writes per keystroke on a copy of the 1,000-contact
  /// book, counted with `pipe-pane`.
  private static func bytesPerKeystroke(_ tmux: Tmux, _ refbook: String, _ files: SampleFiles) {
    let book = files.folder + "/typed.vcf"
    let output = files.folder + "/terminal-output"
    guard (try? FileManager.default.copyItem(atPath: files.book(1_000), toPath: book)) != nil else { return }
    tmux.start(command(refbook, book: book))
    guard tmux.wait(for: "contacts") else { return note("refbook did not start in tmux") }
    tmux.record(to: output)
    var rows: [[String]] = []
    for keystroke in keystrokes {
      let quiet = keystroke.quietMilliseconds
      waitForQuiet(output, milliseconds: quiet)
      var bytes = 0
      for i in 0..<keystroke.samples {
        for key in keystroke.prepare(i) {
          tmux.send(key)
          waitForQuiet(output, milliseconds: quiet)
        }
        let before = size(of: output)
        tmux.send(keystroke.key(i))
        bytes += waitForQuiet(output, milliseconds: quiet) - before
      }
      rows.append([keystroke.label, "\(keystroke.samples)", "\(bytes / keystroke.samples)"])
    }
    tmux.send("q")
    tmux.waitForExit()
    printTable(
      "Bytes the refbook binary writes to the terminal per keystroke (tmux 120×40, 1,000 contacts)",
      header: ["keystroke", "keys", "bytes per key"], rows: rows)
  }

  /// Waits until `path` has not grown for `milliseconds` (at most 5 s);
  /// returns its size then.
  @discardableResult
  private static func waitForQuiet(_ path: String, milliseconds: Int) -> Int {
    let deadline = Date(timeIntervalSinceNow: 5)
    var last = size(of: path)
    var quietSince = Date()
    while Date() < deadline {
      usleep(20_000)
      let now = size(of: path)
      if now != last {
        last = now
        quietSince = Date()
      } else if Date().timeIntervalSince(quietSince) * 1_000 >= Double(milliseconds) {
        break
      }
    }
    return last
  }

  private static func size(of path: String) -> Int {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
  }
}
