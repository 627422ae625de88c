import Foundation
import RefbookModel
import RefbookTestSupport
import Synchronization
import Testing

@testable import RefbookStore

/// A key's subscribers hear of a change another program makes to the book
/// (a new file renamed over it), merged by UID: only the changed contact is
/// new, every other is the same entry, and the key writes nothing back.
@Suite struct BookKeyWatchingTests {
  @Test(arguments: [false, true])
  func aFileRenamedOverTheBookReachesSubscribersMerged(readOnly: Bool) async throws {
    let folder = try TemporaryDirectory("watch")
    defer { folder.remove() }
    let path = folder.path(of: "contacts.vcf")
    try folder.write(TestBook.card("a", "Ann") + TestBook.card("b", "Bob"), to: "contacts.vcf")
    let store = try retryingWhileInUse { () throws(StoreError) in
      try BookStore.open(BookLocation(path: path), encoding: .vCard(), access: readOnly ? .readOnly : .readWrite)
    }
    defer { store.close() }
    let key = BookKey(store, delay: .zero, readOnlyReason: "read-only")
    let received = Mutex<[(Addressbook, Addressbook)]>([])
    let subscription = key.subscribe { value, replaced in received.withLock { $0.append((value, replaced)) } }
    defer { subscription.dispose() }

    let changed = TestBook.card("a", "Ann") + TestBook.card("b", "Bob Renamed") + TestBook.card("c", "Cy")
    try folder.write(changed, to: "new.tmp")
    #expect(rename(folder.path(of: "new.tmp"), path) == 0)
    for _ in 0..<300 where received.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(10)) }

    let (value, replaced) = try #require(received.withLock { $0.first })
    #expect(replaced == store.book)
    #expect(value.changedIDs(since: replaced) == ["b", "c"])
    #expect(value[id: "b"]?.formattedName == "Bob Renamed")
    #expect(try folder.read("contacts.vcf") == changed, "nothing written back")
    _ = key.finish(with: value)
  }

  @Test("a book opened to save whose cards share a UID does not save: the key says it is read-only, and why")
  func aStoreThatCannotSaveIsReadOnly() throws {
    let folder = try TemporaryDirectory("watch")
    let path = folder.path(of: "contacts.vcf")
    let cards = TestBook.card("a", "Ann") + TestBook.card("a", "Ann Again")
    try folder.write(cards, to: "contacts.vcf")
    let store = try retryingWhileInUse { () throws(StoreError) in
      try BookStore.open(BookLocation(path: path), encoding: .vCard(), access: .readWrite)
    }
    defer { store.close() }
    #expect(!store.isSavable)
    let key = BookKey(store, delay: .zero, readOnlyReason: "cards share a UID")
    #expect(key.status.value == .readOnly("cards share a UID"))
    var book = store.book
    book[id: "a"]?.note = "edited"
    key.save(book)
    #expect(key.finish(with: book) == .unsaved(reason: "it was open read-only"))
    #expect(try folder.read("contacts.vcf") == cards)
  }
}
