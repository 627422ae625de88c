/// A rectangle of screen cells: where an image is drawn.
public struct CellArea: Hashable, Sendable {
  public var row: Int
  public var column: Int
  public var rows: Int
  public var columns: Int

  public init(row: Int, column: Int, rows: Int, columns: Int) {
    self.row = row
    self.column = column
    self.rows = rows
    self.columns = columns
  }
}
