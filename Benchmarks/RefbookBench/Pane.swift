import Foundation

/// A program running full-screen in a session of the bench's tmux server
/// (120×40), typed into and timed as its user sees it: a key's time runs
/// from sending it to the end of what the program draws in answer.
struct Pane {
  let tmux: Tmux
  /// The program's process id.
  let process: String
  /// Everything the program draws after its first screen.
  let output: WatchedFile

  /// Starts `command` (a shell command that `exec`s the program) in the
  /// session `session` and waits until the screen shows `firstScreen`.
  /// Returns the pane and the milliseconds from the start to that screen
  /// (`capture-pane` polled, so a few ms of tmux are included); `nil`, with
  /// the session ended, when the screen did not show it within a minute.
  static func start(
    _ command: String, session: String, waitingFor firstScreen: String, recordingTo path: String
  ) -> (pane: Pane, ms: Double)? {
    guard let tmux = Tmux(session: session) else { return nil }
    let start = DispatchTime.now().uptimeNanoseconds
    tmux.start(command)
    guard tmux.wait(for: firstScreen, seconds: 60), let process = tmux.pid else {
      tmux.killSession()
      return nil
    }
    let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    try? FileManager.default.removeItem(atPath: path)
    tmux.record(to: path)
    return (Pane(tmux: tmux, process: process, output: WatchedFile(path: path)), ms)
  }

  /// Sends `keys` (tmux key names), each once the program has drawn its
  /// answer to the one before; not timed.
  func press(_ keys: [String]) {
    for key in keys { _ = time(key, seconds: 10) }
  }

  /// Types `text` literally and waits until the program has echoed it.
  func type(_ text: String) {
    let start = DispatchTime.now().uptimeNanoseconds
    let before = output.signature
    tmux.type(text)
    _ = output.endOfChanges(since: start, from: before, seconds: 10)
  }

  /// Sends `key` and returns the milliseconds until the program finished
  /// drawing its answer: the last output before `quietMilliseconds` of
  /// silence. `nil` when nothing was drawn within `seconds`.
  func time(_ key: String, quietMilliseconds: Int = 100, seconds: Double = 60) -> Double? {
    let start = DispatchTime.now().uptimeNanoseconds
    let before = output.signature
    tmux.send(key)
    return output.endOfChanges(since: start, from: before, quietMilliseconds: quietMilliseconds, seconds: seconds)
  }

  /// The processor time each of its live threads has used, in nanoseconds,
  /// for ``processorNanoseconds(since:)``.
  var threadProcessorNanoseconds: [String: Int] {
    RefbookBench.threadProcessorNanoseconds(of: process)
  }

  /// The processor time its threads used since `earlier` (its
  /// ``threadProcessorNanoseconds`` then), in nanoseconds.
  func processorNanoseconds(since earlier: [String: Int]) -> Int {
    RefbookBench.processorNanoseconds(of: process, since: earlier)
  }

  /// Waits until the program is idle (see ``waitUntilIdle(_:seconds:)``).
  func waitUntilIdle() {
    RefbookBench.waitUntilIdle(process)
  }

  /// Quits the program (`q`, which both abook and refbook save on) and
  /// waits for it to exit; ends the session if it has not within 10 s.
  func quit() {
    tmux.send("q")
    tmux.waitForExit()
    tmux.killSession()
  }
}
