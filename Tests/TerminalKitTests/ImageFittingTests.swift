import TerminalKit
import Testing

@Suite("An image fitted into cells")
struct ImageFittingTests {
  let box = CellArea(row: 1, column: 84, rows: 8, columns: 16)

  @Test("proportions kept on cells of the terminal's size, against the area's top and right edges", arguments: [
    // width, height, cell width, cell height → rows, columns
    (24, 32, 10, 20, 8, 12),  // portrait: full height
    (400, 100, 10, 20, 2, 16),  // wide: full width
    (160, 160, 10, 20, 8, 16),  // square on a square box
    (300, 300, 1, 2, 8, 16),  // cells' usual proportion, no size known
    (1, 1000, 10, 20, 8, 1),  // at least one cell
  ])
  func fitted(width: Int, height: Int, cellWidth: Int, cellHeight: Int, rows: Int, columns: Int) throws {
    let area = try #require(box.fitting(width: width, height: height, cell: (cellWidth, cellHeight)))
    #expect(area == CellArea(row: 1, column: 100 - columns, rows: rows, columns: columns))
  }

  @Test("nothing fits in an empty area, or of an empty image")
  func empty() {
    #expect(CellArea(row: 0, column: 0, rows: 0, columns: 5).fitting(width: 10, height: 10, cell: (1, 2)) == nil)
    #expect(box.fitting(width: 0, height: 10, cell: (1, 2)) == nil)
  }
}
