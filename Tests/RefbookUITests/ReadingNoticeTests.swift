import RefbookUI
import TerminalKit
import Testing

/// What a large book's first start shows while it reads the book.
@Suite("The notice shown while a book is read")
struct ReadingNoticeTests {
  @Test("the path and the size in MiB, to a tenth, centred on the middle row of a blanked screen")
  func centred() {
    let screen = CellBuffer(rows: 9, columns: 60)
    for row in 0..<9 { screen.put(DisplayText(String(repeating: "#", count: 60)), row: row, column: 0) }
    ReadingNotice(book: "~/contacts.vcf", bytes: 41_308_221).draw(on: screen)
    let line = "Reading ~/contacts.vcf (39.4 MiB)\u{2026}"
    #expect(screen.lines[4] == String(repeating: " ", count: 13) + line + String(repeating: " ", count: 13))
    #expect(screen.lines.enumerated().allSatisfy { $0.offset == 4 || $0.element.allSatisfy { $0 == " " } })
    #expect(ReadingNotice(book: "b", bytes: 2 << 20).text.string == "Reading b (2.0 MiB)\u{2026}")
    #expect(ReadingNotice(book: "b", bytes: (2 << 20) - 1).text.string == "Reading b (2.0 MiB)\u{2026}")
  }

  @Test("a path wider than the screen is cut with an ellipsis; one that holds escapes is shown sanitized")
  func narrowAndHostile() {
    let screen = CellBuffer(rows: 3, columns: 20)
    ReadingNotice(book: "/home/ada/\u{1B}[2Jcontacts.vcf", bytes: 3 << 20).draw(on: screen)
    #expect(screen.lines[1] == "Reading /home/ada/\u{241B}\u{2026}")
    #expect(!screen.lines.joined().unicodeScalars.contains { $0.value == 0x1B })
    let wide = CellBuffer(rows: 3, columns: 80)
    ReadingNotice(book: "张伟的通讯录.vcf", bytes: 3 << 20).draw(on: wide)
    #expect(wide.lines[1].contains("Reading 张伟的通讯录.vcf (3.0 MiB)\u{2026}"))
  }
}
