import Foundation
import RefbookTestSupport

/// The real `refbook` binary on a real terminal (tmux, 120×40): the bytes
/// ncurses writes per keystroke. (Its time to the first screen is compared
/// with abook's in ``AbookComparison``.)
enum TerminalBenchmarks {
  static func run(_ files: SampleFiles) {
    guard let tmux = Tmux() else { return note("tmux is not installed: no terminal figures") }
    guard let refbook = Subprocess.refbook() else { return }
    tmux.startServer()
    defer { tmux.killServer() }
    bytesPerKeystroke(tmux, refbook, files)
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
    let output = WatchedFile(path: files.folder + "/terminal-output")
    guard (try? FileManager.default.copyItem(atPath: files.book(1_000), toPath: book)) != nil else { return }
    tmux.start(ComparedProgram.refbook(refbook).openCommand(book: book, cache: files.cache))
    guard tmux.wait(for: "contacts") else { return note("refbook did not start in tmux") }
    tmux.record(to: output.path)
    var rows: [[String]] = []
    for keystroke in keystrokes {
      let quiet = keystroke.quietMilliseconds
      output.waitForQuiet(milliseconds: quiet)
      var bytes = 0
      for i in 0..<keystroke.samples {
        for key in keystroke.prepare(i) {
          tmux.send(key)
          output.waitForQuiet(milliseconds: quiet)
        }
        let before = output.size
        tmux.send(keystroke.key(i))
        bytes += output.waitForQuiet(milliseconds: quiet) - before
      }
      rows.append([keystroke.label, "\(keystroke.samples)", "\(bytes / keystroke.samples)"])
    }
    tmux.send("q")
    tmux.waitForExit()
    printTable(
      "Bytes the refbook binary writes to the terminal per keystroke (tmux 120×40, 1,000 contacts)",
      header: ["keystroke", "keys", "bytes per key"], rows: rows)
  }
}
