import RefbookModel
import RefbookUI
import TerminalKit
import RefbookSamples

/// The cost of one keystroke — the app handling the key and redrawing what
/// changed — measured headless on the in-memory 120×40 screen, on a small
/// and a large book.
enum KeystrokeBenchmarks {
  static let sizes = [1_000, 100_000]

  /// One kind of keystroke: the keys that set it up (not timed) and the key
  /// that is timed, for the i-th sample.
  struct Keystroke {
    var label: String
    var samples: Int
    var prepare: (Int) -> [KeyEvent]
    var key: (Int) -> KeyEvent
  }

  /// In this order, each starting where the one before left the app.
  static var keystrokes: [Keystroke] {
    [
    Keystroke(label: "move (`j`/`k`)", samples: 1_000, prepare: { _ in [] }) {
      $0.isMultiple(of: 2) ? .character("j") : .character("k")
    },
    Keystroke(label: "search keystroke (`/` then `m`)", samples: 30, prepare: { _ in [.escape, .character("/")] }) { _ in
      .character("m")
    },
    Keystroke(label: "search keystroke, refining (`/m` then `a`)", samples: 30,
              prepare: { _ in [.escape, .character("/"), .character("m")] }) { _ in .character("a") },
    // Esc ends the search; Tab focuses the detail pane, whose first field is edited.
    Keystroke(label: "edit commit (Enter after `Enter`, a changed letter)", samples: 200, prepare: { i in
      (i == 0 ? [.escape, .tab] : []) + [.enter, i.isMultiple(of: 2) ? .character("x") : .backspace]
    }) { _ in .enter },
    Keystroke(label: "undo (`u` after an edit)", samples: 200, prepare: { _ in [.enter, .character("x"), .enter] }) { _ in
      .character("u")
    },
    ]
  }

  static func run() {
    let apps = sizes.map { size in
      let app = App(terminal: CellBuffer(rows: 40, columns: 120),
                    session: BookSession(book: Addressbook(SampleBook.generate(count: size))), title: "bench")
      app.render()
      return app
    }
    let costs = keystrokes.map { keystroke in
      nanosecondsPerCall(on: apps, samples: keystroke.samples) { app, i in
        for key in keystroke.prepare(i) {
          _ = app.handle(key)
          app.render()
        }
      } _: { app, i in
        _ = app.handle(keystroke.key(i))
        app.render()
      }
    }
    printTable(
      "One keystroke, handled and drawn on the 120×40 test screen (µs, median; the two books take turns)",
      header: ["keystroke"] + sizes.map(grouped) + ["\(grouped(sizes[1])) / \(grouped(sizes[0]))"],
      rows: zip(keystrokes, costs).map { keystroke, ns in
        [keystroke.label] + ns.map { format($0 / 1_000) } + [format(ns[1] / ns[0], decimals: 2) + "×"]
      })
  }
}
