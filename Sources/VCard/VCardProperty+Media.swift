/// What the value of a `PHOTO`, `LOGO`, `SOUND` or `KEY` holds: data
/// written in the card, or a link to it.
public enum VCardMedia: Equatable, Sendable {
  /// Data in the card, as base64 text (which may hold line breaks and
  /// spaces, whichever version's form it was written in).
  case inline(base64: String)
  /// A URI, unescaped: `https://…`, `file:///…`.
  case link(String)
}

extension VCardProperty {
  /// The media this property's value holds, in any version's form: 4.0's
  /// `data:…;base64,…` URI, 3.0's `ENCODING=b` and 2.1's `ENCODING=BASE64`
  /// data, a link (4.0's URI, 3.0's `VALUE=uri`, 2.1's `VALUE=URL`); `nil`
  /// for a value declared as something else (`KEY;VALUE=text`) or a `data:`
  /// URI that is not base64.
  ///
  /// - Complexity: O(*n*) in the length of the value.
  public var media: VCardMedia? {
    let declared = parameters.first { $0.name == "VALUE" }?.values.first?.lowercased()
    guard declared == nil || ["uri", "url", "binary"].contains(declared) else { return nil }
    if parameters.contains(where: MediaValue.isBase64) { return .inline(base64: value) }
    let uri = VCardValue.unescape(value)
    if uri.utf8.count > 5, uri.prefix(5).lowercased() == "data:" {
      return MediaValue.dataURI(uri).map { .inline(base64: $0.base64) }
    }
    return .link(uri)
  }
}
