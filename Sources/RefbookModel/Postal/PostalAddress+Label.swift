extension PostalAddress {
  /// The address as its country writes it on an envelope, line by line:
  /// its components in the order of the country's ``AddressFormat``, then
  /// the country, as the card writes it, on the last line. Empty
  /// components leave no empty line; an empty address has no lines.
  ///
  /// ```swift
  /// PostalAddress(street: "10 Downing Street", locality: "London", postalCode: "SW1A 2AA",
  ///               country: "United Kingdom").labelLines
  /// // ["10 Downing Street", "London", "SW1A 2AA", "United Kingdom"]
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the address.
  public var labelLines: [String] {
    let country = country.trimmingWhitespace()
    return AddressFormat(country: country).lines(of: self) + (country.isEmpty ? [] : [country])
  }
}
