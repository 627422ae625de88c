import Dispatch
import RefbookModel
import TerminalKit

/// `D`: the groups of contacts that are probably one person (see
/// ``DuplicatesView``), found on another thread so that no key waits;
/// Enter on a group previews its merge.
struct DuplicatesOverlay: PickerOverlay {
  /// The groups, in the list's order; `nil` while they are looked for.
  private(set) var groups: [DuplicateGroup]?
  var selected = 0
  /// The groups found on the other thread, for ``arrange(in:with:)`` to take.
  private let found = Handoff<[DuplicateGroup]>()

  /// Starts looking, on another thread, in `book` as it is now; `inbox`
  /// wakes the app's loop when they are found.
  init(lookingIn book: Addressbook, wakingThrough inbox: LoopInbox) {
    DispatchQueue.global(qos: .userInitiated).async { [found] in
      found.put(DuplicateFinder().groups(in: book))
      inbox.post {}
    }
  }

  var count: Int { groups?.count ?? 0 }

  func choose(with app: CommandContext) -> OverlayOutcome {
    guard let groups, groups.indices.contains(selected),
      let preview = MergePreviewOverlay(merging: groups[selected].ids, with: app)
    else { return .stays }
    return .becomes(preview)
  }

  /// Takes the groups found, shown as they are now: a person gone since
  /// drops out, and a group of one is no group. Persons and groups in the
  /// list's order, those it hides last (the first of a group is the one a
  /// merge keeps the single fields of).
  mutating func arrange(in region: Region, with app: CommandContext) {
    guard groups == nil, let found = found.takeAll().last else { return }
    let book = app.book
    func position(_ id: Person.ID) -> Int { app.list.view.position(of: id) ?? .max }
    let current = found.map { group in
      DuplicateGroup(ids: group.ids.filter(book.contains(id:)).sorted { position($0) < position($1) }, reasons: group.reasons)
    }
    groups = current.filter { $0.ids.count > 1 }.sorted { position($0.ids[0]) < position($1.ids[0]) }
    selected = 0
  }

  func draw(on screen: some Screen, in region: Region, with app: CommandContext) {
    DuplicatesView.draw(groups, selected: selected, book: app.book, on: screen, in: region)
  }
}
