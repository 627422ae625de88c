extension KeptSearchTexts {
  /// The archive of the search texts of `stored` (see ``archive(of:)``):
  /// each person still in a card decoded and folded, on all processors,
  /// keyed by its card's hash; the texts an app keeps once its search is
  /// prepared, for a program that keeps them without searching.
  ///
  /// - Complexity: O(*n*) in the size of the cards, spread over the
  ///   processors, plus O(*n* log *n*) to order the texts.
  public static func archive(ofCardsOf stored: [StoredPerson]) -> [UInt8] {
    let texts = stored.concurrentMap(minimumPiece: 256) { person -> (card: UInt64, text: [UInt8])? in
      person.sourceHash.map { (card: $0, text: SearchText(person).bytes) }
    }
    return archive(of: texts.compactMap(\.self))
  }
}
