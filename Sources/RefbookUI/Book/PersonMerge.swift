import RefbookModel
import StructRef

/// Several persons of a book made one, written through the book's ref as
/// one undo step: what `m` and the duplicates view merge, previewed first.
struct PersonMerge {
  /// The book the persons are in, which the merge writes through.
  let book: Ref<Addressbook>
  /// The persons merged; the first is the one whose single fields are kept.
  let ids: [Person.ID]
  /// The person the merge would make of them now.
  let preview: Person

  /// The merge of `ids` in `book`; `nil` when they merge into nothing.
  ///
  /// - Complexity: O(*k* log *n*) for *k* persons of a book of *n*.
  init?(_ ids: [Person.ID], in book: Ref<Addressbook>) {
    guard let preview = book.value.merged(ids: ids) else { return nil }
    self.book = book
    self.ids = ids
    self.preview = preview
  }

  /// Merges the persons as they are now, as one undo step; the merged
  /// person, `nil` when nothing merged.
  ///
  /// - Complexity: O(*k* log *n*) for *k* persons of a book of *n*.
  func apply() -> Person? {
    var merged: Person?
    book.batch("merge \(counted(ids.count, "contact"))") {
      book.modify { merged = $0.merge(ids: ids) }
    }
    return merged
  }
}
