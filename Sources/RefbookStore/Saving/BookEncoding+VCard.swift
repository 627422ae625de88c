import RefbookModel
import VCard

extension BookEncoding {
  /// Books as vCard files: read in any version; a new person is written as
  /// `version`, an unchanged one as it was read, and a changed one in place
  /// of its card, which keeps its version (3.0 or 4.0), the order of its
  /// lines and every line of a field unchanged (see
  /// ``Person/vCardBytes(replacing:version:)``), unless not
  /// `replacingCards` (an export in the version asked for: then as
  /// `version`). A
  /// `BEGIN:VADDRESSBOOK` … `END:VADDRESSBOOK` wrapper around the cards
  /// (vdirsyncer's single-file storage) is kept, new cards going inside it.
  ///
  /// Only parse *errors* are problems that stop a save; warnings (a value
  /// read with a repair, such as bytes that were not UTF-8) are carried in
  /// ``DecodedBook/warnings`` for the user to hear about.
  ///
  /// When `deferringDecoding` (for a program that shows a few persons at a
  /// time), each card is read for its outline only, the rest of it decoded
  /// when asked for (see ``StoredPerson``); warnings are those of the whole
  /// card all the same. A large file is read in as many pieces at once as there are
  /// processors (see ``VCardParser/parse(_:parts:keeping:transform:)``).
  /// When `readingIDsOnly` too (for a program that decodes whole the few
  /// persons it needs), each card is read for its id only (see
  /// ``StoredPerson/idsOnly(fromVCard:parts:)``). With `outlines` (deferring),
  /// bytes read or written before are not parsed again but read from the
  /// cache, outlines and all, reading ids only or not: known by the file's
  /// version alone when the cache names it, by their hash otherwise (see
  /// ``OutlineArchive/read(_:of:version:)``). Otherwise, reading
  /// ids only, the cache is left alone; not, only the cards the cache does
  /// not know are read for their outlines, and what was read anew is kept
  /// there, on a thread of the lowest priority, unless not `keepingOutlines`
  /// (for a program that reads the book once and ends). With `queries` too
  /// (and keeping outlines), the index for `refbook query` is made again of
  /// each file written, once its outlines are kept.
  ///
  /// - Complexity: Decoding is O(*n*) in the size of the book; encoding
  ///   O(*n*) in the size of the person.
  public static func vCard(
    version: VCardVersion = .v4, replacingCards: Bool = true, deferringDecoding: Bool = false,
    readingIDsOnly: Bool = false, outlines: OutlineCache? = nil, keepingOutlines: Bool = true,
    queries: QueryIndexCache? = nil
  ) -> BookEncoding {
    let outlines = deferringDecoding ? outlines : nil
    let keeping = keepingOutlines && !readingIDsOnly
    return BookEncoding(
      decode: { bytes, version in
        let archive = outlines?.archive()
        if let outlines, let archive, let contents = outlines.read(archive, of: bytes, version: version) {
          return DecodedBook(contents)
        }
        let parts = Processors.parts(forReading: bytes.count)
        let (read, stored) = deferringDecoding && readingIDsOnly
          ? StoredPerson.idsOnly(fromVCard: bytes, parts: parts)
          : archive.flatMap { OutlineArchive.read($0, laterVersion: bytes, parts: parts) }
            ?? StoredPerson.persons(fromVCard: bytes, parts: parts, deferring: deferringDecoding)
        let decoded = DecodedBook(
          stored: stored, sources: read.sources,
          problems: LineProblem.of(.error, in: read.problems), warnings: LineProblem.of(.warning, in: read.problems),
          head: read.head, tail: read.tail)
        // At the lowest priority, so as not to slow what comes right after a read (a start's first screen).
        if let outlines, keeping { LowPriorityThread.run { outlines.keep(decoded, of: bytes, version: version) } }
        return decoded
      },
      encode: { person, former in person.vCardBytes(replacing: replacingCards ? former : nil, version: version) },
      // Persons read for their ids alone have no outlines to keep after a save.
      outlines: keeping ? outlines : nil, queries: keeping ? queries : nil)
  }
}
