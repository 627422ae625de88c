/// Why some persons are probably one: a key they share — an email address,
/// a phone number, or a name together with an organization or email domain
/// — as ``DuplicateKey`` normalized it.
public struct DuplicateReason: Hashable, Sendable, CustomStringConvertible {
  /// What the persons share.
  public enum Kind: String, Hashable, Sendable, Comparable, CaseIterable {
    case email
    case phone
    /// A name (folded, words in any order) and an organization.
    case nameAndOrganization = "name-and-organization"
    /// A name (folded, words in any order) and the domain of an email address.
    case nameAndDomain = "name-and-domain"

    public static func < (lhs: Kind, rhs: Kind) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  public let kind: Kind
  /// The shared value as compared: an email address (`hans@example.org`),
  /// a phone number (`+4930123456`), an organization (`acme`) or an email
  /// domain (`example.org`).
  public let value: String
  /// For the name kinds, the shared name as compared (`hans muller`);
  /// empty for the others.
  public let name: String
  /// The persons sharing it (two or more), in the order the finder was given them.
  public let ids: [Person.ID]

  public init(kind: Kind, value: String, name: String = "", ids: [Person.ID]) {
    self.kind = kind
    self.value = value
    self.name = name
    self.ids = ids
  }

  /// The reason as a person reads it: `same email hans@example.org`,
  /// `same name hans muller, same organization acme`.
  public var description: String {
    switch kind {
    case .email: return "same email \(value)"
    case .phone: return "same phone \(value)"
    case .nameAndOrganization: return "same name \(name), same organization \(value)"
    case .nameAndDomain: return "same name \(name), same email domain \(value)"
    }
  }
}
