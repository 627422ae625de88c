import VCard

extension Person {
  /// Two versions of one contact, each edited from `base`, merged property
  /// by property; `nil` when their changes overlap.
  ///
  /// - A property (a field: the name, the note, …; each kept group and
  ///   parameters of ``fieldExtras``) one side left as it was in `base`
  ///   takes the other side's value; one both sides changed alike takes
  ///   that value.
  /// - A list (emails, phones, addresses, URLs, nicknames, categories,
  ///   organization units, the properties kept verbatim) both sides changed
  ///   is merged value by value (see ``mergedList(base:ours:theirs:)``):
  ///   one side adding an email while the other edits a phone, or each
  ///   adding a different email, does not overlap.
  /// - Anything else changed differently on both sides overlaps.
  ///
  /// ```swift
  /// // base: note "", email a@x   ours: note "met in Lyon"   theirs: email b@x
  /// Person.merged(base: base, ours: ours, theirs: theirs)   // note "met in Lyon", email b@x
  /// ```
  ///
  /// - Complexity: O(*m*²) in the number of values of a list both changed
  ///   (a person holds a handful); O(*m*) otherwise.
  public static func merged(base: Person, ours: Person, theirs: Person) -> Person? {
    if ours == theirs || theirs == base { return ours }
    if ours == base { return theirs }
    var merged = ours
    for field in mergedFields {
      guard field.merge(base, ours, theirs, &merged) else { return nil }
    }
    return merged
  }

  /// Another program's version `theirs` of a file, found where we had
  /// written `written` over `earlier`, with its changes counted from
  /// `written`: a program that read `earlier` just before our write made
  /// `theirs` from it, and its changes are applied to `written`; one that
  /// read `written` made `theirs` from it already, and gets it back as it
  /// is. `theirs` itself without `earlier`; `nil` where the two overlap
  /// (both changed a property differently: a conflict, as their program
  /// may not have seen our write).
  ///
  /// ```swift
  /// // earlier: start, w4   written: app0   theirs (read before our write): start, w4, w5
  /// Person.rebased(theirs, madeFrom: earlier, onto: written)   // app0, w5
  /// ```
  ///
  /// - Complexity: That of ``merged(base:ours:theirs:)``.
  public static func rebased(_ theirs: Person, madeFrom earlier: Person?, onto written: Person) -> Person? {
    guard let earlier else { return theirs }
    return merged(base: earlier, ours: written, theirs: theirs)
  }

  /// `base`, with each property in which `ours` equals `other` taken from
  /// `other`: the base to merge `ours` with when it may have been edited
  /// from `base` or from `other` (a version of `base` merged with changes
  /// made elsewhere, which `ours` may or may not have adopted), so that
  /// what `ours` took from `other` does not count as its own change.
  ///
  /// - Complexity: O(*m*) in the size of the persons.
  public static func base(_ base: Person, adopting other: Person, as ours: Person) -> Person {
    var result = base
    for field in mergedFields { field.adopt(&result, other, ours) }
    return result
  }

  /// A list each side edited from `base`, merged value by value: theirs,
  /// without the values we removed, with the values we added (a value we
  /// replaced takes the place of the one it replaced, when that is still
  /// there; others go at the end). `nil` when both sides replaced or
  /// removed the same value and put different values in its place.
  ///
  /// - Complexity: O(*m*²) in the number of values (a person holds a handful).
  public static func mergedList<Element: Hashable>(base: [Element], ours: [Element], theirs: [Element]) -> [Element]? {
    if ours == theirs || theirs == base { return ours }
    if ours == base { return theirs }
    let removedByUs = base.filter { !ours.contains($0) }
    let removedByThem = base.filter { !theirs.contains($0) }
    let addedByUs = ours.filter { !base.contains($0) && !theirs.contains($0) }
    let addedByThem = theirs.filter { !base.contains($0) && !ours.contains($0) }
    // Both took one value away and both put something new: each edited it.
    if removedByUs.contains(where: removedByThem.contains), !addedByUs.isEmpty, !addedByThem.isEmpty { return nil }
    var merged = theirs
    var appended: [Element] = []
    for value in addedByUs {
      // A value we put where a removed one was (an edit) takes its place.
      if let index = ours.firstIndex(of: value), index < base.count, removedByUs.contains(base[index]),
        let place = merged.firstIndex(of: base[index])
      {
        merged[place] = value
      } else {
        appended.append(value)
      }
    }
    merged.removeAll { removedByUs.contains($0) }
    return merged + appended
  }

  /// One property of a person as the three-way merge sees it.
  private struct MergedField: Sendable {
    /// Puts the merge of (base, ours, theirs) into the last argument,
    /// which holds ours; `false` when the changes overlap.
    let merge: @Sendable (Person, Person, Person, inout Person) -> Bool
    /// Takes the property from the second argument into the first where
    /// the third equals the second (see ``Person/base(_:adopting:as:)``).
    let adopt: @Sendable (inout Person, Person, Person) -> Void

    /// A field merged whole.
    static func whole<Value: Equatable & Sendable>(_ field: any WritableKeyPath<Person, Value> & Sendable) -> MergedField {
      MergedField(
        merge: { base, ours, theirs, merged in
          let (b, o, t) = (base[keyPath: field], ours[keyPath: field], theirs[keyPath: field])
          if o == b { merged[keyPath: field] = t }
          return o == b || t == b || t == o
        },
        adopt: { base, other, ours in
          if ours[keyPath: field] == other[keyPath: field] { base[keyPath: field] = other[keyPath: field] }
        })
    }

    /// A list merged value by value.
    static func list<Element: Hashable & Sendable>(_ field: any WritableKeyPath<Person, [Element]> & Sendable) -> MergedField {
      MergedField(
        merge: { base, ours, theirs, merged in
          guard
            let list = Person.mergedList(
              base: base[keyPath: field], ours: ours[keyPath: field], theirs: theirs[keyPath: field])
          else { return false }
          merged[keyPath: field] = list
          return true
        },
        adopt: whole(field).adopt)
    }

    /// ``Person/fieldExtras``, merged key by key.
    static let extras = MergedField(
      merge: { base, ours, theirs, merged in
        for key in Set(base.fieldExtras.keys).union(ours.fieldExtras.keys).union(theirs.fieldExtras.keys) {
          let (b, o, t) = (base.fieldExtras[key], ours.fieldExtras[key], theirs.fieldExtras[key])
          if o == b {
            merged.fieldExtras[key] = t
          } else if t != b, t != o {
            return false
          }
        }
        return true
      },
      adopt: { base, other, ours in
        for key in Set(other.fieldExtras.keys).union(ours.fieldExtras.keys)
        where ours.fieldExtras[key] == other.fieldExtras[key] {
          base.fieldExtras[key] = other.fieldExtras[key]
        }
      })
  }

  /// Every property a person holds (but its id), for the three-way merge.
  private static let mergedFields: [MergedField] = [
    .whole(\.formattedName), .whole(\.name), .whole(\.title), .whole(\.birthday), .whole(\.note),
    .list(\.nicknames), .list(\.emails), .list(\.phones), .list(\.addresses), .list(\.organization), .list(\.urls),
    .list(\.categories), .list(\.otherProperties), .extras,
  ]
}
