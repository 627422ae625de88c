import VCard

/// The `;`-separated components of a structured value (`N`, `ADR`) in both
/// directions, so that a value read from a card is written back as it was.
///
/// The model holds each component as text, in which a comma separates several
/// values (`N`'s suffix `ing. jr,M.Sc.`). A comma that was *part* of one value
/// (3.0/4.0 `Richter\, James`, or any comma in vCard 2.1, where commas are not
/// separators) reads as the same text, so the component's raw form is kept in
/// ``PropertyExtras/keptComponents`` whenever the writer's own escaping would
/// write it differently, and is written back while the value is unchanged.
/// Components beyond the model's are kept raw in
/// ``PropertyExtras/extraComponents``.
struct StructuredComponents {
  /// The model's components, unescaped.
  var values: [String]
  /// ``PropertyExtras/keptComponents`` and ``PropertyExtras/extraComponents``.
  var kept: [String]
  var extra: [String]

  /// Reads `raw` into `count` components (missing ones empty).
  ///
  /// - Parameters:
  ///   - version: the card's `VERSION`; in `2.1` a comma is text.
  ///   - escapingCommas: whether the writer escapes commas in these
  ///     components (`ADR`), or leaves them as value separators (`N`).
  /// - Complexity: O(*n*), where *n* is the length of `raw`.
  init(reading raw: String, count: Int, version: String?, escapingCommas: Bool) {
    let components = VCardValue.split(raw, at: ";")
    let modelled = components.prefix(count) + Array(repeating: "", count: max(0, count - components.count))
    let isPlain = !raw.utf8.contains { byte in
      byte == UInt8(ascii: "\\") || byte == UInt8(ascii: ",") || byte == 0x0A || byte == 0x0D
    }
    if isPlain {
      // Nothing to unescape, nothing a writer would escape: read as written.
      (values, kept, extra) = (Array(modelled), [], Array(components.dropFirst(count)))
      return
    }
    values = modelled.map(VCardValue.unescape)
    let asWritten = version == "2.1" ? values.map { VCardValue.escape($0) } : Array(modelled)
    let written = values.map { VCardValue.escape($0, escapingCommas: escapingCommas) }
    kept = asWritten == written ? [] : asWritten
    extra = Array(components.dropFirst(count))
  }

  /// The raw value for `values`: each component as kept while its value is
  /// the one read, otherwise escaped (commas only when `escapingCommas`),
  /// then the extra components.
  ///
  /// - Complexity: O(*n*), where *n* is the total length of the components.
  static func raw(_ values: [String], extras: PropertyExtras?, escapingCommas: Bool) -> String {
    let kept = extras?.keptComponents ?? []
    let components = values.indices.map { index in
      index < kept.count && VCardValue.unescape(kept[index]) == values[index]
        ? kept[index] : VCardValue.escape(values[index], escapingCommas: escapingCommas)
    }
    return (components + (extras?.extraComponents ?? [])).joined(separator: ";")
  }
}
