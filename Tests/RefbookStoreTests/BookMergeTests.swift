import RefbookModel
import RefbookStore
import Testing

@Suite struct BookMergeTests {
  let ann = person("1", "Ann")
  let bob = person("2", "Bob")
  let cy = person("3", "Cy")

  @Test func disjointChangesOnBothSidesAreBothKept() {
    let base: Addressbook = [ann, bob, cy]
    let ours: Addressbook = [person("1", "Ann Lee"), bob, cy]
    let theirs: Addressbook = [ann, person("2", "Bob Roe"), cy]
    #expect(BookMerge.merge(base: base, ours: ours, theirs: theirs)
      == .merged([person("1", "Ann Lee"), person("2", "Bob Roe"), cy]))
  }

  @Test func additionsOnEitherSideAreKept() {
    let dee = person("4", "Dee")
    let eve = person("5", "Eve")
    #expect(BookMerge.merge(base: [ann, bob], ours: [eve, ann, bob], theirs: [ann, dee, bob])
      == .merged([ann, dee, bob, eve]))
  }

  @Test func aDeletionOfAnUntouchedPersonWins() {
    #expect(BookMerge.merge(base: [ann, bob, cy], ours: [ann, cy], theirs: [ann, bob, cy]) == .merged([ann, cy]))
    #expect(BookMerge.merge(base: [ann, bob, cy], ours: [ann, bob, cy], theirs: [bob, cy]) == .merged([bob, cy]))
  }

  @Test func theSameChangeOnBothSidesIsNoCollision() {
    let changed = person("2", "Robert")
    #expect(BookMerge.merge(base: [ann, bob], ours: [ann, changed], theirs: [ann, changed]) == .merged([ann, changed]))
    #expect(BookMerge.merge(base: [ann, bob], ours: [ann], theirs: [ann]) == .merged([ann]))
  }

  @Test func differentChangesToOnePersonCollide() {
    let result = BookMerge.merge(
      base: [ann, bob], ours: [ann, person("2", "Robert")], theirs: [ann, person("2", "Bobby")])
    #expect(result == .conflict(["2"]))
  }

  @Test func changedOnOneSideAndDeletedOnTheOtherIsKeptChanged() {
    #expect(BookMerge.merge(base: [ann, bob], ours: [ann, person("2", "Robert")], theirs: [ann]) == .merged([ann, person("2", "Robert")]))
    #expect(BookMerge.merge(base: [ann, bob], ours: [ann], theirs: [ann, person("2", "Robert")]) == .merged([ann, person("2", "Robert")]))
  }

  @Test func changesToDifferentPropertiesOfOnePersonAreMerged() {
    var ours = bob
    ours.note = "met in Lyon"
    var theirs = bob
    theirs.title = "Dr"
    var both = ours
    both.title = "Dr"
    #expect(BookMerge.merge(base: [ann, bob], ours: [ann, ours], theirs: [ann, theirs]) == .merged([ann, both]))
  }

  /// After a save merged a change on disk and handed the merge back, a book
  /// that adopted it (and edited on), and one that did not, are both
  /// counted from what they hold: neither undoes the other program's change.
  @Test func aBaseAfterAMergeCountsWhatOursAdoptedAsNoChangeOfOurs() {
    let snapshot: Addressbook = [ann, bob]
    var theirsBob = bob
    theirsBob.note = "theirs"
    let offered: Addressbook = [ann, theirsBob]
    var adoptedAndEdited = theirsBob
    adoptedAndEdited.title = "Dr"
    var notAdoptedButEdited = bob
    notAdoptedButEdited.title = "Dr"
    var later = theirsBob
    later.note = "theirs, later"
    for ours in [adoptedAndEdited, notAdoptedButEdited] {
      let base = BookMerge.base(snapshot, or: offered, as: [ann, ours])
      guard case .merged(let merged) = BookMerge.merge(base: base, ours: [ann, ours], theirs: [ann, later]) else {
        Issue.record("expected a merge for \(ours)")
        continue
      }
      #expect(merged[id: "2"]?.note == "theirs, later")
      #expect(merged[id: "2"]?.title == "Dr")
    }
  }

  @Test func theSameIDAddedDifferentlyOnBothSidesCollides() {
    #expect(BookMerge.merge(base: [], ours: [person("9", "X")], theirs: [person("9", "Y")]) == .conflict(["9"]))
  }

  @Test func theMergedBookIsOursWithTheirChanges() {
    let ours: Addressbook = [ann, bob, cy]
    var theirs: Addressbook = [ann, bob, cy]
    theirs[id: "2"]?.formattedName = "Bob Roe"
    guard case .merged(let merged) = BookMerge.merge(base: ours, ours: ours, theirs: theirs) else {
      Issue.record("expected a merge")
      return
    }
    #expect(merged.changedIDs(since: ours) == ["2"])
  }

  /// Every combination of one person's three versions (absent, or one of three
  /// values of one property) against the contract: one side untouched → the
  /// other side wins; deleted on one side and changed on the other → kept,
  /// changed; both changed differently → conflict.
  @Test func everyCombinationForOnePersonFollowsTheContract() {
    let versions: [Person?] = [nil, person("7", "a"), person("7", "b"), person("7", "c")]
    let other = person("0", "bystander")
    for base in versions {
      for ours in versions {
        for theirs in versions {
          let result = BookMerge.merge(
            base: Addressbook([other] + [base].compactMap { $0 }),
            ours: Addressbook([other] + [ours].compactMap { $0 }),
            theirs: Addressbook([other] + [theirs].compactMap { $0 }))
          let expected: BookMerge.Result
          if ours == base || ours == theirs {
            expected = .merged(Addressbook([other] + [theirs].compactMap { $0 }))
          } else if theirs == base || theirs == nil {
            expected = .merged(Addressbook([other] + [ours].compactMap { $0 }))
          } else if ours == nil {
            expected = .merged(Addressbook([other] + [theirs].compactMap { $0 }))
          } else {
            expected = .conflict(["7"])
          }
          #expect(result == expected, "base \(String(describing: base?.formattedName)) ours \(String(describing: ours?.formattedName)) theirs \(String(describing: theirs?.formattedName))")
        }
      }
    }
  }

  @Test func mergingIsSymmetricInContent() {
    let base: Addressbook = [ann, bob, cy]
    let ours: Addressbook = [person("1", "A2"), cy, person("4", "D")]
    let theirs: Addressbook = [ann, bob, person("3", "C"), person("5", "E")]
    let forward = BookMerge.merge(base: base, ours: ours, theirs: theirs)
    let backward = BookMerge.merge(base: base, ours: theirs, theirs: ours)
    guard case .merged(let a) = forward, case .merged(let b) = backward else {
      Issue.record("expected both merges to succeed: \(forward), \(backward)")
      return
    }
    #expect(Set(a) == Set(b))
    #expect(Set(a) == [person("1", "A2"), person("3", "C"), person("4", "D"), person("5", "E")])
  }
}
