import Synchronization

extension Addressbook {
  /// A number given to a person each time it changes, unique in the process,
  /// so that equal revisions mean the very same stored person, even across
  /// books that were built independently.
  struct Revision: Hashable, Sendable {
    let value: UInt64

    static func next() -> Revision {
      Revision(value: revisionCounter.wrappingAdd(1, ordering: .relaxed).newValue)
    }
  }

  /// One person at one revision. A book holds exactly one stamp per person;
  /// the stamps two books do not share are the persons that differ.
  ///
  /// A stamp hashes its id only, so a person's successive stamps share one
  /// path in the hash tree and replacing a stamp copies that path once.
  struct Stamp: Hashable, Sendable {
    let id: Person.ID
    let revision: Revision

    func hash(into hasher: inout Hasher) {
      hasher.combine(id)
    }
  }
}

private let revisionCounter = Atomic<UInt64>(0)
