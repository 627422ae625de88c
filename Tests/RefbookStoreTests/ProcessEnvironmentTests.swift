#if canImport(Glibc)
import Glibc
#endif
import Testing

import RefbookStore

@Suite struct ProcessEnvironmentTests {
  @Test func everyVariableHasTheValueGetenvGives() {
    var names: [String] = []
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") { names.append(String(text[..<equals])) }
      entry += 1
    }
    #expect(!names.isEmpty)
    #expect(Set(ProcessEnvironment.variables.keys) == Set(names))
    for name in names {
      #expect(ProcessEnvironment.variables[name] == getenv(name).map { String(cString: $0) }, "\(name)")
    }
  }
}
