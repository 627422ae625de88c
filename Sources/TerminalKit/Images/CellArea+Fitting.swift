extension CellArea {
  /// The cells an image of `width` × `height` pixels covers when drawn as
  /// large as fits in this area with its proportions kept, against the
  /// area's top and right edges, on cells of `cell` pixels: at least one
  /// cell each way, never more than the area; `nil` when the area or a
  /// size is empty.
  ///
  /// - Complexity: O(1).
  public func fitting(width: Int, height: Int, cell: (width: Int, height: Int)) -> CellArea? {
    guard width > 0, height > 0, cell.width > 0, cell.height > 0, rows > 0, columns > 0 else { return nil }
    // The scale that fills the area one way and fits the other.
    let scale = min(Double(columns * cell.width) / Double(width), Double(rows * cell.height) / Double(height))
    let fittedColumns = min(columns, max(1, Int((Double(width) * scale / Double(cell.width)).rounded())))
    let fittedRows = min(rows, max(1, Int((Double(height) * scale / Double(cell.height)).rounded())))
    return CellArea(row: row, column: column + columns - fittedColumns, rows: fittedRows, columns: fittedColumns)
  }
}
