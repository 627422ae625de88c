import Foundation
import RefbookFormats
import Testing

/// An LDIF export read by another program, Python's `ldif` module (which
/// `make test` installs; `make check` passes over the readers' tests): the
/// same values come out.
@Suite struct LDIFReaderTests {
  @Test func pythonsLDIFReaderReadsTheExport() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("refbook-\(getpid()).ldif")
    defer { try? FileManager.default.removeItem(at: file) }
    try LDIFFormat.write([LDIFFormatTests.zoe]).write(to: file, atomically: true, encoding: .utf8)
    let script = """
      import json, sys, ldif
      records = list(ldif.LDIFParser(open(sys.argv[1], 'rb')).parse())
      print(json.dumps([[dn, {k: v for k, v in attributes.items()}] for dn, attributes in records], ensure_ascii=False, sort_keys=True))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, file.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    guard process.terminationStatus == 0 else {
      Issue.record("Python's ldif module is missing or failed (make test-deps installs it): \(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))")
      return
    }
    let records = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[Any]])
    #expect(records.count == 1)
    #expect(records.first?.first as? String == "cn=Zoë Ångström,mail=zoe@example.se")
    let attributes = try #require(records.first?.last as? [String: [String]])
    #expect(attributes["cn"] == ["Zoë Ångström"] && attributes["sn"] == ["Ångström"])
    #expect(attributes["mail"] == ["zoe@example.se"] && attributes["mozillaSecondEmail"] == ["zoe@home.example"])
    #expect(attributes["o"] == ["Acme, Inc."] && attributes["mobile"] == ["+46 70 1"])
    #expect(attributes["description"] == ["Met at the café\nSecond line"])
    #expect(attributes["mozillaHomeLocalityName"] == ["Stockholm"])
  }
}
