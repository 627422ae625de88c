import RefbookModel
import TerminalKit

/// The photo shown last, decoded: the app asks for the selected person's at
/// every frame, and moving through the list decodes each photo once, as
/// the selection reaches it.
final class PhotoCache {
  private var photo: ContactPhoto?
  private var image: TerminalImage?

  /// `photo` as the terminal takes it; `nil` when it does not decode.
  ///
  /// - Complexity: O(1) for the photo asked for last (its text is shared);
  ///   else that of ``PhotoImage/init(_:)``.
  func image(of photo: ContactPhoto) -> TerminalImage? {
    if photo != self.photo {
      self.photo = photo
      image = PhotoImage(photo).flatMap(TerminalImage.init)
    }
    return image
  }
}
