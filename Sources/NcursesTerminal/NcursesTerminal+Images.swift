import CTerminalEvents
import TerminalKit

#if canImport(Glibc)
import Glibc
#endif

extension NcursesTerminal {
  /// How long the terminal's answer to the question about images is
  /// awaited; no answer in that time is no. Every terminal answers the
  /// device attributes that end the question in a few milliseconds, over
  /// ssh in a round trip.
  static let probeTimeout = Duration.milliseconds(500)

  /// What a cell is taken to measure, in pixels, where the terminal does
  /// not say (only the proportion matters): twice as high as wide.
  static let usualCell = (width: 1, height: 2)

  /// True once the terminal has said it shows images through kitty's
  /// graphics protocol, asked at start when `images` was set.
  public var showsImages: Bool { probe?.answer == .yes }

  public func showImage(_ image: TerminalImage, in area: CellArea) {
    images.wanted = PlacedImage(image, in: area)
  }

  public func clearImage() {
    images.wanted = nil
  }

  /// Writes the question (see ``KittyGraphics/query(id:)``); the answer
  /// arrives as input, which ``readKey(timeout:)`` takes it out of.
  func askWhetherImagesShow() {
    probe = GraphicsProbe(id: KittyImageDisplay.queryID)
    writeToTerminal(KittyGraphics.query(id: KittyImageDisplay.queryID))
  }

  /// Reads the answer to the question about images if it is still awaited,
  /// for at most what is left of ``probeTimeout``, keeping keys typed
  /// meanwhile: before the terminal goes to the shell or another program,
  /// which would read the answer as typing.
  func awaitProbeAnswer() {
    while probe?.answer == .waiting, !lost {
      takeInput()
      guard probe?.answer == .waiting else { return }
      let left = ContinuousClock.now.duration(to: probeDeadline)
      if left <= .zero {
        probe?.timeOut()
        return
      }
      if cte_wait(STDIN_FILENO, Self.milliseconds(left)) == CTE_HUNG_UP { lost = true }
    }
  }

  /// Takes a reply the input held: an answer to the question about images.
  func take(_ reply: TerminalReply) {
    guard probe?.answer == .waiting else { return }
    probe?.take(reply)
    if probe?.answer == .yes {
      imagesAnswered = true
      // An exit or a crash takes the image off the screen too.
      cte_set_image_reset(String(decoding: KittyGraphics.delete(imageID: KittyImageDisplay.imageID), as: UTF8.self))
    }
  }

  /// The size of a cell in pixels, as the terminal says, else ``usualCell``.
  var cellPixels: (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    guard cte_cell_pixels(STDOUT_FILENO, &width, &height) == 0 else { return Self.usualCell }
    return (Int(width), Int(height))
  }

  /// Writes `bytes` to the terminal, after whatever ncurses wrote (it has
  /// written all of it once `doupdate` returns); gives up on an error
  /// (the terminal is gone).
  func writeToTerminal(_ bytes: [UInt8]) {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      written += count
    }
  }

  /// `duration` in whole milliseconds, rounded up, for `poll`.
  static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
    return Int32(clamping: seconds * 1000 + (attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond)
  }
}
