import VCard

/// Why the text back from an editor cannot be applied: the line (1-based;
/// 0 for the text as a whole) and the problem, for the message line.
public struct EditedTextError: Error, Equatable, Sendable, CustomStringConvertible {
  public var line: Int
  public var message: String

  public var description: String { line > 0 ? "line \(line): \(message)" : message }
}

extension Person {
  /// The text a user edits `persons` as in an editor: their vCard text, one
  /// card each in their order (see ``vCardText(for:version:)``), which
  /// ``edited(_:from:)`` reads back.
  ///
  /// - Complexity: O(*n*) in the size of the persons.
  public static func editableText(for persons: [Person]) -> String {
    vCardText(for: persons)
  }

  /// `originals` as `text` (from ``editableText(for:)``, edited) has them:
  /// card *i* is `originals[i]` changed, whatever UID the editor left on
  /// it (a UID changed or removed is restored: the card is that contact,
  /// never a new one).
  ///
  /// - Throws: ``EditedTextError`` for the first line that does not read
  ///   (a line without a colon, a card without `END:VCARD`, text outside
  ///   cards), or when the number of cards is not that of `originals`.
  /// - Complexity: O(*n*) in the size of `text`.
  public static func edited(_ originals: [Person], from text: String) throws(EditedTextError) -> [Person] {
    let result = VCardParser.parse(text)
    if let problem = result.problems.min(by: { $0.line < $1.line }) {
      throw EditedTextError(line: problem.line, message: problem.message)
    }
    guard result.cards.count == originals.count else {
      throw EditedTextError(
        line: 0,
        message: "the text holds \(result.cards.count) cards for \(originals.count) contacts; keep one card each")
    }
    return zip(result.cards, originals).map { card, original in
      var person = Person(card: card, idWithoutUID: original.id)
      person.id = original.id
      return person
    }
  }
}
