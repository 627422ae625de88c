#if canImport(Glibc)
import Glibc
#endif

/// What identifies one version of a file cheaply: where it is stored, its
/// size and when it was modified. When a file's fingerprint changed, its
/// content may still be the same (a `touch`); the store then compares the
/// bytes themselves.
public struct FileFingerprint: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modifiedSeconds: Int
  var modifiedNanoseconds: Int

  init(status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    modifiedSeconds = Int(status.st_mtim.tv_sec)
    modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
  }

  /// When the file was last modified, as ``WallClock`` tells time.
  var modified: Duration { .seconds(modifiedSeconds) + .nanoseconds(modifiedNanoseconds) }

  /// Whether this version was last modified strictly before `other` was:
  /// then the clock tick of its modification time was over when `other`
  /// was written, and a change made to the file after that moment gives it
  /// another modification time (a change within the same tick may not).
  public func modified(before other: FileFingerprint) -> Bool {
    modified < other.modified
  }

  /// The fingerprint as text, `DEVICE:INODE:SIZE:SECONDS:NANOSECONDS` in
  /// decimal, which ``init(text:)`` reads back.
  public var text: String { "\(device):\(inode):\(size):\(modifiedSeconds):\(modifiedNanoseconds)" }

  /// The fingerprint written as ``text``; `nil` for anything else (a
  /// modification time before 1970 among it).
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public init?(text: some StringProtocol) {
    var fields: [UInt64] = [0]
    fields.reserveCapacity(5)
    var digits = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: ":"), digits > 0 {
        fields.append(0)
        digits = 0
        continue
      }
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      let (tens, over) = fields[fields.count - 1].multipliedReportingOverflow(by: 10)
      let (value, carry) = tens.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
      guard !over, !carry else { return nil }
      fields[fields.count - 1] = value
      digits += 1
    }
    guard fields.count == 5, digits > 0, fields[2] <= Int64.max, fields[3] <= Int.max, fields[4] <= Int.max else { return nil }
    (device, inode, size) = (fields[0], fields[1], Int64(fields[2]))
    (modifiedSeconds, modifiedNanoseconds) = (Int(fields[3]), Int(fields[4]))
  }

  /// Whether `status` describes the same file, size and modification time,
  /// so that the content need not be read again to know it is unchanged.
  func matches(_ status: stat) -> Bool {
    device == UInt64(status.st_dev) && inode == UInt64(status.st_ino) && size == Int64(status.st_size)
      && modifiedSeconds == Int(status.st_mtim.tv_sec) && modifiedNanoseconds == Int(status.st_mtim.tv_nsec)
  }
}
