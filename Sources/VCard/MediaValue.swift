/// The value of a `PHOTO`, `LOGO`, `SOUND` or `KEY`: inline base64 data
/// (3.0 `ENCODING=b;TYPE=JPEG`, 2.1 `BASE64`), a `data:` URI (4.0) or a
/// link, converted between versions by ``VCardConversion``.
enum MediaValue {
  /// The properties whose value may be inline binary data.
  static let properties: Set<String> = ["PHOTO", "LOGO", "SOUND", "KEY"]

  /// Whether an `ENCODING` parameter says base64 (`b`, 2.1's `BASE64`).
  static func isBase64(_ parameter: VCardParameter) -> Bool {
    parameter.name == "ENCODING" && parameter.values.contains { ["b", "base64"].contains($0.lowercased()) }
  }

  /// Rewrites the value and its parameters into `version`'s form: inline
  /// data becomes `data:TYPE;base64,…` in 4.0 and `ENCODING=b;TYPE=…` in
  /// 3.0 (its type told from the data when no `TYPE` says it); a link gets
  /// `VALUE=uri` in 3.0. A value declared as text (`KEY;VALUE=text`) is left.
  static func convert(_ property: inout VCardProperty, to version: VCardVersion) {
    let declared = property.parameters.first { $0.name == "VALUE" }?.values.first?.lowercased()
    guard declared == nil || declared == "uri" || declared == "binary" else { return }
    if property.parameters.contains(where: isBase64) {
      property.value = String(property.value.unicodeScalars.filter { !$0.properties.isWhitespace })
      property.parameters.removeAll { $0.name == "ENCODING" || $0.name == "VALUE" }
      let typeIndex = property.parameters.firstIndex { $0.name == "TYPE" && !$0.values.isEmpty }
      let declaredType = typeIndex.map { mediaType(named: property.parameters[$0].values[0], for: property.name) }
      let dataType = declaredType ?? sniffedMediaType(property.value)
      if version == .v4 {
        if let typeIndex { property.parameters[typeIndex].values.removeFirst() }
        property.parameters.removeAll { $0.name == "TYPE" && $0.values.isEmpty }
        property.value = "data:" + (dataType ?? unknownType) + ";base64," + property.value
      } else {
        property.parameters.insert(VCardParameter(name: "ENCODING", values: ["b"]), at: 0)
        if typeIndex == nil, let type = dataType.flatMap(typeName) {
          property.parameters.append(VCardParameter(name: "TYPE", values: [type]))
        }
      }
    } else if version == .v3, let data = dataURI(property.value) {
      property.parameters.removeAll { $0.name == "VALUE" || $0.name == "MEDIATYPE" }
      let type = typeName(data.mediaType).map { VCardParameter(name: "TYPE", values: [$0]) }
      property.parameters.insert(contentsOf: [VCardParameter(name: "ENCODING", values: ["b"])] + (type.map { [$0] } ?? []), at: 0)
      property.value = data.base64
    } else if version == .v3, declared == nil {
      property.parameters.insert(VCardParameter(name: "VALUE", values: ["uri"]), at: 0)
    }
  }

  /// The media type and base64 text of a `data:…;base64,…` URI.
  static func dataURI(_ value: String) -> (mediaType: String, base64: String)? {
    guard value.utf8.count > 5, value.prefix(5).lowercased() == "data:", let comma = value.firstIndex(of: ",") else {
      return nil
    }
    let header = value[value.index(value.startIndex, offsetBy: 5)..<comma].split(separator: ";")
    guard header.last?.lowercased() == "base64" else { return nil }
    let mediaType = header.count > 1 ? header[0].lowercased() : unknownType
    return (mediaType, String(value[value.index(after: comma)...]))
  }

  /// 3.0 type names and the media types they stand for (RFC 2426 §3.1.4,
  /// §3.5.3, §3.6.6, §3.7.2 name IANA's registrations).
  private static let knownTypes: [(name: String, mediaType: String)] = [
    ("JPEG", "image/jpeg"), ("PNG", "image/png"), ("GIF", "image/gif"), ("BMP", "image/bmp"),
    ("TIFF", "image/tiff"), ("WAVE", "audio/wav"), ("AIFF", "audio/aiff"), ("BASIC", "audio/basic"),
    ("MP3", "audio/mpeg"), ("PGP", "application/pgp-keys"), ("X509", "application/pkix-cert"),
  ]

  /// The media type a 3.0 `TYPE` names: `JPEG` → `image/jpeg`; a type
  /// holding a slash is one already; any other is put under the property's
  /// kind of media (`SOUND;TYPE=OGG` → `audio/ogg`).
  static func mediaType(named name: String, for property: String) -> String {
    if name.contains("/") { return name.lowercased() }
    if let known = knownTypes.first(where: { $0.name == name.uppercased() }) { return known.mediaType }
    let kind = switch property {
    case "SOUND": "audio"
    case "KEY": "application"
    default: "image"
    }
    return kind + "/" + name.lowercased()
  }

  /// The 3.0 `TYPE` for a media type: `image/jpeg` → `JPEG`, another
  /// media type as it is, none for `application/octet-stream` (no type known).
  static func typeName(_ mediaType: String) -> String? {
    if mediaType == unknownType { return nil }
    return knownTypes.first { $0.mediaType == mediaType }?.name ?? mediaType
  }

  private static let unknownType = "application/octet-stream"

  /// The image type base64 data starts with (JPEG, PNG, GIF), if any.
  static func sniffedMediaType(_ base64: String) -> String? {
    let signatures = [("/9j/", "image/jpeg"), ("iVBORw0KGgo", "image/png"), ("R0lGOD", "image/gif")]
    return signatures.first { base64.hasPrefix($0.0) }?.1
  }
}
