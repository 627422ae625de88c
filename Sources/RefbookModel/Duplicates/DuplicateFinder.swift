/// Finds persons that are probably the same person: those sharing an email
/// address, a phone number, or a name together with an organization or an
/// email domain (see ``DuplicateKey`` for how each is normalized). Namesakes
/// that share nothing else are kept apart.
///
/// Persons are bucketed by key and the buckets joined (union–find), never
/// compared pair by pair; a group is a set of persons linked by a chain of
/// shared keys, with every shared key as a reason.
///
/// ```swift
/// let groups = DuplicateFinder().groups(in: book)
/// groups[0].ids        // ["hans-1", "hans-2"]
/// groups[0].reasons    // [same email hans@example.org]
/// ```
public struct DuplicateFinder: Sendable {
  /// The country calling code (`49`, no `+`) a national phone number with
  /// a leading `0` is read in; `nil` (the default) matches such numbers
  /// only with the same national form (see ``PhoneNumberKey``).
  public var countryCode: String?

  public init(countryCode: String? = nil) {
    self.countryCode = countryCode
  }

  /// The groups of probable duplicates among the persons of `book`, read
  /// from their outlines (nothing is decoded).
  ///
  /// - Complexity: As ``groups(of:)``.
  public func groups(in book: Addressbook) -> [DuplicateGroup] {
    groups(of: book.entries.values.map(\.stored.outline))
  }

  /// The groups of probable duplicates among `persons`, sorted by their
  /// first id; a person is in one group at most. Only the fields an
  /// outline holds are read (names, organization, emails, phones).
  ///
  /// - Complexity: O(*n* · *k*) expected for *n* persons of *k* keys each
  ///   (hashing; the keys are computed on all processors), plus
  ///   O(*d* log *d*) to sort the *d* persons found in groups.
  public func groups(of persons: [Person]) -> [DuplicateGroup] {
    let countryCode = countryCode
    let keys = persons.concurrentMap(minimumPiece: 1_024) { DuplicateKey.keys(of: $0, countryCode: countryCode) }
    var last: [DuplicateKey: Int] = [:]
    last.reserveCapacity(persons.count * 4)
    var shared: [DuplicateKey: [Int]] = [:]
    var sets = UnionFind(count: persons.count)
    for (index, personKeys) in keys.enumerated() {
      for key in personKeys {
        guard let other = last.updateValue(index, forKey: key) else { continue }
        sets.union(index, other)
        shared[key, default: [other]].append(index)
      }
    }
    var members: [Int: Set<Person.ID>] = [:]
    var reasons: [Int: [DuplicateReason]] = [:]
    for (key, indices) in shared {
      let ids = Set(indices.map { persons[$0].id })
      guard ids.count > 1 else { continue }
      let root = sets.find(indices[0])
      members[root, default: []].formUnion(ids)
      reasons[root, default: []].append(DuplicateReason(kind: key.kind, value: key.value, name: key.name, ids: ids.sorted()))
    }
    return members.map { root, ids in
      let sortedReasons = reasons[root, default: []].sorted { ($0.kind, $0.value, $0.name) < ($1.kind, $1.value, $1.name) }
      return DuplicateGroup(ids: ids.sorted(), reasons: sortedReasons)
    }
    .sorted { $0.ids[0] < $1.ids[0] }
  }
}
