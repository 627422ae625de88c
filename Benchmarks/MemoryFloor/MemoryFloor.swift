// `make bench`'s floor of memory: what any full-screen Swift program built as refbook is
// (the Swift runtime linked statically, ncursesw, and swift-argument-parser, which brings
// FoundationEssentials) holds once it has painted one screen, with no contact and none of
// refbook's code. The `abook` section prints its resident memory beside abook's.
import ArgumentParser
import CNcurses
import Glibc

@main
struct MemoryFloor: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "memory-floor", abstract: "Paints one screen, then quits at the first key.")

  mutating func run() {
    setlocale(LC_ALL, "")
    initscr()
    raw()
    noecho()
    for row: Int32 in 0..<40 {
      mvaddstr(row, 0, "memory floor: row \(row), Ada Lovelace <ada@example.org>")
    }
    refresh()
    _ = getch()
    endwin()
  }
}
