import RefbookModel
import TerminalKit

/// The contact a merge would make, shown before it is applied (see
/// ``DuplicatesView``): Enter applies the ``PersonMerge`` as one undo
/// step and selects the merged contact.
struct MergePreviewOverlay: Overlay {
  let merge: PersonMerge

  /// Previews merging the persons `ids` of the list's book; `nil`, having
  /// said so, when they merge into nothing.
  ///
  /// - Complexity: O(*k* log *n*) for *k* persons.
  init?(merging ids: [Person.ID], with app: CommandContext) {
    guard let merge = PersonMerge(ids, in: app.list.book) else {
      app.say("Nothing to merge", isError: true)
      return nil
    }
    self.merge = merge
  }

  /// `m`: previews merging the marked contacts; `nil`, having said why,
  /// with fewer than two marked.
  init?(mergingMarkedWith app: CommandContext) {
    let ids = app.list.markedPersons.map(\.id)
    guard ids.count > 1 else {
      app.say("Mark two or more contacts to merge (Space)", isError: true)
      return nil
    }
    self.init(merging: ids, with: app)
  }

  var mode: KeyMap.Mode { .mergePreview }

  func perform(_ command: Command, with app: CommandContext) -> OverlayOutcome? {
    guard command == .applyMerge else { return nil }
    guard let merged = merge.apply() else { return .closes }
    app.list.marks.subtract(merge.ids)
    app.list.select(merged.id)
    app.say("Merged \(counted(merge.ids.count, "contact")) into \(merged.shownName) — u to undo")
    return .closes
  }

  func draw(on screen: some Screen, in region: Region, with app: CommandContext) {
    DuplicatesView.drawPreview(of: merge.preview, merging: merge.ids.count, on: screen, in: region)
  }
}
