import RefbookModel

extension Person {
  /// The name to show for this person: the formatted name, else the
  /// structured name's parts, else the organization, else the first email.
  ///
  /// - Complexity: O(*k*) in the length of the fields consulted.
  var displayName: String {
    if !formattedName.isEmpty { return formattedName }
    let parts = [name.prefix, name.given, name.additional, name.family, name.suffix].filter { !$0.isEmpty }
    if !parts.isEmpty { return parts.joined(separator: " ") }
    if let organization = organization.first, !organization.isEmpty { return organization }
    return emails.first?.value ?? ""
  }
}
