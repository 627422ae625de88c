/// The first bytes of a file a build keeps in the user's cache: the magic
/// of its layout, then (for a file whose content depends on how the build
/// reads cards) a probe of what the build makes of sample cards. A file
/// that does not begin with the mark of this build is of no use to it, and
/// can be removed.
///
/// ```swift
/// static let mark = FileMark(magic: Array("REFBOOK-QUERIES-1\n".utf8), probe: probe)
/// mark.marks(firstBytes)   // whether the file is of this build
/// ```
public struct FileMark: Sendable {
  /// The mark's bytes.
  let bytes: [UInt8]

  /// The mark of files beginning with `magic`, then `probe` when there is one.
  public init(magic: [UInt8], probe: UInt64? = nil) {
    bytes = magic + (probe.map { withUnsafeBytes(of: $0.littleEndian, Array.init) } ?? [])
  }

  /// How many first bytes ``marks(_:)`` reads.
  public var size: Int { bytes.count }

  /// Whether `start`, the first ``size`` bytes of a file (or fewer when the
  /// file is shorter), is this mark.
  ///
  /// - Complexity: O(``size``)
  public func marks(_ start: some Collection<UInt8>) -> Bool {
    start.elementsEqual(bytes)
  }
}
