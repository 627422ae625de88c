import RefbookModel

/// Comma-separated values as RFC 4180 defines them: records separated by
/// CRLF or LF, fields by commas, a field in double quotes may hold commas,
/// line breaks and doubled quotes (`""`).
public enum CSVTable {
  /// One record and the 1-based line it starts on.
  public struct Record: Equatable, Sendable {
    public var line: Int
    public var fields: [String]

    public init(line: Int, fields: [String]) {
      self.line = line
      self.fields = fields
    }
  }

  /// Splits `text` into records. A leading byte-order mark is dropped and
  /// blank lines are skipped. A quoted field left open at the end of the text
  /// makes its record a skipped one.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func read(_ text: String) -> (records: [Record], skipped: [LineProblem]) {
    var records: [Record] = []
    var fields: [String] = []
    var field = ""
    var quoted = false
    var afterQuote = false
    var line = 1
    var recordLine = 1

    func endRecord() {
      fields.append(field)
      if fields != [""] { records.append(Record(line: recordLine, fields: fields)) }
      fields = []
      field = ""
      afterQuote = false
      recordLine = line
    }

    for scalar in text.unicodeScalars.drop(while: { $0 == "\u{FEFF}" }) {
      if quoted {
        if scalar == "\"" {
          quoted = false
          afterQuote = true
        } else {
          if scalar == "\n" { line += 1 }
          field.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case "\"":
        if afterQuote { field.append("\"") }
        quoted = true
        afterQuote = false
      case ",":
        fields.append(field)
        field = ""
        afterQuote = false
      case "\r":
        continue
      case "\n":
        line += 1
        endRecord()
      default:
        field.unicodeScalars.append(scalar)
        afterQuote = false
      }
    }
    if quoted {
      return (records, [LineProblem(line: recordLine, message: "a quoted field is not closed")])
    }
    endRecord()
    return (records, [])
  }

  /// Writes records with CRLF line ends, quoting the fields that need it
  /// (those holding a comma, a quote, a line break, or edge spaces).
  ///
  /// - Complexity: O(*n*) in the total length of the fields.
  public static func write(_ records: [[String]]) -> String {
    records.map { record in
      record.map { field in
        let needsQuotes = field.contains { $0 == "," || $0 == "\"" || $0.isNewline }
          || field.first == " " || field.last == " "
        return needsQuotes ? "\"" + String(field.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] }) + "\"" : field
      }.joined(separator: ",") + "\r\n"
    }.joined()
  }
}
