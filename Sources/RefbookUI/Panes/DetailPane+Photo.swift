import TerminalKit

/// The photo's slot: where the app shows the person's photo over the
/// detail pane, which lays the card out around it.
extension DetailPane {
  /// The columns the pane must have besides a photo's for the photo to be
  /// shown: room for the card's labels and values.
  static let columnsBesidePhoto = 30

  /// Where the shown person's photo goes in `region` (the detail pane's):
  /// the box of ``photoCells`` at its top right, when they are set, the
  /// pane is ``columnsBesidePhoto`` columns wider than the box and at least
  /// as high, the person's card has a `PHOTO`, and the card is shown from
  /// its top (scrolled, the rows beside the photo are out of view). When it
  /// gives a box, the title and the card's first rows are laid out
  /// narrower, and the pane draws no text in the box: the app draws the
  /// photo there after the pane. `nil` otherwise.
  ///
  /// - Complexity: O(*k*) for a person with *k* kept properties.
  func photoRegion(in region: Region) -> Region? {
    top == 0 ? photoBox(in: region) : nil
  }

  /// The box of ``photoRegion(in:)`` however far the card is scrolled: its
  /// first rows are laid out beside it either way, so that scrolling moves
  /// rows without changing them.
  ///
  /// - Complexity: O(*k*) for a person with *k* kept properties.
  func photoBox(in region: Region) -> Region? {
    guard let cells = photoCells, cells.columns > 0, cells.rows > 0,
      region.columns >= cells.columns + Self.columnsBesidePhoto, region.rows >= cells.rows,
      person?.value?.otherProperties.contains(where: { $0.name == "PHOTO" }) == true
    else { return nil }
    return Region(row: region.row, column: region.column + region.columns - cells.columns, rows: cells.rows,
                  columns: cells.columns)
  }
}
