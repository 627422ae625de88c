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
  /// from their outlines (nothing is decoded), in the book's order of
  /// iteration (see ``groups(of:)``).
  ///
  /// - Complexity: As ``groups(of:)``.
  public func groups(in book: Addressbook) -> [DuplicateGroup] {
    groups(of: book.entries.values.map(\.stored.outline))
  }

  /// The groups of probable duplicates among `persons`; a person is in one
  /// group at most. Groups, the persons of a group and the persons of a
  /// reason are in the order of `persons`; a group's reasons are by kind,
  /// then in the order of their first persons, then by value and name. Only the
  /// fields an outline holds are read (names, organization, emails,
  /// phones).
  ///
  /// - Precondition: The persons' ids are distinct (as a book's are).
  /// - Complexity: O(*n* · *k*) expected for *n* persons of *k* keys each
  ///   (hashing; the keys are computed and bucketed on all processors),
  ///   plus O(*d* log *d*) to sort the *d* persons found in groups.
  public func groups(of persons: [Person]) -> [DuplicateGroup] {
    let countryCode = countryCode
    let keys = persons.concurrentMap(minimumPiece: 1_024) { DuplicateKey.keys(of: $0, countryCode: countryCode) }
    // The keys are bucketed in shards, each on its own processor: a key's
    // shard is fixed by its hash, so every bucket is whole in one shard.
    let shardCount = 8
    let keyCount = keys.reduce(0) { $0 + $1.count }
    let shards = Array(0..<shardCount).concurrentMap(minimumPiece: 1) { shard in
      var last: [DuplicateKey: Int] = [:]
      last.reserveCapacity(keyCount / shardCount)
      var shared: [DuplicateKey: [Int]] = [:]
      for (index, personKeys) in keys.enumerated() {
        for key in personKeys where key.shard(of: shardCount) == shard {
          guard let other = last.updateValue(index, forKey: key) else { continue }
          shared[key, default: [other]].append(index)
        }
      }
      return shared.map { (key: $0.key, indices: $0.value) }
    }
    // Each list of indices is in increasing order: persons are visited so.
    var sets = UnionFind(count: persons.count)
    for (_, indices) in shards.joined() {
      for index in indices.dropFirst() { sets.union(indices[0], index) }
    }
    var sharedByRoot: [Int: [(key: DuplicateKey, indices: [Int])]] = [:]
    for entry in shards.joined() {
      sharedByRoot[sets.find(entry.indices[0]), default: []].append(entry)
    }
    return sharedByRoot.values.map { shared in
      let members = Set(shared.flatMap(\.indices)).sorted()
      let reasons = shared.sorted {
        ($0.key.kind, $0.indices[0], $0.key.value, $0.key.name) < ($1.key.kind, $1.indices[0], $1.key.value, $1.key.name)
      }
        .map { key, indices in
          DuplicateReason(kind: key.kind, value: key.value, name: key.name, ids: indices.map { persons[$0].id })
        }
      return (first: members[0], group: DuplicateGroup(ids: members.map { persons[$0].id }, reasons: reasons))
    }
    .sorted { $0.first < $1.first }
    .map(\.group)
  }
}
