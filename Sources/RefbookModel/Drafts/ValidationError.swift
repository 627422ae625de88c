/// Why a ``PersonDraft`` cannot become a ``Person`` yet, worded for the user.
public enum ValidationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Neither a name, an organization nor an email was given.
  case needsNameOrganizationOrEmail
  /// An email address without exactly one `@` between text, or with spaces.
  case invalidEmail(String)
  /// The draft keeps an id that is empty or only spaces.
  case blankID

  public var description: String {
    switch self {
    case .needsNameOrganizationOrEmail:
      "A contact needs a name, an organization or an email address."
    case .invalidEmail(let text):
      "“\(text)” is not an email address: it needs one @ with text on both sides and no spaces."
    case .blankID:
      "The contact's id (UID) is empty."
    }
  }
}
