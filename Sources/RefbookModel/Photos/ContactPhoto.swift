import VCard

/// A person's photo as the card has it: its first `PHOTO`, data written in
/// the card or a link, not yet decoded (``PhotoImage/init(_:)`` decodes
/// it). Equal photos decode alike; a photo read once compares with itself
/// in O(1), as the card's text is shared.
public struct ContactPhoto: Equatable, Sendable {
  let property: VCardProperty
}

extension Person {
  /// The card's photo, if it has a `PHOTO`.
  ///
  /// - Complexity: O(*p*) in the number of ``otherProperties``.
  public var photo: ContactPhoto? {
    otherProperties.first { $0.name == "PHOTO" }.map(ContactPhoto.init)
  }
}
