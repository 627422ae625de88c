#if canImport(Glibc)
import Glibc
#endif
import RefbookModel

/// A book's folder as the store last read or wrote it, file by file: a
/// *vdir* (khard, vdirsyncer), where every `*.vcf` file is one contact.
///
/// Files whose names start with a dot (temporary files, the lock) and files
/// not ending in `.vcf` are not contacts and never touched. A file refbook
/// cannot save over without losing something is *protected* (see
/// ``File/protection``): it is read, its persons are in the book, but it is
/// never written or removed.
struct FolderImage: Sendable {
  /// One `.vcf` file of the folder.
  struct File: Sendable {
    let fingerprint: FileFingerprint
    /// The persons read from it, in file order.
    let stored: [StoredPerson]
    /// The bytes of its card when it holds one, which a change to its
    /// person is written in place of (see ``BookEncoding/encode``).
    var card: ArraySlice<UInt8>?
    /// What could not be read in it, and what was read with a repair.
    var problems: [LineProblem] = []
    var warnings: [LineProblem] = []
    /// Why refbook will not write or remove this file (it was not read
    /// completely, it holds several cards or none, another file holds the
    /// same UID); `nil` when it may.
    var protection: String?

    /// Whether the file holds no bytes: another program writing it in
    /// place had just emptied it, or a contact file was emptied. It holds
    /// nothing to lose, so the contact whose `UID.vcf` it is may be
    /// written there (by compare-and-swap, which merges a version
    /// finished meanwhile) rather than to a second file with its UID.
    var isEmpty: Bool { fingerprint.size == 0 }
  }

  /// The contact files, by name.
  private(set) var files: [String: File]
  /// The persons the folder holds; of several with one id, that of the
  /// last file by name.
  private(set) var book: Addressbook
  /// The file each person of ``book`` is in.
  private(set) var fileOf: [Person.ID: String]
  /// What could not be read, by file and line.
  let problems: [LineProblem]
  /// What was read with a repair, and what else is in the folder.
  let warnings: [LineProblem]
  /// The ids that several files hold, sorted.
  let repeatedIDs: [Person.ID]

  /// The image of a folder that does not exist yet.
  static let empty = FolderImage(files: [:], warnings: [], problems: [])

  /// When its newest file was last modified; the epoch for an empty folder.
  ///
  /// - Complexity: O(*f*) for *f* files.
  var lastModified: Duration {
    files.values.lazy.map(\.fingerprint.modified).max() ?? .zero
  }

  /// Every person, files in name order, each file's in its order.
  var persons: [StoredPerson] {
    files.keys.sorted().flatMap { files[$0]!.stored }
  }

  private init(files: [String: File], warnings: [LineProblem], problems: [LineProblem]) {
    var files = files
    var fileOf: [Person.ID: String] = [:]
    var repeated: [Person.ID: [String]] = [:]
    for name in files.keys.sorted() {
      for person in files[name]!.stored {
        if let other = fileOf.updateValue(name, forKey: person.id) { repeated[person.id, default: [other]].append(name) }
      }
    }
    var warnings = warnings
    for (id, names) in repeated {
      for name in names { files[name]?.protection = "another file holds its UID \(id)" }
      warnings.append(LineProblem(line: 0, message: "UID \(id) is in \(names.count) files (\(names.joined(separator: ", "))); refbook shows the last and saves over none of them", file: names.last))
    }
    self.files = files
    self.fileOf = fileOf
    self.book = Addressbook(stored: files.keys.sorted().flatMap { files[$0]!.stored })
    self.repeatedIDs = repeated.keys.sorted()
    self.problems = problems
    self.warnings = warnings.sorted { ($0.file ?? "", $0.line) < ($1.file ?? "", $1.line) }
  }

