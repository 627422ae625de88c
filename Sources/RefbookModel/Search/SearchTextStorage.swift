/// Where a book's ``KeptSearchTexts`` are kept between starts (RefbookStore
/// keeps them in a file of the user's cache folder). Failing to read or to
/// keep them is silent: kept texts only save time.
public protocol SearchTextStorage: Sendable {
  /// The texts kept; none when there are none, or they cannot be read.
  func kept() -> KeptSearchTexts

  /// Keeps `archive` (see ``KeptSearchTexts/archive(of:)``) in place of
  /// the texts kept before.
  func keep(_ archive: [UInt8])
}
