/// An image and the cells it is drawn on, as a ``Screen`` was asked to
/// show it (see ``Screen/showImage(_:in:)``).
public struct PlacedImage: Equatable, Sendable {
  public var image: TerminalImage
  public var area: CellArea

  public init(_ image: TerminalImage, in area: CellArea) {
    self.image = image
    self.area = area
  }
}
