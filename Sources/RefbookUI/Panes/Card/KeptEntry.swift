import RefbookModel
import VCard

/// How the card shows a property it keeps verbatim: an anniversary among
/// the dates, an instant-messaging address among the ways to reach, any
/// other property last, dimmed; in each case read-only.
struct KeptEntry {
  let group: PersonCard.Group
  /// What the property is, with its types in words (`xmpp · home`).
  let label: String
  /// The value as the card shows it: a date in words, an address without
  /// its scheme, inline data described (`JPEG, 12 KB`), else as kept.
  let text: String

  /// - Complexity: O(*n*) in the length of the value.
  init(_ property: VCardProperty, today: CalendarDate) {
    guard !property.isUnreadableLine else {
      (group, label, text) = (.kept, "unreadable line", property.value)
      return
    }
    // A photo's type is its format, which the text says.
    let words = property.isMedia ? [] : TypeWords.words(for: Self.types(of: property), isPreferred: false)
    func labelled(_ name: String) -> String { ([name] + words).joined(separator: " · ") }
    if Person.anniversaryNames.contains(property.name) {
      (group, label, text) = (.dates, labelled("anniversary"), CardDate.anniversary(property.value, today: today))
    } else if let service = Self.messagingService(of: property) {
      (group, label, text) = (.reach, labelled(service.name), service.address)
    } else {
      let name = property.name.lowercased()
      let media = property.inlineMedia.map(Self.described)
      (group, label, text) = (.kept, labelled(name.hasPrefix("x-") ? String(name.dropFirst(2)) : name), media ?? property.value)
    }
  }

  /// The property's types, as ``TypeWords`` reads them: every value of its
  /// `TYPE` parameters, and `pref` for a `PREF` one.
  private static func types(of property: VCardProperty) -> [String] {
    property.parameters.flatMap { parameter -> [String] in
      switch parameter.name {
      case "TYPE": parameter.values.flatMap { $0.split(separator: ",").map(String.init) }
      case "PREF": ["pref"]
      default: []
      }
    }
  }

  /// The extension properties of vCard 3.0 that hold one service's
  /// address, and the service's name.
  private static let messagingProperties = [
    "X-JABBER": "jabber", "X-AIM": "aim", "X-ICQ": "icq", "X-MSN": "msn", "X-YAHOO": "yahoo", "X-SKYPE": "skype",
    "X-SKYPE-USERNAME": "skype", "X-GOOGLE-TALK": "google talk", "X-GTALK": "google talk", "X-QQ": "qq",
    "X-GADUGADU": "gadu-gadu", "X-GROUPWISE": "groupwise",
  ]

  /// URI schemes of `IMPP` whose service goes by another name.
  private static let schemeNames = ["ymsgr": "yahoo", "msnim": "msn", "gtalk": "google talk"]

  /// The service and address of an instant-messaging property: `IMPP`'s
  /// scheme and the rest of its URI (`xmpp:ann@example.org`), or one of
  /// ``messagingProperties``; `nil` for any other property.
  private static func messagingService(of property: VCardProperty) -> (name: String, address: String)? {
    if let name = messagingProperties[property.name] { return (name, property.value) }
    guard property.name == "IMPP" else { return nil }
    guard let colon = property.value.firstIndex(of: ":") else { return ("im", property.value) }
    let scheme = property.value[..<colon].lowercased()
    return (schemeNames[scheme] ?? scheme, String(property.value[property.value.index(after: colon)...]))
  }

  /// `JPEG, 12 KB`: inline data's type, when known, and size.
  private static func described(_ media: InlineMedia) -> String {
    let size = switch media.byteCount {
    case ..<1024: counted(media.byteCount, "byte")
    case ..<(1024 * 1024): "\((media.byteCount + 512) / 1024) KB"
    default: "\((media.byteCount + 512 * 1024) / (1024 * 1024)) MB"
    }
    return ([media.typeName].compactMap { $0 } + [size]).joined(separator: ", ")
  }
}
