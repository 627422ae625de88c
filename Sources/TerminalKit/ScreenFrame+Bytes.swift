extension ScreenFrame {
  /// The frame as bytes, for ``init(bytes:)`` to read back (in another
  /// process of the same build).
  ///
  /// - Complexity: O(*n*) in the size of the frame.
  public var bytes: [UInt8] {
    var writer = ByteWriter()
    writer.integer(size.rows)
    writer.integer(size.columns)
    writer.integer(operations.count)
    for operation in operations {
      switch operation {
      case .put(let text, let row, let column, let style):
        writer.byte(0)
        writer.integer(row)
        writer.integer(column)
        writer.style(style)
        writer.integer(text.string.utf8.count)
        writer.bytes += text.string.utf8
      case .fill(let rows, let columns, let style):
        writer.byte(1)
        for bound in [rows.lowerBound, rows.upperBound, columns.lowerBound, columns.upperBound] { writer.integer(bound) }
        writer.style(style)
      case .showCursor(let row, let column):
        writer.byte(2)
        writer.integer(row)
        writer.integer(column)
      case .hideCursor:
        writer.byte(3)
      }
    }
    return writer.bytes
  }

  /// The frame `bytes` hold; `nil` unless they are laid out as ``bytes``
  /// lays a frame out, with every value in its range (a colour in the
  /// palette, a range's bounds in order) and nothing after. Text is
  /// sanitized again (see ``DisplayText``), so that bytes from a file
  /// someone else wrote cannot send the terminal anything but text.
  ///
  /// - Complexity: O(*n*) in the size of `bytes`.
  public init?(bytes: [UInt8]) {
    var reader = ByteReader(bytes: bytes)
    guard let rows = reader.integer(), let columns = reader.integer(), let count = reader.integer(),
      rows >= 0, columns >= 0, count >= 0, count <= bytes.count
    else { return nil }
    var operations: [Operation] = []
    for _ in 0..<count {
      guard let operation = reader.operation() else { return nil }
      operations.append(operation)
    }
    guard reader.isAtEnd else { return nil }
    self.init(size: ScreenSize(rows: rows, columns: columns), operations: operations)
  }
}

/// Appends what ``ScreenFrame/bytes`` is made of.
private struct ByteWriter {
  var bytes: [UInt8] = []

  mutating func byte(_ value: UInt8) { bytes.append(value) }

  /// `value` as eight little-endian bytes.
  mutating func integer(_ value: Int) {
    withUnsafeBytes(of: Int64(value).littleEndian) { bytes += $0 }
  }

  mutating func style(_ style: TextStyle) {
    byte(style.attributes.rawValue)
    guard let coloring = style.coloring else { return byte(0) }
    byte(1)
    integer(Int(coloring.foreground.index))
    integer(Int(coloring.background.index))
    byte(coloring.colorAttributes.rawValue)
    byte(coloring.monochromeAttributes.rawValue)
  }
}

/// Reads what ``ByteWriter`` wrote; each read is `nil` past the end or on
/// a value out of its range.
private struct ByteReader {
  let bytes: [UInt8]
  var offset = 0

  var isAtEnd: Bool { offset == bytes.count }

  mutating func byte() -> UInt8? {
    guard offset < bytes.count else { return nil }
    defer { offset += 1 }
    return bytes[offset]
  }

  mutating func integer() -> Int? {
    guard bytes.count - offset >= 8 else { return nil }
    defer { offset += 8 }
    return Int(truncatingIfNeeded: bytes[offset..<offset + 8].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
  }

  mutating func range() -> Range<Int>? {
    guard let lower = integer(), let upper = integer(), lower <= upper else { return nil }
    return lower..<upper
  }

  mutating func color() -> TerminalColor? {
    guard let index = integer(), (-1...255).contains(index) else { return nil }
    return TerminalColor(index: Int16(index))
  }

  mutating func style() -> TextStyle? {
    guard let attributes = byte(), let colored = byte(), colored <= 1 else { return nil }
    guard colored == 1 else { return TextStyle(TextAttributes(rawValue: attributes)) }
    guard let foreground = color(), let background = color(), let color = byte(), let monochrome = byte() else { return nil }
    return TextStyle(
      TextAttributes(rawValue: attributes),
      coloring: TextColoring(
        foreground: foreground, background: background, colorAttributes: TextAttributes(rawValue: color),
        monochromeAttributes: TextAttributes(rawValue: monochrome)))
  }

  mutating func operation() -> ScreenFrame.Operation? {
    switch byte() {
    case 0:
      guard let row = integer(), let column = integer(), let style = style(), let count = integer(),
        count >= 0, bytes.count - offset >= count
      else { return nil }
      defer { offset += count }
      return .put(DisplayText(String(decoding: bytes[offset..<offset + count], as: UTF8.self)), row: row, column: column, style: style)
    case 1:
      guard let rows = range(), let columns = range(), let style = style() else { return nil }
      return .fill(rows: rows, columns: columns, style: style)
    case 2:
      guard let row = integer(), let column = integer() else { return nil }
      return .showCursor(row: row, column: column)
    case 3:
      return .hideCursor
    default:
      return nil
    }
  }
}
