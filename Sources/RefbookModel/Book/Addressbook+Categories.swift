extension Addressbook {
  /// Every category (vCard `CATEGORIES`) of the book with how many persons
  /// are in it, by name; categories differing only in case are one, named
  /// by the spelling that sorts first (`Work` before `work`).
  ///
  /// - Complexity: O(*n* log *n*); nothing is decoded (see
  ///   ``StoredPerson/categories``).
  public var categoryCounts: [(name: String, count: Int)] {
    var counts: [String: (name: String, count: Int)] = [:]
    for entry in entries.values {
      let categories = entry.stored.categories
      for category in Set(categories.map { $0.lowercased() }) {
        let name = categories.filter { $0.lowercased() == category }.min() ?? category
        let known = counts[category, default: (name, 0)]
        counts[category] = (Swift.min(known.name, name), known.count + 1)
      }
    }
    return counts.values.sorted { ($0.name.lowercased(), $0.name) < ($1.name.lowercased(), $1.name) }
  }
}
