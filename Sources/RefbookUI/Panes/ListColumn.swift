import RefbookModel

/// One column of the list: a field of each person and how wide it is, as
/// the config file writes it (`"phone:16"`, `"email:45%"`, `"name"`).
///
/// A width is a number of cells (counting the space before the column),
/// a share of what those leave (`45%`), or nothing: such columns share
/// what is left equally. See ``ListColumns`` for how a row is laid out.
public struct ListColumn: Equatable, Sendable, CustomStringConvertible {
  /// What a column shows: each from a person's outline, so that drawing
  /// the list decodes no card.
  public enum Field: String, CaseIterable, Sendable {
    /// The name the list sorts by (marked persons start with `*`).
    case name
    /// The first email address, the first phone number.
    case email, phone
    case organization, nickname
    /// The categories, joined with commas.
    case categories
    /// The person's book, when several are open (else the column is not shown).
    case book
  }

  public enum Width: Equatable, Sendable {
    /// A share of what the other columns leave, equal with the other such columns.
    case rest
    /// At least this many cells, the space before the column included.
    case cells(Int)
    /// This percentage of what the columns of cells leave.
    case percent(Int)
  }

  public var field: Field
  public var width: Width

  /// A column of `field`, `width` wide.
  ///
  /// - Complexity: O(1).
  public init(_ field: Field, _ width: Width = .rest) {
    self.field = field
    self.width = width
  }

  /// refbook's own columns: the name, the email on 45% of the rest, the
  /// phone on 16 cells.
  public static let standard = [ListColumn(.name), ListColumn(.email, .percent(45)), ListColumn(.phone, .cells(16))]

  /// What a column may be written as, for messages and the manual.
  public static let allowed =
    "FIELD, FIELD:CELLS or FIELD:PERCENT%, where FIELD is "
    + Field.allCases.map(\.rawValue).joined(separator: ", ")

  /// The column `text` writes: `FIELD`, `FIELD:CELLS` (1–500) or
  /// `FIELD:PERCENT%` (1–100).
  ///
  /// - Throws: a message naming what is wrong and what is allowed.
  /// - Complexity: O(*n*) in the length of the text.
  public init(parsing text: String) throws(SettingsProblem) {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard let field = Field(rawValue: String(parts[0])) else {
      throw SettingsProblem("\(text.debugDescription) is not a column; allowed: \(Self.allowed)")
    }
    self.init(field)
    guard parts.count == 2 else { return }
    let written = parts[1]
    if written.hasSuffix("%"), let percent = Int(written.dropLast()), (1...100).contains(percent) {
      width = .percent(percent)
    } else if let cells = Int(written), (1...500).contains(cells) {
      width = .cells(cells)
    } else {
      throw SettingsProblem("\(text.debugDescription): the width must be 1 to 500 cells or 1% to 100%")
    }
  }

  /// The column as ``init(parsing:)`` reads it.
  ///
  /// - Complexity: O(1).
  public var description: String {
    switch width {
    case .rest: field.rawValue
    case .cells(let cells): "\(field.rawValue):\(cells)"
    case .percent(let percent): "\(field.rawValue):\(percent)%"
    }
  }

  /// What the column shows of `person`, in `collection` among several books.
  ///
  /// - Complexity: O(*n*) in the length of the value.
  func value(of person: PersonOutline, in collection: String?) -> String {
    switch field {
    case .name: person.shownName
    case .email: person.emails.first?.value ?? ""
    case .phone: person.phones.first?.value ?? ""
    case .organization: person.organization.joined(separator: ", ")
    case .nickname: person.nicknames.first ?? ""
    case .categories: person.categories.joined(separator: ", ")
    case .book: collection ?? ""
    }
  }
}
