import Foundation
import RefbookModel
import RefbookTestSupport
import Testing

@testable import RefbookStore

/// A contact deleted is gone from every copy refbook keeps of the book at
/// the save that deletes it; an edit leaves the copies be.
@Suite struct KeptCopiesTests {
  /// Puts a file naming `name` in each of the book's cache folders, as the
  /// caches would, and returns their paths.
  func keepCopies(of book: String, naming name: String) throws -> [String] {
    try KeptCopies.folders.map { folder in
      let path = try #require(UserFolders.cache(of: book, in: folder, environment: ProcessEnvironment.variables))
      try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(name.utf8).write(to: URL(fileURLWithPath: path))
      return path
    }
  }

  @Test func aBookFileSaveThatDeletesAContactRemovesEveryKeptCopy() throws {
    let folder = try TemporaryDirectory("copies")
    defer { folder.remove() }
    try folder.write(TestBook.card("a", "Ann") + TestBook.card("b", "Bob"), to: "contacts.vcf")
    let store = try BookStore.open(BookLocation(path: folder.path(of: "contacts.vcf")), encoding: .vCard(), access: .readWrite)
    defer { store.close() }
    let copies = try keepCopies(of: folder.path(of: "contacts.vcf"), naming: "Bob")
    var book = store.book
    book[id: "a"]?.note = "edited"
    _ = try store.save(book)
    #expect(copies.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "an edit keeps them")
    book[id: "b"] = nil
    _ = try store.save(book)
    #expect(copies.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
  }

  @Test func aFolderSaveThatDeletesAContactRemovesEveryKeptCopy() throws {
    let folder = try TemporaryDirectory("copies")
    defer { folder.remove() }
    try TestBook.vdir("book", in: folder, [("a", "Ann"), ("b", "Bob")])
    let store = try BookLocation(path: folder.path(of: "book")).open(encoding: .vCard(), access: .readWrite)
    defer { store.close() }
    let copies = try keepCopies(of: folder.path(of: "book"), naming: "Bob")
    var book = store.book
    book[id: "b"] = nil
    _ = try store.save(book)
    #expect(copies.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
  }
}