  /// Reads the folder at `path`: lists it, and reads and decodes every
  /// `.vcf` file whose fingerprint is not that of the same file in
  /// `previous` (those are taken from it), on every processor. A file that
  /// disappears between listing and reading is not in the book; one that
  /// cannot be read is a problem of its own, and so is every part of a
  /// file the decoder could not read.
  ///
  /// - Returns: `nil` when there is no folder at `path`; `previous` itself
  ///   when no file changed.
  /// - Throws: When the folder cannot be listed.
  /// - Complexity: O(*f*) system calls for *f* files, plus reading and
  ///   decoding the files that changed.
  static func read(_ path: String, encoding: BookEncoding, reusing previous: FolderImage? = nil) throws(SystemError) -> FolderImage? {
    guard let directory = opendir(path) else {
      if errno == ENOENT { return nil }
      throw .current
    }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if !name.hasPrefix(".") { names.append(name) }
    }
    closedir(directory)

    enum Listed: Sendable {
      case file(String, File, isNew: Bool)
      case gone
      case note(LineProblem, isProblem: Bool)
    }
    let listed: [Listed] = names.sorted().concurrentMap(minimumPiece: 64) { name in
      let full = path + "/" + name
      var status = stat()
      guard stat(full, &status) == 0 else {
        if errno == ENOENT { return .gone }
        return .note(LineProblem(line: 0, message: "cannot read it: \(SystemError.current.reason)", file: name), isProblem: true)
      }
      let kind = FileKind(mode: status.st_mode)
      guard kind == .regular else {
        let what = kind == .folder ? "a subfolder" : "not a regular file"
        return .note(LineProblem(line: 0, message: "\(what); not read (a contact is a .vcf file)", file: name), isProblem: false)
      }
      guard name.lowercased().hasSuffix(".vcf") else {
        return .note(LineProblem(line: 0, message: "not a .vcf file; left alone", file: name), isProblem: false)
      }
      if let known = previous?.files[name], known.fingerprint.matches(status) { return .file(name, known, isNew: false) }
      let read: BookFile?
      do throws(SystemError) { read = try BookFile.readSettled(full) } catch {
        return .note(LineProblem(line: 0, message: "cannot read it: \(error.reason)", file: name), isProblem: true)
      }
      guard let read else { return .gone }
      let decoded = encoding.decode(read.bytes)
      func inFile(_ problem: LineProblem) -> LineProblem {
        LineProblem(line: problem.line, message: problem.message, file: name)
      }
      var file = File(
        fingerprint: read.fingerprint, stored: decoded.stored, card: decoded.sources.count == 1 ? decoded.sources[0] : nil,
        problems: decoded.problems.map(inFile), warnings: decoded.warnings.map(inFile))
      if !decoded.problems.isEmpty {
        file.protection = "it was not read completely"
      } else if decoded.stored.count != 1 {
        file.protection = "it holds \(decoded.stored.count) cards, not one"
        file.warnings.append(LineProblem(line: 0, message: "\(file.protection!); refbook shows them and saves over none", file: name))
      }
      return .file(name, file, isNew: true)
    }
    var files: [String: File] = [:]
    var problems: [LineProblem] = []
    var warnings: [LineProblem] = []
    var changed = false
    for entry in listed {
      switch entry {
      case .file(let name, let file, let isNew):
        changed = changed || isNew
        files[name] = file
        problems += file.problems
        warnings += file.warnings
      case .gone: break
      case .note(let note, let isProblem): if isProblem { problems.append(note) } else { warnings.append(note) }
      }
    }
    if let previous, !changed, files.count == previous.files.count { return previous }
    return FolderImage(files: files, warnings: warnings, problems: problems)
  }
}

extension FolderImage {
  /// Records that `person` was written to the file `name` as `card`, the
  /// file now with `fingerprint`.
  ///
  /// - Complexity: O(log *n*).
  mutating func wrote(_ person: Person, as card: ArraySlice<UInt8>, to name: String, fingerprint: FileFingerprint) {
    files[name] = File(fingerprint: fingerprint, stored: [StoredPerson(person)], card: card)
    book[id: person.id] = person
    fileOf[person.id] = name
  }

  /// Records that the file `name`, which held the person `id`, was removed.
  ///
  /// - Complexity: O(log *n*).
  mutating func removed(_ id: Person.ID, file name: String) {
    files[name] = nil
    book[id: id] = nil
    fileOf[id] = nil
  }

  /// Forgets what the file `name` held, so that the next read of the
  /// folder reads it again (another program's version was put back there).
  ///
  /// - Complexity: O(1).
  mutating func forget(_ name: String) {
    files[name] = nil
  }
}
