/// Where a book's ``KeptSearchTexts`` are kept between starts (RefbookStore
/// keeps them in a file of the user's cache folder). Failing to read or to
/// keep them is silent: kept texts only save time.
public protocol SearchTextStorage: Sendable {
  /// The texts kept; none when there are none, or they cannot be read.
  func kept() -> KeptSearchTexts

  /// Keeps `archive` (see ``KeptSearchTexts/archive(of:)``) in place of
  /// the texts kept before.
  func keep(_ archive: [UInt8])

  /// Called once the app's search is prepared and its texts are kept: a
  /// storage that also serves `refbook query` (see ``QueryIndex``) brings
  /// what it keeps for it up to date, on the calling thread.
  func searchPrepared()
}

extension SearchTextStorage {
  /// Nothing to bring up to date.
  public func searchPrepared() {}
}
