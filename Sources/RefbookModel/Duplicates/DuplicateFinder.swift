/// Finds persons that are probably the same person: those sharing an email
/// address, a phone number, or a name together with an organization or an
/// email domain (see ``DuplicateKey`` for how each is normalized). Namesakes
/// that share nothing else are kept apart.
///
/// Persons' keys are sorted by hash and the persons sharing one joined
/// (union–find), never compared pair by pair; a group is a set of persons linked by a chain of
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
    groups(keys: keys(of: book.entries.values) { $0.stored.outline }, ids: Array(book.entries.keys))
  }

  /// The groups of probable duplicates among `persons`; a person is in one
  /// group at most. Groups, the persons of a group and the persons of a
  /// reason are in the order of `persons`; a group's reasons are by kind,
  /// then by value and name, so that they do not depend on the book's order.
  ///
  /// - Precondition: The persons' ids are distinct (as a book's are).
  /// - Complexity: O(*n* · *k*) for *n* persons of *k* keys each to make
  ///   the keys (on all processors), O(*n* · *k* · log(*n* · *k*)) to sort
  ///   them by hash, plus O(*d* log *d*) to sort the *d* persons found in
  ///   groups.
  public func groups(of persons: [some OutlineFields]) -> [DuplicateGroup] {
    groups(keys: keys(of: persons) { $0 }, ids: persons.map(\.id))
  }

  /// The keys of the persons of `elements`, made on all processors, a
  /// stretch of them on each.
  private func keys<Elements: Collection & Sendable, Outlined: OutlineFields>(
    of elements: Elements, _ person: @Sendable (Elements.Element) -> Outlined
  ) -> DuplicateKeyTable where Elements.Element: Sendable, Elements.Index: Sendable {
    let countryCode = countryCode
    return DuplicateKeyTable(
      joining: elements.concurrentPieces(minimumPiece: 1_024) { stretch in
        var table = DuplicateKeyTable()
        for element in stretch { table.appendKeys(of: person(element), countryCode: countryCode) }
        return table
      })
  }

  /// The groups of the persons whose ids are `ids` and whose keys `table` holds.
  private func groups(keys table: DuplicateKeyTable, ids: [Person.ID]) -> [DuplicateGroup] {
    let shared = Self.sharedKeys(table)
    var sets = UnionFind(count: ids.count)
    for (_, indices) in shared {
      for index in indices.dropFirst() { sets.union(indices[0], index) }
    }
    var sharedByRoot: [Int: [(key: DuplicateKey, indices: [Int])]] = [:]
    for (key, indices) in shared {
      sharedByRoot[sets.find(indices[0]), default: []].append((table.key(key), indices))
    }
    return sharedByRoot.values.map { shared in
      let members = Set(shared.flatMap(\.indices)).sorted()
      let reasons = shared.sorted { ($0.key.kind, $0.key.value, $0.key.name) < ($1.key.kind, $1.key.value, $1.key.name) }
        .map { key, indices in
          DuplicateReason(kind: key.kind, value: key.value, name: key.name, ids: indices.map { ids[$0] })
        }
      return (first: members[0], group: DuplicateGroup(ids: members.map { ids[$0] }, reasons: reasons))
    }
    .sorted { $0.first < $1.first }
    .map(\.group)
  }

  /// Every key that more than one person has (its number in `table`),
  /// with those persons' indices in increasing order.
  ///
  /// Each key becomes one integer, the high bits of its hash above its
  /// person's index, and the integers are sorted: keys with equal hashes
  /// come together, each run in the order of persons, without a dictionary
  /// of a million keys. A run is then split by key, in case two keys'
  /// hashes agree in those bits. The integers are first dealt by their top
  /// bits into one part per processor, sorted and read on all of them: a
  /// run never spans two parts.
  private static func sharedKeys(_ table: DuplicateKeyTable) -> [(key: Int, indices: [Int])] {
    let personBits = UInt64.bitWidth - UInt64(table.personCount).leadingZeroBitCount
    let personMask = (UInt64(1) << personBits) - 1
    let partBits = UInt64.bitWidth - UInt64(Swift.max(1, Processors.online - 1)).leadingZeroBitCount
    var parts = [[UInt64]](repeating: [], count: 1 << partBits)
    let keyCount = table.hashes.count
    for part in parts.indices { parts[part].reserveCapacity(keyCount >> partBits + keyCount >> (partBits + 3)) }
    for person in 0..<table.personCount {
      for key in table.keys(ofPerson: person) {
        let value = table.hashes[key] & ~personMask | UInt64(person)
        parts[Int(value >> (64 - partBits))].append(value)
      }
    }
    return parts.concurrentMap(minimumPiece: 1) { part in
      sharedKeys(sorting: part, of: table, personMask: personMask)
    }.flatMap(\.self)
  }

  /// The keys shared in `part`, some of the integers of
  /// ``sharedKeys(_:)``.
  private static func sharedKeys(
    sorting part: [UInt64], of table: DuplicateKeyTable, personMask: UInt64
  ) -> [(key: Int, indices: [Int])] {
    let sortable = part.sorted()
    var shared: [(key: Int, indices: [Int])] = []
    var runStart = sortable.startIndex
    while runStart < sortable.endIndex {
      let runPrefix = sortable[runStart] & ~personMask
      var runEnd = runStart + 1
      while runEnd < sortable.endIndex, sortable[runEnd] & ~personMask == runPrefix { runEnd += 1 }
      if runEnd - runStart > 1 {
        var run: [(key: Int, indices: [Int])] = []
        for value in sortable[runStart..<runEnd] {
          let person = Int(value & personMask)
          for key in table.keys(ofPerson: person) where table.hashes[key] & ~personMask == runPrefix {
            if let same = run.firstIndex(where: { table.keysAreEqual($0.key, key) }) {
              if run[same].indices.last != person { run[same].indices.append(person) }
            } else {
              run.append((key, [person]))
            }
          }
        }
        shared += run.filter { $0.indices.count > 1 }
      }
      runStart = runEnd
    }
    return shared
  }
}
