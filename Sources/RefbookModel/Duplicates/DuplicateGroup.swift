/// Persons that are probably one person, and every reason found.
public struct DuplicateGroup: Hashable, Sendable {
  /// Two or more persons, in the order the finder was given them.
  public let ids: [Person.ID]
  /// Every key two or more of them share, by kind, then in the order of
  /// their first persons, then by value and name.
  public let reasons: [DuplicateReason]

  public init(ids: [Person.ID], reasons: [DuplicateReason]) {
    self.ids = ids
    self.reasons = reasons
  }
}
