import StructRef
import StructRefTesting
import Testing

/// An identity ref over a storage that keeps versions reads its element
/// only when the element's version changed, and tells its observers what
/// it told them before: only real changes.
@Suite struct VersionedStorageTests {
  /// Persons by name, each with a version renewed at every write, counting
  /// the persons read.
  struct Shelf: IdentifiedStorage {
    final class Reads { var count = 0 }

    var persons: [String: Person] = [:]
    var versions: [String: UInt64] = [:]
    var written: UInt64 = 0
    let reads = Reads()

    static var keepsVersions: Bool { true }

    subscript(id id: String) -> Person? {
      get {
        reads.count += 1
        return persons[id]
      }
      set {
        persons[id] = newValue
        written += 1
        versions[id] = newValue == nil ? nil : written
      }
    }

    func version(of id: String) -> UInt64? { versions[id] }
  }

  static func shelf() -> Shelf {
    var shelf = Shelf()
    for person in [chris, florian] { shelf[id: person.id] = person }
    shelf.reads.count = 0
    return shelf
  }

  @Test func anObserverReadsItsElementOnlyWhenItsVersionChanged() {
    let shelf = Ref(initialValue: Self.shelf())
    let reads = shelf.value.reads
    let seen = NotificationRecorder<Person?>()
    let token = shelf[id: "Chris"].addObserver { seen.record($0) }
    #expect(reads.count == 0, "starting to observe reads nothing")
    shelf[id: "Florian"].value?.addresses = [sampleAddress]
    let afterOthersChange = reads.count
    #expect(seen.values.isEmpty)
    shelf.value[id: "Chris"] = Person(name: "Chris", addresses: [])
    #expect(seen.values == [Person(name: "Chris", addresses: [])])
    #expect(reads.count == afterOthersChange + 2, "the element, and the one before it")
    shelf.value[id: "Florian"] = florian
    #expect(reads.count == afterOthersChange + 2, "another element's change reads nothing")
    _ = token
  }

  @Test func anEqualElementWrittenAgainIsNotTold() {
    let shelf = Ref(initialValue: Self.shelf())
    let seen = NotificationRecorder<Person?>()
    let token = shelf[id: "Chris"].addObserver { seen.record($0) }
    shelf.value[id: "Chris"] = chris
    #expect(seen.values.isEmpty)
    shelf.value[id: "Chris"] = florian.withName("Chris")
    shelf.value[id: "Chris"] = florian.withName("Chris")
    #expect(seen.values == [florian.withName("Chris")])
    shelf.value[id: "Chris"] = nil
    shelf.value[id: "Florian"] = nil
    #expect(seen.values == [florian.withName("Chris"), nil])
    _ = token
  }
}

extension Person {
  fileprivate func withName(_ name: String) -> Person {
    Person(name: name, addresses: addresses)
  }
}
