import Testing
import VCard

@testable import RefbookModel

/// Extras are a value: set, compared and hashed by what they hold, however
/// they were made, and a copy changes alone.
@Suite struct PropertyExtrasTests {
  @Test func extrasAreComparedAndHashedByWhatTheyHold() {
    var set = PropertyExtras()
    set.group = "item1"
    set.parameters = [VCardParameter(name: "X-A", values: ["1"])]
    let made = PropertyExtras(group: "item1", parameters: [VCardParameter(name: "X-A", values: ["1"])])
    #expect(set == made && set.hashValue == made.hashValue)
    #expect(!set.isEmpty)

    var copy = set
    copy.uriScheme = "tel"
    #expect(set.uriScheme == nil && copy.uriScheme == "tel" && copy != set)

    copy.group = nil
    copy.parameters = []
    copy.uriScheme = nil
    #expect(copy.isEmpty && copy == PropertyExtras() && copy.hashValue == PropertyExtras().hashValue)
    #expect(PropertyExtras(extraComponents: ["a"]) != PropertyExtras(keptComponents: ["a"]))
  }
}
