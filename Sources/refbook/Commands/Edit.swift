import ArgumentParser
import RefbookCommandLine
import RefbookConfig
import RefbookModel
import RefbookStore
import RefbookUI

/// Edits the contacts a search finds in the user's editor (`$VISUAL`, else
/// `$EDITOR`, else `vi`), as vCard text, and saves what changed.
///
/// ```sh
/// $ refbook edit zola
/// Edited Émile Zola
/// ```
///
/// A text that does not read is named by line, and the editor reopens on
/// it when asked (nothing is saved meanwhile); a UID changed in the editor
/// is restored. Exit status 1 when nothing matched, 2 when nothing was saved.
struct Edit: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit",
    abstract: "Edit the contacts a search finds in $EDITOR.")

  @OptionGroup var options: BookOptions

  @Argument(help: ArgumentHelp("What to search for; every word must match.", valueName: "text"))
  var words: [String]

  func run() throws {
    let journaled = try JournaledBook(options, Settings.ofUser())
    let query = SearchQuery(words.joined(separator: " "))
    let originals = SortOrder.name.sorted(journaled.book.filter { query.matches($0) })
    guard !originals.isEmpty else {
      try journaled.close()
      Console.print("Not found\n")
      throw ExitCode(1)
    }
    let original = Person.editableText(for: originals)
    var text = original
    while true {
      let edited: String?
      do { edited = try ExternalEditor.edit(text) } catch {
        try journaled.close()
        throw Console.failure("\(error); nothing was saved")
      }
      guard let edited else {
        try journaled.close()
        throw Console.failure("the editor did not finish well; nothing was saved")
      }
      do {
        let persons = try Person.edited(originals, from: edited)
        let name = originals.count == 1 ? originals[0].displayName : counted(originals.count, "contact")
        var book = journaled.book
        for person in persons { book.insert(person) }
        guard book != journaled.book else {
          try journaled.close()
          return Console.print("No change to \(name)\n")
        }
        try journaled.saveAndClose(book, as: "edit \(name) in editor")
        return Console.print("Edited \(name)\n")
      } catch let error as EditedTextError {
        Console.warn("not saved: \(error)")
        _ = Console.writeAll("Edit again? [Y/n] ", to: 2)
        let answer = readLine()?.lowercased() ?? "n"
        guard answer.isEmpty || answer.hasPrefix("y") else {
          try journaled.close()
          throw Console.failure("nothing was saved")
        }
        text = edited
      }
    }
  }
}
