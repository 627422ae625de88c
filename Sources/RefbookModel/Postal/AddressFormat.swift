/// How a country writes a postal address on an envelope: which component
/// goes on which line, in which order, and what stands between them. The
/// country itself is not part of a format: a label writes it last, on a line
/// of its own (see ``PostalAddress/labelLines``).
///
/// A few formats cover most of the world; they follow the post offices'
/// rules as the Universal Postal Union and Google's address data record
/// them. ``init(country:)`` picks the one of the country an address names
/// (see `AddressFormat+Countries`).
///
/// ```swift
/// AddressFormat.cityRegionCode.lines(of: address)
/// // ["350 Fifth Avenue", "New York, NY 10118"]
/// ```
public struct AddressFormat: Hashable, Sendable {
  /// The components of a ``PostalAddress`` a format places.
  public enum Component: Hashable, Sendable, CaseIterable {
    case poBox, extended, street, locality, region, postalCode

    var keyPath: KeyPath<PostalAddress, String> {
      switch self {
      case .poBox: \.poBox
      case .extended: \.extended
      case .street: \.street
      case .locality: \.locality
      case .region: \.region
      case .postalCode: \.postalCode
      }
    }
  }

  /// One piece of a line: a component, or the text written between it and
  /// the component before it on the line. A string literal is a separator.
  enum Piece: Hashable, Sendable, ExpressibleByStringLiteral {
    case component(Component)
    /// Written before the next non-empty component when one came before
    /// it on the line; a single space is left out between two texts of
    /// scripts written without spaces (`東京都` + `千代田区` → `東京都千代田区`).
    case separator(String)

    init(stringLiteral value: String) { self = .separator(value) }

    static let poBox = Piece.component(.poBox)
    static let extended = Piece.component(.extended)
    static let street = Piece.component(.street)
    static let locality = Piece.component(.locality)
    static let region = Piece.component(.region)
    static let postalCode = Piece.component(.postalCode)
  }

  /// The lines, top to bottom. Every component is on one of them, once.
  let lines: [[Piece]]

  /// The street, then what the address adds to it (an apartment, a
  /// building), then a post office box: the top of most formats.
  private static let streetLines: [[Piece]] = [[.street], [.extended], [.poBox]]

  /// `New York, NY 10118`: the United States.
  public static let cityRegionCode = AddressFormat(lines: streetLines + [[.locality, ", ", .region, " ", .postalCode]])
  /// `Ottawa ON K1A 0B1`, `Sydney NSW 2000`: Canada and Australia, whose
  /// post offices write no comma.
  public static let cityRegionCodeUnpunctuated = AddressFormat(
    lines: streetLines + [[.locality, " ", .region, " ", .postalCode]])
  /// `75005 Paris`, then the region: most of Europe, and the default.
  public static let codeCity = AddressFormat(lines: streetLines + [[.postalCode, " ", .locality], [.region]])
  /// `00186 Roma RM`: Italy, whose provinces are written as codes.
  public static let codeCityRegion = AddressFormat(lines: streetLines + [[.postalCode, " ", .locality, " ", .region]])
  /// `London`, the county, `SW1A 1AA`, each on its own line: the United
  /// Kingdom, Ireland, Russia, Egypt, South Africa.
  public static let separateLines = AddressFormat(lines: streetLines + [[.locality], [.region], [.postalCode]])
  /// `São Paulo - SP`, then the postcode: Brazil.
  public static let cityDashRegion = AddressFormat(lines: streetLines + [[.locality, " - ", .region], [.postalCode]])
  /// `New Delhi 110001`, then the state: India, New Zealand.
  public static let cityCode = AddressFormat(lines: streetLines + [[.locality, " ", .postalCode], [.region]])
  /// From the largest place to the smallest, the postcode first: Japan,
  /// China, Korea, Taiwan.
  public static let largestFirst = AddressFormat(
    lines: [[.postalCode], [.region, " ", .locality], [.street], [.extended], [.poBox]])

  /// The format's lines for `address`: each line's non-empty components,
  /// trimmed, with the separators between them; a component that holds
  /// several lines (a street on two) is split at its line breaks, and empty
  /// lines are left out. A region that is the locality again (a city that
  /// is its own region: `Москва`, `İstanbul`) is written once. The country
  /// is not among them.
  ///
  /// - Complexity: O(*n*) in the length of the address.
  public func lines(of address: PostalAddress) -> [String] {
    let locality = address.locality.trimmingWhitespace()
    return lines.flatMap { pieces in
      var line = ""
      var separator = ""
      for piece in pieces {
        switch piece {
        case .separator(let text): separator = text
        case .component(let component):
          let value = address[keyPath: component.keyPath].trimmingWhitespace()
          guard !value.isEmpty, component != .region || value != locality else { continue }
          if !line.isEmpty { line += separator == " " && Self.isUnspaced(line.last, value.first) ? "" : separator }
          line += value
        }
      }
      return line.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }
  }

  /// Whether a space between `before` and `after` is left out: both are
  /// in scripts written without spaces.
  private static func isUnspaced(_ before: Character?, _ after: Character?) -> Bool {
    [before, after].allSatisfy { $0?.unicodeScalars.first?.isWrittenWithoutSpaces == true }
  }
}
