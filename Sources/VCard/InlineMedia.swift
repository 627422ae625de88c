/// The data a `PHOTO`, `LOGO`, `SOUND` or `KEY` holds inline, described
/// rather than decoded: what a viewer says of it (`JPEG, 12 KB`).
public struct InlineMedia: Hashable, Sendable {
  /// The type as vCard 3.0 names it (`JPEG`, `PNG`; a media type such as
  /// `image/webp` for others), from the property's parameters or, when
  /// they say none, from the data's first bytes; `nil` when unknown.
  public var typeName: String?
  /// The size of the decoded data.
  public var byteCount: Int

  public init(typeName: String?, byteCount: Int) {
    self.typeName = typeName
    self.byteCount = byteCount
  }
}

extension VCardProperty {
  /// Whether the property holds media (a photo, a logo, a sound, a key),
  /// whose `TYPE` is the media's type, not what the value is for.
  public var isMedia: Bool {
    MediaValue.properties.contains(name)
  }

  /// The value's inline data (see ``media``): base64 declared by
  /// `ENCODING=b` (2.1's `BASE64`), or a `data:…;base64,` URI; `nil` for a
  /// link, text, or a property that holds no media (see ``MediaValue``).
  ///
  /// - Complexity: O(*n*) in the length of the value.
  public var inlineMedia: InlineMedia? {
    guard isMedia, case .inline(let base64)? = media else { return nil }
    let mediaType: String?
    if parameters.contains(where: MediaValue.isBase64) {
      let declared = parameters.first { $0.name == "TYPE" && !$0.values.isEmpty }?.values[0]
      mediaType = declared.map { MediaValue.mediaType(named: $0, for: name) }
    } else {
      mediaType = MediaValue.dataURI(VCardValue.unescape(value))?.mediaType
    }
    let digits = base64.utf8.count { $0 != UInt8(ascii: "=") && !(0...0x20).contains($0) }
    let start = String(base64.lazy.filter { !$0.isWhitespace }.prefix(16))
    let known = mediaType.flatMap(MediaValue.typeName) == nil ? MediaValue.sniffedMediaType(start) : mediaType
    return InlineMedia(typeName: known.flatMap(MediaValue.typeName), byteCount: digits * 3 / 4)
  }
}
