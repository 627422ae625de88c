#if canImport(Glibc)
import Glibc
#endif
#if canImport(Glibc) && canImport(CMalloc)
import CMalloc
#endif
import RefbookModel

/// The ``QueryIndex`` of one book file, kept between queries:
/// `queries/HASH` in ``UserFolders/cache(environment:)``, HASH naming the
/// book's real path. `refbook query` then reads this one file instead of
/// the book, its outlines and its search texts.
///
/// An index is of one ``BookVersion`` of the book, told by the file's
/// identity, so that a query need not read the book to know it is current.
/// It is made only of a
/// version that has settled: changed at least ``settling`` before (by its
/// change time, which no program can set), so that any later write gives
/// the file another identity even where file times are coarse; of the
/// outlines and search texts kept of the bytes read, checked to be the
/// bytes of that version (read between two identical looks at the file);
/// and only when those outlines were kept (they are, of a book read without
/// a problem or a repair) and hold no repeated UID. Written atomically, mode 0600 like the outlines (it holds the book's
/// names and emails); failing to read or write one is silent: the cache
/// only saves time.
///
/// ```swift
/// let index = QueryIndexCache(book: "/home/ada/contacts.vcf")
/// index?.keep()                                               // the app, once its search texts are kept
/// index?.entries(matching: SearchQuery("emile"))              // refbook query: nil when not current
/// ```
public struct QueryIndexCache: Sendable {
  /// The index's path.
  public let path: String
  /// The book's path.
  public let book: String
  let environment: [String: String]

  /// How long before it is indexed a version of the book must have last
  /// changed, in seconds (see ``BookVersion/settling``).
  static let settling = BookVersion.settling

  /// The index of the book file at `book`; `nil` when the book has no real
  /// path (it does not exist yet).
  ///
  /// - Complexity: O(1) system calls.
  public init?(book: String, environment: [String: String] = ProcessEnvironment.variables) {
    guard let path = UserFolders.cache(of: book, in: "queries", environment: environment) else { return nil }
    self.path = path
    self.book = book
    self.environment = environment
  }

  /// The entries of the persons `query` matches, in name order, from the
  /// index of the book as it is now; `nil` when there is no such index
  /// (the book changed since, or was never indexed) or it is damaged.
  ///
  /// - Complexity: O(*n*) in the size of the index.
  public func entries(matching query: SearchQuery) -> [QueryIndex.Entry]? {
    guard let version = BookVersion(of: book) else { return nil }
    return mapIndex { QueryIndex.entries(in: $0, version: version.bytes, matching: query) } ?? nil
  }

  /// Makes the index of the book as it is now, from the outlines and search
  /// texts kept of it, unless a sound index of this version is kept already,
  /// or no outlines of its bytes are. A version changed less than
  /// ``settling`` ago is waited for, on the calling thread; one whose change
  /// time is ahead of the clock is not indexed. Then returns the memory
  /// making it freed to the system (glibc keeps the pages a thread's arena
  /// freed: about 19 MB after making the index of 100,000 contacts).
  ///
  /// - Complexity: Mapping the index kept and checking it when it is of
  ///   this version; otherwise reading the book, its outlines and its texts,
  ///   and O(*n* log *n*) in its persons.
  public func keep() {
    make()
    #if canImport(Glibc) && canImport(CMalloc)
    malloc_trim(0)
    #endif
  }

  /// What ``keep()`` does, but for returning the memory it freed.
  private func make() {
    guard let version = BookVersion(of: book), Self.canIndex(version), let age = version.age else { return }
    if age < Self.settling {
      usleep(useconds_t((Self.settling - age) * 1e6))
      guard BookVersion(of: book) == version else { return }
    }
    if isKept(of: version) { return }
    guard let read = try? BookFile.read(book), BookVersion(of: book) == version,
      read.bytes.count == version.size, let outlines = OutlineCache(book: book, environment: environment)?.archive(),
      let contents = OutlineArchive.read(outlines, of: read.bytes, version: version.bytes),
      Self.canIndex(contents.persons)
    else { return }
    let kept = SearchTextCache(book: book, environment: environment)?.kept() ?? KeptSearchTexts()
    CacheFile.write(
      QueryIndex.archive(of: contents.persons, kept: kept, version: version.bytes), to: path,
      mark: QueryIndex.mark)
  }

  /// Whether the version of a book whose cards are `persons` can be
  /// indexed, as far as its cards tell: no UID is in two of them (an index
  /// holds a person per id).
  ///
  /// - Complexity: O(*n*) hashes of the ids of *n* cards, into a set made
  ///   large enough at once.
  public static func canIndex(_ persons: [StoredPerson]) -> Bool {
    var seen = Set<Person.ID>(minimumCapacity: persons.count)
    return persons.allSatisfy { seen.insert($0.id).inserted }
  }

  /// Whether `version` of a book can be indexed, as far as its identity
  /// tells: its change time is not ahead of the clock (see ``settling``).
  ///
  /// - Complexity: O(1).
  public static func canIndex(_ version: BookVersion) -> Bool {
    version.age.map { $0 >= 0 } ?? false
  }

  /// Whether a sound index of the book as it is now is kept.
  ///
  /// - Complexity: O(*n*) in the size of the index.
  public var isCurrent: Bool {
    BookVersion(of: book).map(isKept) ?? false
  }

  /// Whether a sound index of `version` of the book is kept.
  ///
  /// - Complexity: O(*n*) in the size of the index.
  func isKept(of version: BookVersion) -> Bool {
    mapIndex { QueryIndex.isSound($0, version: version.bytes) } == true
  }

  /// `body` applied to the index kept, mapped rather than read: its pages
  /// are the page cache's, where a read would copy 30 MB at 100,000
  /// contacts into fresh memory. `nil` when there is no regular file to map.
  ///
  /// refbook replaces an index whole (see ``CacheFile``) and never
  /// truncates one in place; another program truncating it while a query
  /// reads it would stop that query (`SIGBUS`).
  private func mapIndex<T>(_ body: (UnsafeRawBufferPointer) -> T) -> T? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else {
      close(descriptor)
      return nil
    }
    let size = Int(status.st_size)
    let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
    close(descriptor)
    guard let mapping, mapping != MAP_FAILED else { return nil }
    defer { munmap(mapping, size) }
    return body(UnsafeRawBufferPointer(start: mapping, count: size))
  }
}
