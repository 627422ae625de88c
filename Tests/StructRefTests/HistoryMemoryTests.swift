import HashTreeCollections
import StructRef
import Testing

import Foundation

/// Point 5: history over a persistent value costs the changed path per step,
/// not a full copy.
@Suite struct HistoryMemoryTests {
  struct Record: Equatable {
    var name: String
    var score: Int
  }

  /// A model backed by a persistent structure, as docs/architecture.md recommends.
  struct Model: Equatable {
    var records: TreeDictionary<Int, Record>
  }

  /// Resident memory of this process, from `/proc/self/statm`.
  static func residentBytes() throws -> Int {
    let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
    let pages = Int(statm.split(separator: " ")[1])!
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  @Test func aThousandEditsOfAHundredThousandElementsGrowMemoryALittle() throws {
    let count = 100_000
    var records = TreeDictionary<Int, Record>()
    for n in 0..<count { records[n] = Record(name: "person \(n)", score: n) }
    let source = Ref(initialValue: History(initialValue: Model(records: records)))
    records = [:]
    let model = source[\.value]

    let before = try Self.residentBytes()
    for edit in 0..<1_000 {
      model[\.records[edit * 97 % count]].modify { $0?.score = -1 - edit }
    }
    let growth = try Self.residentBytes() - before

    // A full copy per step would be ≥ 1,000 × 100,000 × 24 bytes ≈ 2.4 GB.
    #expect(growth < 10 << 20, "grew \(growth) bytes")
    #expect(model.value.records[97]?.score == -2)
    var undone = 0
    while source.value.undo() { undone += 1 }
    #expect(undone == 1_000)
    #expect(model.value.records[97]?.score == 97)
  }
}
