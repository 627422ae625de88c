import CJPEG
import Foundation

/// Images for the photo tests, made here: JPEGs encoded by libjpeg, a PNG
/// small enough to spell out.
enum TestImages {
  /// A JPEG of `width` × `height` in `colorSpace` (RGB, grayscale or CMYK),
  /// every pixel `color` (one value per component).
  static func jpeg(width: Int, height: Int, colorSpace: J_COLOR_SPACE = JCS_RGB, color: [UInt8] = [200, 10, 10]) -> [UInt8] {
    // libjpeg keeps pointers to these until it is done: memory of their own, not Swift's temporaries.
    let info = UnsafeMutablePointer<jpeg_compress_struct>.allocate(capacity: 1)
    let error = UnsafeMutablePointer<jpeg_error_mgr>.allocate(capacity: 1)
    let buffer = UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>.allocate(capacity: 1)
    let size = UnsafeMutablePointer<UInt>.allocate(capacity: 1)
    defer {
      free(buffer.pointee)
      info.deallocate()
      error.deallocate()
      buffer.deallocate()
      size.deallocate()
    }
    info.initialize(to: jpeg_compress_struct())
    info.pointee.err = jpeg_std_error(error)
    jpeg_CreateCompress(info, JPEG_LIB_VERSION, MemoryLayout<jpeg_compress_struct>.size)
    buffer.pointee = nil
    size.pointee = 0
    jpeg_mem_dest(info, buffer, size)
    info.pointee.image_width = JDIMENSION(width)
    info.pointee.image_height = JDIMENSION(height)
    info.pointee.input_components = Int32(color.count)
    info.pointee.in_color_space = colorSpace
    jpeg_set_defaults(info)
    jpeg_set_quality(info, 90, 1)
    jpeg_start_compress(info, 1)
    var row = (0..<width).flatMap { _ in color }
    while info.pointee.next_scanline < info.pointee.image_height {
      row.withUnsafeMutableBufferPointer { pixels in
        var pointer: JSAMPROW? = pixels.baseAddress
        _ = jpeg_write_scanlines(info, &pointer, 1)
      }
    }
    jpeg_finish_compress(info)
    jpeg_destroy_compress(info)
    return Array(UnsafeBufferPointer(start: buffer.pointee, count: Int(size.pointee)))
  }

  /// `jpeg` with the size its frame header (SOF0) says changed, the data
  /// left as it is: a header that claims a huge image.
  static func claimingSize(_ jpeg: [UInt8], width: Int, height: Int) -> [UInt8] {
    var bytes = jpeg
    let frame = bytes.indices.first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }!
    bytes[frame + 5] = UInt8(height >> 8)
    bytes[frame + 6] = UInt8(height & 0xFF)
    bytes[frame + 7] = UInt8(width >> 8)
    bytes[frame + 8] = UInt8(width & 0xFF)
    return bytes
  }

  /// An 8 × 6 RGB PNG (156 bytes), as base64.
  static let pngBase64 =
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAY0lEQVR42g3JIQEAQQhFQZrgKbEp0BvlR8FTYu0LgKfK3dgxM9w4"
    + "xjVklPGMNcwCD05wAwUVvGDjj8STk9xESSUv2fxDuDjiCokST6z+aLw5zW3UVPOa7T8GH85wBw01vGGHDzgxTjdTKc6OAAAAAElFTkSuQmCC"

  static let png = [UInt8](Data(base64Encoded: pngBase64)!)
}
