@preconcurrency import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Tells when a book changes on disk, by another program or by this one:
/// the book's file (watched through its folder, so that a new file renamed
/// over it, as vdirsyncer and editors write, is seen), or every `.vcf` file
/// of a book that is a folder. Uses Linux's inotify.
///
/// A burst of changes (a sync rewriting 500 files) is told once, when the
/// folder has been quiet for `settle`. Changes made by this program are
/// told too: the store's fingerprints make them cheap to recognise.
///
/// ```swift
/// let watcher = try BookWatcher(location, settle: .milliseconds(100)) { saver.takeInChangesOnDisk() }
/// …
/// watcher.stop()
/// ```
final class BookWatcher: Sendable {
  private let source: any DispatchSourceRead
  /// Counts bursts of events; a settled burst is told only if no later
  /// one (nor ``stop()``) came meanwhile.
  private let bursts = Bursts()

  private final class Bursts: Sendable {
    let count = Mutex(0)

    func next() -> Int {
      count.withLock { value in
        value += 1
        return value
      }
    }

    func isLatest(_ burst: Int) -> Bool { count.withLock { $0 == burst } }
  }

  /// Starts watching the book at `location` (a file, or a folder).
  ///
  /// - Throws: ``SystemError`` when inotify cannot watch the folder (it
  ///   does not exist, or the user's inotify limits are reached).
  /// - Complexity: O(1) system calls.
  init(_ location: BookLocation, settle: Duration = .milliseconds(100), onChange: @escaping @Sendable () -> Void) throws(SystemError) {
    let isFolder = location.isFolder
    var folder = location.path
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    let fileName: String?
    if !isFolder {
      let target = try SymbolicLink.target(of: location.path)
      folder = SymbolicLink.folder(of: target)
      fileName = SymbolicLink.fileName(of: target)
    } else {
      fileName = nil
    }
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else { throw .current }
    let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
    guard inotify_add_watch(fd, folder, mask) >= 0 else {
      let failure = SystemError.current
      close(fd)
      throw failure
    }
    let queue = DispatchQueue(label: "refbook.book-watcher")
    source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
    let bursts = self.bursts
    let delay = DispatchTimeInterval.nanoseconds(
      Int(settle.components.seconds * 1_000_000_000 + settle.components.attoseconds / 1_000_000_000))
    source.setEventHandler {
      guard Self.readEvents(from: fd).contains(where: { Self.concernsBook($0, fileName: fileName) }) else { return }
      let burst = bursts.next()
      queue.asyncAfter(deadline: .now() + delay) {
        if bursts.isLatest(burst) { onChange() }
      }
    }
    source.setCancelHandler { close(fd) }
    source.resume()
  }

  /// Stops watching; `onChange` is not called after this returns, but for
  /// a call already under way.
  func stop() {
    _ = bursts.next()
    source.cancel()
  }

  deinit {
    source.cancel()
  }

  /// Whether a change to the file `name` concerns the book: its file, or,
  /// for a folder, one of its contact files.
  private static func concernsBook(_ name: String, fileName: String?) -> Bool {
    if let fileName { return name == fileName }
    return !name.hasPrefix(".") && name.lowercased().hasSuffix(".vcf")
  }

  /// The names of the files in every event waiting on `fd`.
  private static func readEvents(from fd: Int32) -> [String] {
    var names: [String] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      guard count > 0 else { return names }
      var offset = 0
      buffer.withUnsafeBytes { raw in
        while offset + MemoryLayout<inotify_event>.size <= count {
          let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          let start = offset + MemoryLayout<inotify_event>.size
          let name = raw[start..<min(start + Int(event.len), count)].prefix { $0 != 0 }
          names.append(String(decoding: name, as: UTF8.self))
          offset = start + Int(event.len)
        }
      }
    }
  }
}
