import ArgumentParser
import RefbookCommandLine
import RefbookConfig
import RefbookFormats
import RefbookModel
import TerminalKit

/// Adds the sender of a mail message, read on standard input, to the book.
///
/// The sender is the first mailbox of the `From:` header; its display name
/// is decoded when it is RFC 2047 encoded (`=?UTF-8?B?…?=`). An address
/// already in the book, in any letter case, is not added again.
///
/// ```sh
/// $ refbook add-email < message.eml
/// Added Émile Zola <emile@example.org>
/// $ refbook add-email < message.eml
/// emile@example.org is already in the book (Émile Zola)
/// ```
///
/// In `~/.muttrc`:
/// `macro index,pager A "<pipe-message>refbook add-email<return>" "add the sender to refbook"`.
/// Exits with status 1 when the message names no sender.
struct AddEmail: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add-email",
    abstract: "Add the sender of the mail message on standard input.")

  @OptionGroup var options: BookOptions

  func run() throws {
    let message = String(decoding: Console.readStandardInput(), as: UTF8.self)
    guard let sender = MailSender.from(message: message) else {
      throw Console.nothingFound("no sender found: the message has no From: header with an address")
    }
    let journaled = try JournaledBook(options, Settings.ofUser())
    let address = sender.address.lowercased()
    if let known = journaled.book.first(where: { $0.emails.contains { $0.value.lowercased() == address } }) {
      try journaled.close()
      return Console.print(DisplayText("\(sender.address) is already in the book (\(known.displayName))").string + "\n")
    }
    let person = Person(
      id: ImportResult.randomID(), formattedName: sender.name, emails: [TypedValue(value: sender.address)])
    var book = journaled.book
    book.insert(person)
    try journaled.saveAndClose(book, as: "add \(sender.name.isEmpty ? sender.address : sender.name)")
    let name = sender.name.isEmpty ? "" : sender.name + " "
    Console.print(DisplayText("Added \(name)<\(sender.address)>").string + "\n")
  }
}
