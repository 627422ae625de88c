/// Shrinking RGB pixels by averaging.
enum RGBScaling {
  /// `pixels` (3 bytes each, `width` × `height`) shrunk by the smallest
  /// whole factor that makes the longer side at most `longestSide`, each
  /// new pixel the average of the square of pixels it stands for (the
  /// pixels left over at the right and bottom edges are left out); the
  /// pixels themselves when they fit.
  ///
  /// - Complexity: O(*n*) in the pixels.
  static func fitted(_ pixels: [UInt8], width: Int, height: Int, longestSide: Int) -> (width: Int, height: Int, pixels: [UInt8]) {
    let factor = (max(width, height) + longestSide - 1) / longestSide
    guard factor > 1 else { return (width, height, pixels) }
    let (newWidth, newHeight) = (max(1, width / factor), max(1, height / factor))
    let (across, down) = (min(factor, width), min(factor, height))
    var shrunk = [UInt8](repeating: 0, count: newWidth * newHeight * 3)
    for row in 0..<newHeight {
      for column in 0..<newWidth {
        var sums = (0, 0, 0)
        for y in row * down..<(row + 1) * down {
          var index = (y * width + column * across) * 3
          for _ in 0..<across {
            sums.0 += Int(pixels[index])
            sums.1 += Int(pixels[index + 1])
            sums.2 += Int(pixels[index + 2])
            index += 3
          }
        }
        let count = across * down
        let out = (row * newWidth + column) * 3
        shrunk[out] = UInt8(sums.0 / count)
        shrunk[out + 1] = UInt8(sums.1 / count)
        shrunk[out + 2] = UInt8(sums.2 / count)
      }
    }
    return (newWidth, newHeight, shrunk)
  }
}
