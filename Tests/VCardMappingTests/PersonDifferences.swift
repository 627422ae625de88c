import RefbookModel

/// The fields in which two persons differ, as `field: left ≠ right` lines, so
/// that a failing round trip names what was lost instead of printing two
/// whole persons.
func differences(_ left: Person, _ right: Person) -> [String] {
  zip(Mirror(reflecting: left).children, Mirror(reflecting: right).children).compactMap { pair in
    let (left, right) = pair
    let (l, r) = (String(reflecting: left.value), String(reflecting: right.value))
    return l == r ? nil : "\(left.label ?? "?"): \(l) ≠ \(r)"
  }
}
