import RefbookModel
import TerminalKit

/// The menu that asks which of several books: for a new person (`a`), or
/// to move the selected one (`M`). Books are picked by their number.
enum BookChooser {
  /// What the chosen book is for.
  enum Choice {
    /// The person just completed in the form, to add.
    case add(Person)
    /// The person to move.
    case move(Person.ID, name: String)
  }

  static func draw(_ choice: Choice, books: [String], on screen: some Screen, in region: Region) {
    let height = min(region.rows, books.count + 1)
    let title: String
    switch choice {
    case .add(let person): title = " Add \(person.shownName) to which book? (Esc cancels)"
    case .move(_, let name): title = " Move \(name) to which book? (Esc cancels)"
    }
    screen.fill(rows: region.row..<(region.row + height), columns: region.columnRange, style: .plain)
    screen.put(DisplayText(title), row: region.row, column: region.column, columns: region.columns, style: .role(.header))
    for (offset, book) in books.prefix(min(9, height - 1)).enumerated() {
      screen.put(DisplayText("  \(offset + 1)  \(book)"), row: region.row + 1 + offset, column: region.column,
                 columns: region.columns)
    }
  }
}
