import VCard

extension Person {
  /// This person with every line of its card that could not be read (kept
  /// verbatim in ``otherProperties``, see ``VCardProperty/isUnreadableLine``)
  /// held as an `X-REFBOOK-UNREADABLE` text instead (see
  /// ``VCardConversion/unreadable(_:)``): nothing is lost, and a book that
  /// takes the person in stays a file other programs can read.
  ///
  /// A book's own cards keep such lines as they were; this is for cards that
  /// come into a book from elsewhere.
  ///
  /// - Complexity: O(*p*), where *p* is the size of ``otherProperties``.
  public var holdingUnreadableLinesAsText: Person {
    var person = self
    person.otherProperties = otherProperties.map { $0.isUnreadableLine ? VCardConversion.unreadable($0) : $0 }
    return person
  }
}
