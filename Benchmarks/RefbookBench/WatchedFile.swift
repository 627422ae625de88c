import Foundation

/// A file watched for how much it holds and when it stopped changing: the
/// terminal output that ``Tmux/record(to:)`` appends to, or a book a program
/// saves.
struct WatchedFile {
  let path: String

  /// Its size in bytes now (0 while it does not exist).
  var size: Int {
    signature[0]
  }

  /// What changes when the file is written or replaced: its size,
  /// modification time and inode (all 0 while it does not exist).
  var signature: [Int] {
    var info = stat()
    guard stat(path, &info) == 0 else { return [0, 0, 0, 0] }
    return [Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_ino)]
  }

  /// Waits until the file (or folder) differs from `before`, a
  /// ``signature``, for at most `seconds`; whether it did.
  func changes(from before: [Int], seconds: Double) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while signature == before {
      guard Date() < deadline else { return false }
      usleep(10_000)
    }
    return true
  }

  /// Waits until the file has not changed for `milliseconds` (at most 5 s);
  /// returns its size then.
  @discardableResult
  func waitForQuiet(milliseconds: Int) -> Int {
    let deadline = Date(timeIntervalSinceNow: 5)
    var last = signature
    var quietSince = Date()
    while Date() < deadline {
      usleep(20_000)
      let now = signature
      if now != last {
        last = now
        quietSince = Date()
      } else if Date().timeIntervalSince(quietSince) * 1_000 >= Double(milliseconds) {
        break
      }
    }
    return last[0]
  }

  /// Milliseconds from `start` (a `DispatchTime` in nanoseconds) to the last
  /// change of the file away from `signature` before it stayed unchanged
  /// for `quietMilliseconds`: when a program finished drawing its answer to
  /// a key sent at `start`, or finished writing a book. `nil` when nothing
  /// changed within `seconds`; the last change then if changes never paused.
  func endOfChanges(
    since start: UInt64, from signature: [Int], quietMilliseconds: Int = 100, seconds: Double = 60
  ) -> Double? {
    let deadline = start + UInt64(seconds * 1e9)
    var last = signature
    var lastChange: UInt64?
    while true {
      let now = DispatchTime.now().uptimeNanoseconds
      let current = self.signature
      if current != last {
        last = current
        lastChange = now
      } else if let lastChange, now - lastChange >= UInt64(quietMilliseconds) * 1_000_000 {
        return Double(lastChange - start) / 1e6
      } else if now > deadline {
        return lastChange.map { Double($0 - start) / 1e6 }
      }
      usleep(500)
    }
  }
}
