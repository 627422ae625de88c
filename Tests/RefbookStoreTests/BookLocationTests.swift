import RefbookStore
import Testing

@Suite struct BookLocationTests {
  @Test func explicitPathWinsOverEverything() {
    let location = BookLocation.resolve(
      explicit: "/tmp/mine.vcf",
      environment: ["REFBOOK_BOOK": "/env.vcf", "XDG_DATA_HOME": "/data"], home: "/home/ann")
    #expect(location.path == "/tmp/mine.vcf")
  }

  @Test func environmentVariableWinsOverXDG() {
    let location = BookLocation.resolve(
      explicit: nil, environment: ["REFBOOK_BOOK": "/env.vcf", "XDG_DATA_HOME": "/data"], home: "/home/ann")
    #expect(location.path == "/env.vcf")
  }

  @Test func xdgDataHomeIsUsedWhenAbsolute() {
    let location = BookLocation.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "/data/"], home: "/home/ann")
    #expect(location.path == "/data/refbook/contacts.vcf")
  }

  @Test func homeIsTheLastResort() {
    let location = BookLocation.resolve(explicit: nil, environment: [:], home: "/home/ann")
    #expect(location.path == "/home/ann/.local/share/refbook/contacts.vcf")
  }

  @Test func emptyValuesAndRelativeXDGCountAsUnset() {
    let location = BookLocation.resolve(
      explicit: "", environment: ["REFBOOK_BOOK": "", "XDG_DATA_HOME": "relative/data"], home: "/root")
    #expect(location.path == "/root/.local/share/refbook/contacts.vcf")
  }
}
