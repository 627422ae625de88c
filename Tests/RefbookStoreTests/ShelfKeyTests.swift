import Foundation
import RefbookModel
import RefbookTestSupport
import Synchronization
import Testing

@testable import RefbookStore

/// Several books behind one root: each change goes to the book its person
/// lives in, a move leaves one book for another, and a book's changes on
/// disk reach the root as changes of the whole shelf.
@Suite struct ShelfKeyTests {
  /// A vdir `personal` (Ann) and a file `work.vcf` (Wes) in a fresh folder.
  func makeBooks() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory("shelf")
    try TestBook.vdir("personal", in: folder, [("a", "Ann")])
    try folder.write(TestBook.card("w", "Wes"), to: "work.vcf")
    return folder
  }

  func open(_ folder: TemporaryDirectory) throws -> (ShelfKey, [BookKey], [any BookStorage]) {
    let stores = try ["personal", "work.vcf"].map { name throws(StoreError) in
      try retryingWhileInUse { () throws(StoreError) in
        try BookLocation(path: folder.path(of: name)).open(encoding: .vCard(), access: .readWrite)
      }
    }
    let keys = stores.map { BookKey($0, delay: .zero, readOnlyReason: "") }
    return (ShelfKey([("personal", keys[0]), ("work", keys[1])]), keys, stores)
  }

  @Test func editsMovesAndNewPersonsGoToTheirBooks() throws {
    let folder = try makeBooks()
    defer { folder.remove() }
    let (shelf, _, stores) = try open(folder)
    defer { stores.forEach { $0.close() } }
    var book = shelf.load()
    #expect(book.count == 2)
    #expect(book.collection(id: "a") == "personal" && book.collection(id: "w") == "work")

    book[id: "w"]?.note = "edited"
    book.move(id: "a", to: "work")
    book.insert(Person(id: "n", formattedName: "New"), in: nil)
    #expect(shelf.finish(with: book) == .saved)

    let work = try folder.read("work.vcf")
    #expect(work.contains("NOTE:edited") && work.contains("FN:Ann"))
    #expect(!work.contains("FN:New"))
    let personal = try FileManager.default.contentsOfDirectory(atPath: folder.path(of: "personal")).filter { !$0.hasPrefix(".") }
    #expect(personal == ["n.vcf"], "Ann left, the new person without a book went to the first")
  }

  @Test func aBooksChangeOnDiskReachesSubscribersAsTheWholeShelf() async throws {
    let folder = try makeBooks()
    defer { folder.remove() }
    let (shelf, keys, stores) = try open(folder)
    defer { stores.forEach { $0.close() } }
    let received = Mutex<[(Addressbook, Addressbook)]>([])
    let subscription = shelf.subscribe { value, replaced in received.withLock { $0.append((value, replaced)) } }
    defer { subscription.dispose() }
    try folder.write(TestBook.card("b", "Bea"), to: "personal/b.vcf")
    keys[0].takeInChangesOnDisk()
    for _ in 0..<200 where received.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(10)) }
    let (value, replaced) = try #require(received.withLock { $0.first })
    #expect(replaced == shelf.load())
    #expect(value.changedIDs(since: replaced) == ["b"])
    #expect(value.collection(id: "b") == "personal")
    #expect(value.count == 3)
    #expect(shelf.finish(with: value) == .saved)
  }

  @Test func theStatusIsTheLeastHappyOfTheBooks() throws {
    let folder = try makeBooks()
    defer { folder.remove() }
    let stores: [any BookStorage] = try ["personal", "work.vcf"].map { name throws(StoreError) in
      try BookLocation(path: folder.path(of: name)).open(encoding: .vCard(), access: .readOnly)
    }
    let shelf = ShelfKey([("personal", BookKey(stores[0], readOnlyReason: "read-only")), ("work", BookKey(stores[1], readOnlyReason: "read-only"))])
    #expect(shelf.status.value == .readOnly("read-only"))
  }
}
