import RefbookModel
import Synchronization
import TerminalKit

/// The photos the detail pane shows, decoded on another thread so that no
/// key waits for one (a large JPEG takes tens of milliseconds): the last
/// one decoded is kept, the app asks for the selected person's at every
/// frame, and one asked for meanwhile is decoded next.
///
/// ```swift
/// let photos = PhotoCache(onDecoded: { inbox.post {} })   // the loop wakes, and draws again
/// if let image = photos.image(of: photo) { terminal.showImage(image, in: area) }
/// ```
final class PhotoCache: Sendable {
  private struct State {
    /// The photo decoded last, and its image (`nil`: it does not decode).
    var decoded: (photo: ContactPhoto, image: TerminalImage?)?
    /// The photo being decoded, and the one to decode after it.
    var decoding: ContactPhoto?
    var next: ContactPhoto?
  }

  private let state = Mutex(State())
  private let onDecoded: @Sendable () -> Void

  /// - Parameter onDecoded: Called on the decoding thread when a photo is
  ///   decoded, for the app to draw again.
  init(onDecoded: @escaping @Sendable () -> Void) {
    self.onDecoded = onDecoded
  }

  /// `photo` as the terminal takes it, once it is decoded; `nil` when it
  /// does not decode, or until it is (the first call for it starts
  /// decoding it, or marks it to be decoded next).
  ///
  /// - Complexity: O(1) (a photo read once compares with itself in O(1)).
  func image(of photo: ContactPhoto) -> TerminalImage? {
    let (image, starts) = state.withLock { state -> (TerminalImage?, Bool) in
      if let decoded = state.decoded, decoded.photo == photo { return (decoded.image, false) }
      if state.decoding == nil {
        state.decoding = photo
        return (nil, true)
      }
      if state.decoding != photo { state.next = photo }
      return (nil, false)
    }
    if starts { decode(photo) }
    return image
  }

  /// Decodes `photo` on a thread of its own, then the photo asked for
  /// meanwhile, if any.
  private func decode(_ photo: ContactPhoto) {
    // Not queued behind a start's work: the user waits to see it.
    LowPriorityThread.run(takingTurn: false) { [self] in
      let image = PhotoImage(photo).flatMap(TerminalImage.init)
      let next = state.withLock { state -> ContactPhoto? in
        state.decoded = (photo, image)
        state.decoding = state.next.flatMap { $0 == photo ? nil : $0 }
        state.next = nil
        return state.decoding
      }
      onDecoded()
      if let next { decode(next) }
    }
  }
}
