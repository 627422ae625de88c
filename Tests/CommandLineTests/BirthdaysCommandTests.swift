import Foundation
import RefbookTestSupport
import Testing

/// `refbook birthdays`: what is coming up within the days asked, soonest
/// first, tab-separated; exit status 1 when nothing is.
@Suite("refbook birthdays")
struct BirthdaysCommandTests {
  @Test("the coming birthdays and anniversaries, soonest first; none is status 1")
  func birthdays() throws {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let today = "\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
    let book = try TemporaryBook()
    try book.write(
      "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:a\r\nFN:Ann Archer\r\nBDAY:--\(today)\r\nANNIVERSARY:2000-\(today)\r\nEND:VCARD\r\n"
        + "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:b\r\nFN:Bob Baker\r\nBDAY:circa 1800\r\nEND:VCARD\r\n", to: "contacts.vcf")
    let result = try book.refbook("birthdays", "--days", "0")
    #expect(result.status == 0, "\(result.stderr)")
    let years = parts.tm_year + 1900 - 2000
    #expect(result.stdout == "today\t\(today)\tAnn Archer\tanniversary (\(years) years)\ntoday\t\(today)\tAnn Archer\tbirthday\n")
    let empty = try TemporaryBook()
    try empty.write("BEGIN:VCARD\r\nVERSION:4.0\r\nUID:b\r\nFN:Bob Baker\r\nEND:VCARD\r\n", to: "contacts.vcf")
    #expect(try empty.refbook("birthdays").status == 1)
  }
}
