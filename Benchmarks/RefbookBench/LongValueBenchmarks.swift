import RefbookModel
import RefbookUI
import TerminalKit

/// The cost of a keystroke in the field editor on a short value and on a
/// 1 MB note, on the 120×40 test screen: editing measures only what shows.
enum LongValueBenchmarks {
  static let lengths = [20, 1_000_000]

  static func run() {
    let apps = lengths.map { length in
      let person = Person(id: "long", formattedName: "Long Note",
                          note: String(repeating: "notes ", count: length / 6 + 1))
      let app = App(terminal: CellBuffer(rows: 40, columns: 120), session: BookSession(book: Addressbook([person])),
                    title: "bench")
      // Focus the detail pane, select the note (its last field), edit it.
      for key: KeyEvent in [.tab, .end, .enter] {
        _ = app.handle(key)
      }
      app.render()
      return app
    }
    let keys: [(label: String, key: (Int) -> KeyEvent)] = [
      ("type a letter", { _ in .character("x") }),
      ("move left or right", { $0.isMultiple(of: 2) ? .left : .right }),
      ("backspace", { _ in .backspace }),
    ]
    let costs = keys.map { entry in
      nanosecondsPerCall(on: apps, samples: 300, prepare: { _, _ in }) { app, i in
        _ = app.handle(entry.key(i))
        app.render()
      }
    }
    printTable(
      "One keystroke in the field editor, handled and drawn (µs, median)",
      header: ["keystroke"] + lengths.map { "\(grouped($0))-byte value" } + ["ratio"],
      rows: zip(keys, costs).map { entry, ns in
        [entry.label] + ns.map { format($0 / 1_000) } + [format(ns[1] / ns[0], decimals: 2) + "×"]
      })
  }
}
