import RefbookModel

/// A three-way merge of books by person id, for when the file changed on disk
/// while refbook had it open.
///
/// Each side's changes are found by comparing it with the common `base`:
/// a person is *added* (absent from base), *deleted* (absent from the side),
/// *changed* (present on both with a different value) or *untouched*.
/// Two sides' changes collide when both touched the same person differently
/// (changed it to different values, added it with different values, or one
/// changed it while the other deleted it); then nothing is merged.
public enum BookMerge {
  /// The outcome of ``merge(base:ours:theirs:)``.
  public enum Result: Equatable, Sendable {
    /// The merged book.
    case merged([Person])
    /// The ids touched differently on both sides, in the order they appear
    /// in `theirs` then `ours`.
    case conflict([Person.ID])
  }

  /// Merges two edited versions of a book.
  ///
  /// The merged book keeps `theirs`'s order (the file on disk changes as
  /// little as possible), with persons only we added appended in our order.
  /// Ids within each snapshot must be unique; a snapshot with a repeated id
  /// cannot be merged safely and is reported as a conflict on that id.
  ///
  /// - Complexity: O(*n*) expected, for *n* persons in all three snapshots.
  public static func merge(base: [Person], ours: [Person], theirs: [Person]) -> Result {
    let repeated = repeatedIDs(base) + repeatedIDs(ours) + repeatedIDs(theirs)
    guard repeated.isEmpty else { return .conflict(unique(repeated)) }
    let baseByID = Dictionary(uniqueKeysWithValues: base.map { ($0.id, $0) })
    let oursByID = Dictionary(uniqueKeysWithValues: ours.map { ($0.id, $0) })
    let theirsByID = Dictionary(uniqueKeysWithValues: theirs.map { ($0.id, $0) })

    var merged: [Person] = []
    var conflicts: [Person.ID] = []
    for person in theirs {
      switch resolve(base: baseByID[person.id], ours: oursByID[person.id], theirs: person) {
      case .keep(let value): merged.append(value)
      case .drop: break
      case .collide: conflicts.append(person.id)
      }
    }
    for person in ours where theirsByID[person.id] == nil {
      switch resolve(base: baseByID[person.id], ours: person, theirs: nil) {
      case .keep(let value): merged.append(value)
      case .drop: break
      case .collide: conflicts.append(person.id)
      }
    }
    return conflicts.isEmpty ? .merged(merged) : .conflict(conflicts)
  }

  private enum Decision {
    case keep(Person)
    case drop
    case collide
  }

  /// The merged fate of one id, from its three versions (`nil` = absent).
  private static func resolve(base: Person?, ours: Person?, theirs: Person?) -> Decision {
    if ours == theirs { return ours.map(Decision.keep) ?? .drop }
    if ours == base { return theirs.map(Decision.keep) ?? .drop }
    if theirs == base { return ours.map(Decision.keep) ?? .drop }
    return .collide
  }

  private static func repeatedIDs(_ persons: [Person]) -> [Person.ID] {
    var seen = Set<Person.ID>()
    return persons.compactMap { seen.insert($0.id).inserted ? nil : $0.id }
  }

  private static func unique(_ ids: [Person.ID]) -> [Person.ID] {
    var seen = Set<Person.ID>()
    return ids.filter { seen.insert($0).inserted }
  }
}
