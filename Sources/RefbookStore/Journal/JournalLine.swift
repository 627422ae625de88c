#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RefbookModel

/// The bytes of a journal file: the line ``header``, then one line per
/// record, `CHECKSUM JSON`, where the JSON holds the move, its description
/// and, for each person changed, the id and the person before and after as
/// card text (by the book's ``BookEncoding``, which reads back what it
/// writes; a person still in its card, as that card's bytes) with its
/// collection, and the checksum is the 64-bit FNV-1a hash
/// of the JSON's bytes in 16 hexadecimal digits. A record torn by a crash
/// or damaged on disk fails its checksum or its parse, and the journal is
/// read up to it.
///
/// ```
/// REFBOOK-HISTORY 1
/// 5f0c…e1 {"changes":[{"after":{"card":"BEGIN:VCARD\r\nVERSION:4.0\r\n…"},"id":"zoe"}],"description":"add Zoë","move":"step"}
/// ```
enum JournalLine {
  /// The first line of every journal: its format and version.
  static let header: [UInt8] = Array("REFBOOK-HISTORY 1\n".utf8)

  /// Why a record line could not be read.
  struct Damage: Error, Equatable {
    var reason: String
  }

  /// The line of `record`, newline included.
  ///
  /// - Complexity: O(*n*) in the size of the persons changed, their
  ///   encoding spread over the processors.
  static func encode(_ record: JournalRecord, encoding: BookEncoding) -> [UInt8] {
    // The changes in pieces, each encoded to JSON on a processor of its own
    // (an import's step holds thousands), then set in the record's JSON in
    // place of its empty list.
    let changes = record.changes.concurrentPieces(minimumPiece: 256) { changes in
      json(wire(changes, encoding)).dropFirst().dropLast()
    }.filter { !$0.isEmpty }
    let shell = json(Wire(move: record.move, description: record.description, changes: []))
    // Its keys sorted, the record's JSON starts with its list of changes;
    // should an encoder ever write it otherwise, the record is encoded whole.
    guard shell.starts(with: changesOpening) else {
      return line(json: json(Wire(move: record.move, description: record.description, changes: wire(record.changes, encoding))))
    }
    var whole = Array(shell[..<changesOpening.count])
    whole.reserveCapacity(shell.count + changes.reduce(0) { $0 + $1.count + 1 })
    for (offset, piece) in changes.enumerated() {
      if offset > 0 { whole.append(UInt8(ascii: ",")) }
      whole += piece
    }
    whole += shell[changesOpening.count...]
    return line(json: whole)
  }

  /// The line of a record whose JSON is `json`: its checksum, a space, the
  /// JSON and a newline.
  private static func line(json: [UInt8]) -> [UInt8] {
    var line = Array(checksum(json).utf8)
    line.reserveCapacity(line.count + json.count + 2)
    line.append(UInt8(ascii: " "))
    line += json
    line.append(UInt8(ascii: "\n"))
    return line
  }

  /// `changes` as the JSON holds them.
  private static func wire(_ changes: some Collection<JournalRecord.Change>, _ encoding: BookEncoding) -> [Wire.Change] {
    changes.map { change in
      Wire.Change(
        id: change.id, before: change.before.map { Wire.Person($0, encoding) },
        after: change.after.map { Wire.Person($0, encoding) })
    }
  }

  private static let changesOpening = Array(#"{"changes":["#.utf8)

  /// `value` in JSON: compact, its keys sorted.
  private static func json(_ value: some Encodable) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings and optionals cannot fail.
    return Array(try! encoder.encode(value))
  }

  /// The record of `line` (without its newline); a person still in the
  /// card `book` holds for it is that person of `book`.
  ///
  /// - Throws: ``Damage`` saying what is wrong with it.
  /// - Complexity: O(*n*) in the size of the line, plus reading its persons
  ///   that `book` does not hold as they are (with ``HistoryJournal/cards``,
  ///   for their ids only), on all processors.
  static func decode(
    _ line: ArraySlice<UInt8>, encoding: BookEncoding, sharing book: Addressbook = Addressbook()
  ) throws(Damage) -> JournalRecord {
    let digits = 16
    guard line.count > digits, line[line.startIndex + digits] == UInt8(ascii: " ") else {
      throw Damage(reason: "not a record")
    }
    let json = line[(line.startIndex + digits + 1)...]
    guard String(decoding: line.prefix(digits), as: UTF8.self) == checksum(json) else {
      throw Damage(reason: "its checksum does not match")
    }
    let wire: Wire
    do { wire = try JSONDecoder().decode(Wire.self, from: Data(json)) } catch {
      throw Damage(reason: "not a record")
    }
    // An import's step holds thousands of persons: read on all processors.
    let changes = wire.changes.concurrentMap(minimumPiece: 256) { change -> Result<JournalRecord.Change, Damage> in
      do throws(Damage) {
        return .success(
          JournalRecord.Change(
            id: change.id, before: try change.before?.person(change.id, encoding, sharing: book),
            after: try change.after?.person(change.id, encoding, sharing: book)))
      } catch {
        return .failure(error)
      }
    }
    return JournalRecord(move: wire.move, description: wire.description, changes: try changes.map { change throws(Damage) in try change.get() })
  }

  /// The 64-bit FNV-1a hash of `bytes`, in 16 lower-case hexadecimal digits.
  static func checksum(_ bytes: some Sequence<UInt8>) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// A record as its JSON holds it.
  private struct Wire: Codable {
    struct Person: Codable {
      var card: String
      var collection: String?

      /// A person still in its card is that card's bytes, when they are
      /// UTF-8 (the decoder that read them reads them back); any other is
      /// encoded.
      init(_ journaled: JournaledPerson, _ encoding: BookEncoding) {
        card =
          journaled.stored.source.flatMap { String(validating: $0, as: UTF8.self) }
          ?? String(decoding: encoding.encode(journaled.person, nil), as: UTF8.self)
        collection = journaled.collection
      }

      /// The person of ``card``, which must be one person with id `id`: the
      /// person `book` holds under `id` when it is still in the same bytes
      /// (read once already: an import's thousands), else the card's as
      /// `encoding` stores it (with ``HistoryJournal/cards``, still in the
      /// card, so that it compares with the book's without decoding either;
      /// see ``StoredPerson``).
      func person(_ id: RefbookModel.Person.ID, _ encoding: BookEncoding, sharing book: Addressbook) throws(Damage)
        -> JournaledPerson
      {
        let bytes = Array(card.utf8)
        if let stored = book.stored(id: id), let source = stored.source, source.hasSameBytes(as: bytes[...]) {
          return JournaledPerson(stored: stored, collection: collection)
        }
        let decoded = encoding.decode(bytes)
        guard decoded.problems.isEmpty, decoded.stored.count == 1, decoded.stored[0].id == id else {
          throw Damage(reason: "the card of \(id) does not read back")
        }
        return JournaledPerson(stored: decoded.stored[0], collection: collection)
      }
    }

    struct Change: Codable {
      var id: String
      var before: Person?
      var after: Person?
    }

    var move: JournalRecord.Move
    var description: String
    var changes: [Change]
  }
}
