extension VCardConversion {
  /// The properties with each 3.0 `LABEL` moved into the `LABEL` parameter
  /// of its address: the first `ADR` before it (else after it) of the same
  /// group and the same types that has no label yet. (3.0 ties a label to
  /// an address by nothing else: of two such addresses, only one labelled,
  /// the label goes to the first.) A `LABEL` without such an address stays
  /// where it is (and is written as `X-LABEL`).
  ///
  /// - Complexity: O(*n* · (*l* + 1)) for *n* properties and *l* `LABEL`s.
  static func attachingLabels(_ properties: [VCardProperty]) -> [VCardProperty] {
    var properties = properties
    var moved: Set<Int> = []
    for index in properties.indices where properties[index].name == "LABEL" {
      let label = properties[index]
      let fits = { (candidate: Int) in
        let address = properties[candidate]
        return address.name == "ADR" && address.group?.lowercased() == label.group?.lowercased()
          && types(of: address) == types(of: label) && !address.parameters.contains { $0.name == "LABEL" }
      }
      let before = properties.indices[..<index].first(where: fits)
      guard let target = before ?? properties.indices[(index + 1)...].first(where: fits) else { continue }
      let text = VCardValue.unescape(label.value)
      properties[target].parameters.append(VCardParameter(name: "LABEL", values: [text]))
      moved.insert(index)
    }
    return properties.indices.filter { !moved.contains($0) }.map { properties[$0] }
  }

  /// The properties with a 3.0 `SORT-STRING` moved into the `SORT-AS`
  /// parameter of the card's `N` (its text split at commas, one value per
  /// name component). Without an `N`, or when `N` has a `SORT-AS` already,
  /// it stays (and is written as `X-SORT-STRING`).
  ///
  /// - Complexity: O(*n*) for *n* properties.
  static func attachingSortString(_ properties: [VCardProperty]) -> [VCardProperty] {
    guard let sortString = properties.firstIndex(where: { $0.name == "SORT-STRING" }),
      let name = properties.firstIndex(where: { $0.name == "N" }),
      !properties[name].parameters.contains(where: { $0.name == "SORT-AS" })
    else { return properties }
    var properties = properties
    let values = VCardValue.unescape(properties[sortString].value).split(separator: ",", omittingEmptySubsequences: false)
    properties[name].parameters.append(VCardParameter(name: "SORT-AS", values: values.map(String.init)))
    properties.remove(at: sortString)
    return properties
  }

  /// The lower-cased `TYPE` values of a property, as a set, with `pref`
  /// standing for `PREF=1` as well.
  private static func types(of property: VCardProperty) -> Set<String> {
    var types = Set(property.parameters.filter { $0.name == "TYPE" }.flatMap(\.values).map { $0.lowercased() })
    if property.parameters.contains(where: { $0.name == "PREF" && $0.values == ["1"] }) { types.insert("pref") }
    return types
  }
}
