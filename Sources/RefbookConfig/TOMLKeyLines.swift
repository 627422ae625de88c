/// The line each key of a TOML document is written on, which TOMLKit's values
/// do not carry: what a settings error names.
///
/// A key's line is that of its `key =` or its `[table]` (or `[[array]]`)
/// header, the first one when several mention it; a dotted key or header also
/// gives its first line to every prefix not seen before (`books.work.path =`
/// places `books` and `books.work`). Keys inside inline tables are not placed:
/// ``line(of:)`` falls back on the enclosing key.
///
/// Meant for text TOMLKit has already parsed: it skips strings (multi-line ones
/// included), comments and multi-line arrays, but does not check the syntax.
struct TOMLKeyLines {
  private var lines: [[String]: Int] = [:]

  /// Scans `text` once.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  init(_ text: String) {
    var scanner = Scanner(Array(text.unicodeScalars))
    var table: [String] = []
    while scanner.skipBlankLinesAndComments() {
      let line = scanner.line
      if scanner.take("[") {
        _ = scanner.take("[")
        table = scanner.keyPath()
        place(table, on: line)
      } else {
        place(table + scanner.keyPath(), on: line)
      }
      scanner.skipToNextStatement()
    }
  }

  /// The line of `path`, else of its longest prefix that is written, else 1.
  ///
  /// - Complexity: O(*k*²) in the length of the path.
  func line(of path: [String]) -> Int {
    var path = path[...]
    while !path.isEmpty {
      if let line = lines[Array(path)] { return line }
      path = path.dropLast()
    }
    return 1
  }

  private mutating func place(_ path: [String], on line: Int) {
    for end in path.indices {
      let prefix = Array(path[...end])
      if lines[prefix] == nil { lines[prefix] = line }
    }
  }
}

/// A cursor over TOML text that knows its line.
private struct Scanner {
  let scalars: [Unicode.Scalar]
  var position = 0
  var line = 1

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  mutating func advance() {
    if current == "\n" { line += 1 }
    position += 1
  }

  /// Takes `text` when the scalars at the cursor spell it.
  mutating func take(_ text: String) -> Bool {
    let wanted = Array(text.unicodeScalars)
    guard scalars[position...].starts(with: wanted) else { return false }
    for _ in wanted { advance() }
    return true
  }

  /// Moves to the next key or header; false at the end of the text.
  mutating func skipBlankLinesAndComments() -> Bool {
    while let scalar = current {
      if scalar == "#" { skipComment() } else if scalar.properties.isWhitespace { advance() } else { return true }
    }
    return false
  }

  /// A dotted key (`books.work`, `"a b".c`), up to the `=` or `]` after it,
  /// which is left for ``skipToNextStatement()``.
  mutating func keyPath() -> [String] {
    var path: [String] = []
    var piece = ""
    while let scalar = current, scalar != "=", scalar != "]", scalar != "\n" {
      if scalar == "\"" || scalar == "'" {
        piece += quoted()
      } else if scalar == "." {
        path.append(piece)
        piece = ""
        advance()
      } else {
        if scalar != " " && scalar != "\t" { piece.unicodeScalars.append(scalar) }
        advance()
      }
    }
    path.append(piece)
    return path
  }

  /// Skips the rest of a key-value pair or header: its value, which may span
  /// lines (multi-line strings and arrays), and a comment after it.
  mutating func skipToNextStatement() {
    var depth = 0
    while let scalar = current {
      switch scalar {
      case "\"", "'": _ = quoted()
      case "#": skipComment()
      case "[", "{": depth += 1; advance()
      case "]", "}": depth -= 1; advance()
      case "\n" where depth <= 0: advance(); return
      default: advance()
      }
    }
  }

  /// A string at the cursor (basic, literal, or either's multi-line form),
  /// taken whole; its text, an escape `\X` read as `X` (right for `\"` and
  /// `\\`, the escapes a key may need).
  private mutating func quoted() -> String {
    let quote = current!
    let delimiter = String(repeating: String(quote), count: 3)
    let multiline = take(delimiter)
    if !multiline { advance() }
    var text = ""
    while let scalar = current {
      if multiline ? take(delimiter) : scalar == quote {
        if !multiline { advance() }
        // A multi-line string may end in up to two more quotes of its own.
        while multiline, current == quote { advance() }
        return text
      }
      if scalar == "\\" && quote == "\"" {
        advance()
        guard let escaped = current else { break }
        text.unicodeScalars.append(escaped)
      } else {
        text.unicodeScalars.append(scalar)
      }
      advance()
    }
    return text
  }

  private mutating func skipComment() {
    while let scalar = current, scalar != "\n" { advance() }
  }
}
