import Foundation

/// A captured refbook screen cut into its parts: the header row, the list
/// pane left of the `│` rule, the detail pane right of it, the status line
/// (the rows below the rule a long message wraps onto). On a terminal too
/// narrow for both panes, where there is no rule, every row between the
/// header and the status line is the list's.
///
/// Parsing by the rule rather than by column keeps it right with wide
/// characters, whose padding cell `capture-pane` leaves out.
struct AppScreen {
  let rows: [String]

  init(_ rows: [String]) {
    self.rows = rows
  }

  var header: String { rows.first ?? "" }
  /// The status line, whole: its rows (up to three under the panes' last
  /// ruled row; the last row alone under an overlay) trimmed and joined by
  /// a space.
  var status: String {
    let unruled = rows.dropFirst().reversed().prefix { !$0.contains("│") }.count
    let underPanes = unruled < 4 && rows.count > unruled + 1 && rows[rows.count - unruled - 1].contains("│")
    return rows.suffix(underPanes ? unruled : 1).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
  }

  /// Whether the list and the detail pane are side by side, a rule between them.
  var isSplit: Bool { rows.dropFirst().dropLast().contains { $0.contains("│") } }

  /// The rows between the header and the status line that hold the rule;
  /// every row between them, as the list's, when there is no rule.
  private var body: [(list: Substring, detail: Substring)] {
    guard isSplit else { return rows.dropFirst().dropLast().map { ($0[...], "") } }
    return rows.dropFirst().dropLast().compactMap { row in
      guard let rule = row.firstIndex(of: "│") else { return nil }
      return (row[..<rule], row[row.index(after: rule)...])
    }
  }

  /// The names in the list, top to bottom: each row's first column, below
  /// the columns' headings.
  var listNames: [String] {
    body.dropFirst().compactMap { row in
      let name = row.list.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0]
      return name.isEmpty ? nil : name
    }
  }

  /// The detail pane's title: the selected person's display name.
  var detailTitle: String {
    body.first.map { $0.detail.trimmingCharacters(in: .whitespaces) } ?? ""
  }

  /// The detail pane's rows after the title, as label and value: the
  /// first row of an entry of the card has both (`work`, `zoe@example.org`);
  /// a group's heading, the line under the title and an entry's further
  /// rows (an address's) have their text as the label.
  var detailFields: [(label: String, value: String)] {
    body.dropFirst().compactMap { row in
      let text = row.detail.trimmingCharacters(in: .whitespaces)
      guard !text.isEmpty else { return nil }
      let parts = text.components(separatedBy: "  ").filter { !$0.isEmpty }
      return (parts[0], parts.dropFirst().joined(separator: "  ").trimmingCharacters(in: .whitespaces))
    }
  }

  /// The value of the first detail row labelled `label`.
  func detailValue(_ label: String) -> String? {
    detailFields.first { $0.label == label }?.value
  }
}
