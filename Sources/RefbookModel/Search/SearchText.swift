#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every searchable field of one person, folded once and kept, so that each
/// keystroke of a search costs a byte search per person, not a fold.
///
/// Fields are joined with a unit separator (U+001F), which no query term
/// contains, so a term never matches across two fields. Phone numbers are
/// also kept as digits only, so `5551234` finds `+1 (555) 123-4…`.
struct SearchText: Sendable {
  let bytes: [UInt8]

  init(_ person: Person) {
    var fields: [String] = [person.formattedName]
    let name = person.name
    fields += [name.prefix, name.given, name.additional, name.family, name.suffix]
    fields += person.nicknames
    fields += person.emails.map(\.value)
    fields += person.phones.map(\.value)
    fields += person.phones.map { SearchText.digits(of: $0.value) }
    for address in person.addresses {
      fields += [address.poBox, address.extended, address.street, address.locality,
                 address.region, address.postalCode, address.country]
    }
    fields += person.organization
    fields += [person.title, person.note]
    fields += person.categories
    fields += person.urls.map(\.value)
    let text = fields.filter { !$0.isEmpty }.map(TextFolding.fold).joined(separator: "\u{1F}")
    bytes = Array(text.utf8)
  }

  /// The text folded before: `bytes` as ``init(_:)`` made them of a person
  /// (see ``KeptSearchTexts``).
  init(folded bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether `needle` occurs in `haystack`.
  static func occurs(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
    haystack.withUnsafeBytes { occurs(needle, in: $0) }
  }

  /// Whether `needle` occurs in `haystack`: `memchr` finds each candidate
  /// start, `memcmp` checks it.
  ///
  /// - Complexity: O(m) on average, where m is the length of `haystack`.
  static func occurs(_ needle: [UInt8], in haystack: UnsafeRawBufferPointer) -> Bool {
    guard let first = needle.first else { return true }
    return needle.withUnsafeBytes { needle in
      guard var start = haystack.baseAddress, haystack.count >= needle.count else { return false }
      let lastStart = start + (haystack.count - needle.count)
      while start <= lastStart {
        guard let found = memchr(start, Int32(first), lastStart - start + 1) else { return false }
        if memcmp(found, needle.baseAddress!, needle.count) == 0 { return true }
        start = UnsafeRawPointer(found) + 1
      }
      return false
    }
  }

  /// The decimal digits of `text`, in order.
  static func digits(of text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { ("0"..."9").contains($0) }))
  }
}
