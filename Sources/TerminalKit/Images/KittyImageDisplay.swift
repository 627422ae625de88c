/// What a terminal that shows images through kitty's graphics protocol
/// must write, after its cells, so that it shows the one image asked for
/// (``wanted``): nothing while it shows it already; else the image shown
/// before removed, and the one wanted drawn as large as fits in its area
/// (see ``CellArea/fitting(width:height:cell:)``).
///
/// ```swift
/// display.wanted = PlacedImage(image, in: area)
/// write(display.update(cell: (width: 10, height: 20)))   // after the cells
/// write(display.remove())                                // before giving the screen back
/// ```
public struct KittyImageDisplay: Sendable {
  /// The id of the one image shown, and of its one placement.
  public static let imageID: UInt32 = 2718
  public static let placementID: UInt32 = 1
  /// The id ``KittyGraphics/query(id:)`` asks under; never that of an image shown.
  public static let queryID: UInt32 = 2719

  /// The image to show from the next ``update(cell:)`` on; `nil`: none.
  public var wanted: PlacedImage?
  /// What the terminal was last told to show.
  private var shown: PlacedImage?

  public init() {}

  /// The bytes that make the terminal show ``wanted`` on cells of `cell`
  /// pixels; none when it shows it already.
  ///
  /// - Complexity: O(*n*) in the image's bytes when it is sent, else O(1)
  ///   (the same image compares by its storage).
  public mutating func update(cell: (width: Int, height: Int)) -> [UInt8] {
    guard wanted != shown else { return [] }
    var bytes = remove()
    if let wanted, let area = wanted.area.fitting(width: wanted.image.width, height: wanted.image.height, cell: cell) {
      bytes += KittyGraphics.display(wanted.image, in: area, imageID: Self.imageID, placementID: Self.placementID)
      shown = wanted
    }
    return bytes
  }

  /// The bytes that take the image shown off the screen, if any: before
  /// the screen is given back, or after it was cleared or resized (the
  /// next ``update(cell:)`` shows it again).
  ///
  /// - Complexity: O(1).
  public mutating func remove() -> [UInt8] {
    guard shown != nil else { return [] }
    shown = nil
    return KittyGraphics.delete(imageID: Self.imageID)
  }
}
