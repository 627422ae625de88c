import RefbookModel
import TerminalKit

/// A small form of labelled one-line fields in a box over the panes: the
/// draft of a new person, or the components of a postal address.
///
/// ``KeyMap``'s form mode moves between fields, submits and abandons; the
/// line editor's keys and the printable keys edit the focused field. Nothing reaches
/// the book until the form is submitted and valid.
struct Form {
  enum Purpose: Equatable {
    /// A new person, built from a ``PersonDraft``.
    case newPerson
    /// The address at `index` of a person (`index == count`: a new one).
    case address(Person.ID, index: Int)
  }

  struct Field {
    let label: String
    var line: LineEditor
    var scroll = HorizontalScroll()
  }

  let title: String
  let purpose: Purpose
  var fields: [Field]
  var focus = 0
  /// Why the last submission was refused, shown in the form.
  var problem: String?

  /// Focuses the next field (`forward`) or the previous one, wrapping around.
  mutating func moveFocus(forward: Bool) {
    focus = (focus + (forward ? 1 : fields.count - 1)) % fields.count
  }

  /// Applies `edit` to the focused field; an edit clears the ``problem``.
  mutating func edit(_ edit: LineEditor.Edit) {
    fields[focus].line.apply(edit)
    problem = nil
  }

  func text(_ label: String) -> String {
    fields.first { $0.label == label }?.line.text ?? ""
  }

  /// The label column's width, and the columns a value scrolls in, for a
  /// form `columns` wide at most.
  private func columns(within columns: Int) -> (box: Int, label: Int, value: Int) {
    let label = (fields.map { DisplayWidth.of($0.label) }.max() ?? 0) + 3
    let box = min(columns - 2, max(72, label + 30))
    return (box, label, box - label - 1)
  }

  /// Scrolls every field so that its cursor shows when the form is drawn
  /// in `region`; the app calls it after every key, so drawing changes
  /// nothing.
  ///
  /// - Complexity: O(*f* · *c*) for *f* fields *c* columns wide.
  mutating func arrange(in region: Region) {
    let valueColumns = max(1, columns(within: region.columns).value - 1)
    for index in fields.indices {
      fields[index].scroll.follow(fields[index].line.text, cursor: fields[index].line.cursor, columns: valueColumns)
    }
  }

  /// Draws the form centred in `region`, each field as ``arrange(in:)`` scrolled it.
  func draw(on screen: some Screen, in region: Region) {
    let (width, labelWidth, valueWidth) = columns(within: region.columns)
    let height = min(region.rows, fields.count + 4)
    let top = region.row + max(0, (region.rows - height) / 2)
    let left = region.column + max(0, (region.columns - width) / 2)
    screen.fill(rows: top..<(top + height), columns: left..<(left + width), style: .plain)
    screen.put(DisplayText(" \(title) "), row: top, column: left, columns: width, style: .role(.header))
    let visible = max(0, height - 4)
    let first = max(0, min(focus - visible + 1, fields.count - visible))
    var cursor: (Int, Int)?
    for (offset, index) in (first..<min(fields.count, first + visible)).enumerated() {
      let row = top + 1 + offset
      let focused = index == focus
      screen.put(DisplayText(" " + fields[index].label), row: row, column: left, columns: labelWidth,
                 style: focused ? .role(.focus) : .role(.secondary))
      let view = fields[index].scroll.view(of: fields[index].line.text, cursor: fields[index].line.cursor,
                                           columns: max(1, valueWidth - 1))
      screen.put(view.text, row: row, column: left + labelWidth, columns: valueWidth, style: TextStyle(.underline))
      if focused { cursor = (row, left + labelWidth + view.cursorColumn) }
    }
    let footer = problem.map { DisplayText(" " + $0) } ?? KeyHelp.hint(for: .form)
    screen.put(footer, row: top + height - 2, column: left, columns: width,
               style: problem == nil ? .role(.secondary) : .role(.error))
    screen.put(.empty, row: top + height - 1, column: left, columns: width)
    if let cursor { screen.showCursor(row: cursor.0, column: cursor.1) }
  }
}

extension Form {
  static let newPersonLabels = ["Name", "Given name", "Family name", "Organization", "Email", "Phone"]

  /// An empty form for a new person.
  static func newPerson() -> Form {
    Form(title: "New contact", purpose: .newPerson,
         fields: newPersonLabels.map { Field(label: $0, line: LineEditor("")) })
  }

  /// The draft the form describes, blank fields left out.
  var draft: PersonDraft {
    var draft = PersonDraft()
    func value(_ label: String) -> String? {
      let text = self.text(label)
      return text.allSatisfy(\.isWhitespace) ? nil : text
    }
    draft.formattedName = value("Name")
    draft.givenName = value("Given name")
    draft.familyName = value("Family name")
    draft.organization = value("Organization")
    draft.emails = value("Email").map { [TypedValue(value: $0)] } ?? []
    draft.phones = value("Phone").map { [TypedValue(value: $0)] } ?? []
    return draft
  }

  static var addressComponents: [(label: String, path: WritableKeyPath<PostalAddress, String>)] {
    [
      ("Street", \.street), ("Extended", \.extended), ("PO box", \.poBox), ("City", \.locality),
      ("Region", \.region), ("Postal code", \.postalCode), ("Country", \.country),
    ]
  }
  static let addressTypesLabel = "Types (home, work…)"

  /// A form on one address of `person` (a new, empty one when `index` is
  /// past the end), component by component.
  static func address(of person: Person, index: Int) -> Form {
    let address = person.addresses[safe: index] ?? PostalAddress()
    var fields = addressComponents.map { Field(label: $0.label, line: LineEditor(address[keyPath: $0.path])) }
    fields.append(Field(label: addressTypesLabel, line: LineEditor(address.types.joined(separator: ", "))))
    let verb = index < person.addresses.count ? "Address of" : "New address for"
    return Form(title: "\(verb) \(person.shownName)", purpose: .address(person.id, index: index), fields: fields)
  }

  /// `address` with the form's components and types written in.
  func applied(to address: PostalAddress) -> PostalAddress {
    var address = address
    for component in Self.addressComponents { address[keyPath: component.path] = text(component.label) }
    address.types = text(Self.addressTypesLabel).split(separator: ",")
      .map { $0.trimmingWhitespace().lowercased() }.filter { !$0.isEmpty }
    return address
  }
}
