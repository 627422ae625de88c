import Dispatch
import RefbookModel

/// `D`: the groups of contacts that are probably one person, found on
/// another thread so that no key waits; `m` (with marks) or Enter on a
/// group previews a merge, and Enter applies it as one undo step written
/// through the list's ref to the book.
extension App {
  /// Opens the view and starts looking, on another thread, in the book as
  /// it is now.
  func showDuplicates() {
    open(.duplicates(nil, selected: 0))
    let book = session.book.value
    let found = foundDuplicates
    let inbox = self.inbox
    DispatchQueue.global(qos: .userInitiated).async {
      found.put(DuplicateFinder().groups(in: book))
      inbox.post {}
    }
  }

  /// Shows the groups found, if the view is still open; on the loop's thread.
  func showFoundDuplicates() {
    guard let groups = foundDuplicates.takeAll().last, case .duplicates(nil, _) = overlay else { return }
    let book = session.book.value
    // Groups whose persons changed meanwhile are shown as they are now: a
    // person gone since drops out, and a group of one is no group. Persons
    // and groups in the list's order, those it hides last (the first of a
    // group is the one a merge keeps the single fields of).
    func position(_ id: Person.ID) -> Int { list.view.position(of: id) ?? .max }
    let current = groups.map { group in
      DuplicateGroup(ids: group.ids.filter(book.contains(id:)).sorted { position($0) < position($1) }, reasons: group.reasons)
    }
    open(.duplicates(current.filter { $0.ids.count > 1 }.sorted { position($0.ids[0]) < position($1.ids[0]) }, selected: 0))
  }

  /// `m`: previews merging the marked contacts.
  func previewMergeOfMarked() {
    let ids = list.markedPersons.map(\.id)
    guard ids.count > 1 else { return say("Mark two or more contacts to merge (Space)", isError: true) }
    previewMerge(of: ids)
  }

  /// Previews merging the group selected in the duplicates view.
  func previewMergeOfSelectedGroup() {
    guard case .duplicates(let groups?, let selected) = overlay, groups.indices.contains(selected) else { return }
    previewMerge(of: groups[selected].ids)
  }

  /// Applies the merge previewed: one undo step; the merged contact selected.
  func applyMerge() {
    guard case .mergePreview(let ids, _) = overlay else { return }
    close()
    var merged: Person?
    list.book.batch("merge \(counted(ids.count, "contact"))") {
      list.book.modify { merged = $0.merge(ids: ids) }
    }
    guard let merged else { return }
    list.marks.subtract(ids)
    list.select(merged.id)
    say("Merged \(counted(ids.count, "contact")) into \(merged.shownName) — u to undo")
  }

  private func previewMerge(of ids: [Person.ID]) {
    guard let merged = session.book.value.merged(ids: ids) else { return say("Nothing to merge", isError: true) }
    open(.mergePreview(ids, merged: merged))
  }
}
