import HashTreeCollections

extension Addressbook: Sequence {
  /// Visits every person once, in an unspecified order that is the same for
  /// equal-structured books.
  public struct Iterator: IteratorProtocol {
    var base: TreeDictionary<Person.ID, Entry>.Iterator

    public mutating func next() -> Person? {
      base.next()?.value.person
    }
  }

  /// - Complexity: O(1)
  public func makeIterator() -> Iterator {
    Iterator(base: entries.makeIterator())
  }

  /// - Complexity: O(1)
  public var underestimatedCount: Int { count }
}

extension Addressbook: ExpressibleByArrayLiteral {
  /// A book holding the persons listed; when several share an id, the last
  /// one wins.
  ///
  /// - Complexity: O(n log n), where n is the number of persons.
  public init(arrayLiteral persons: Person...) {
    self.init(persons)
  }
}
