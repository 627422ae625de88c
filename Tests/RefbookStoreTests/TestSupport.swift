import Foundation
import RefbookModel
import RefbookStore

/// A toy book encoding for the store's tests: one `id|name` line per person.
/// A line without `|` is a problem the decoder reports with its line number.
/// Counts the persons it encodes, so tests can tell what a save wrote anew.
final class LineEncoding: Sendable {
  private let counter = Counter()

  var encodeCount: Int { counter.value }

  var encoding: BookEncoding {
    let counter = self.counter
    return BookEncoding(
      decode: { bytes, _ in
        var book = DecodedBook(persons: [])
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n")).enumerated() {
          let end = min(line.endIndex + 1, bytes.count)
          let parts = String(decoding: line, as: UTF8.self).split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
          if parts.count == 2 {
            book.stored.append(StoredPerson(Person(id: String(parts[0]), formattedName: String(parts[1]))))
            book.sources.append(bytes[line.startIndex..<end])
          } else {
            book.problems.append(LineProblem(line: index + 1, message: "no '|' in \"\(String(decoding: line, as: UTF8.self))\""))
          }
        }
        return book
      },
      encode: { person, _ in
        counter.increment()
        return Array("\(person.id)|\(person.formattedName)\n".utf8)
      })
  }
}

final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}

func person(_ id: String, _ name: String) -> Person {
  Person(id: id, formattedName: name)
}

/// Runs `body` until it stops throwing `StoreError.inUse`, for at most about
/// two seconds. A lock just released can stay held for a moment when another
/// test spawns a process at that instant: the child holds a copy of every
/// descriptor until its `exec` closes them.
func retryingWhileInUse<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
  for _ in 0..<200 {
    do throws(StoreError) { return try body() } catch {
      guard case .inUse = error else { throw error }
      usleep(10_000)
    }
  }
  return try body()
}
