import CTOMLDocument

/// A value of a TOML document, read by toml++, with the line it is written
/// on: for a table's member the line of its key (a `key =`, or the first
/// `[table]` header naming it), for an array's member the line of the value.
///
/// ```swift
/// let document = try TOMLValue.parse("[books.work]\npath = \"~/work.vcf\"\n")
/// document.table?.first?.value.line  // 1
/// ```
struct TOMLValue {
  let content: TOMLContent
  let line: Int
  /// The column on ``line`` where it starts, from 1: what orders the
  /// members of an inline table written on one line.
  let column: Int

  /// The document `text` is, its top-level table.
  ///
  /// - Throws: ``TOMLSyntaxError`` when `text` is not TOML, with the line
  ///   where reading stopped; when its tables or arrays are nested more
  ///   than 64 deep (`CTOML_DEPTH_LIMIT`), at the first one too deep.
  /// - Complexity: O(*n*) in the length of the text.
  static func parse(_ text: String) throws(TOMLSyntaxError) -> TOMLValue {
    var text = text
    let document = text.withUTF8 { ctoml_document_parse($0.baseAddress, $0.count) }!
    defer { ctoml_document_free(document) }
    if let error = ctoml_document_error(document) {
      throw TOMLSyntaxError(line: Int(ctoml_document_error_line(document)), message: String(cString: error))
    }
    var nodes = UnsafeBufferPointer(start: ctoml_document_nodes(document), count: ctoml_document_node_count(document))[...]
    return value(taking: &nodes)
  }

  /// The value at the start of `nodes` and its members, taken from it.
  private static func value(taking nodes: inout Slice<UnsafeBufferPointer<CTOMLNode>>) -> TOMLValue {
    let node = nodes.removeFirst()
    let content: TOMLContent =
      switch node.kind {
      case CTOMLTable:
        .table(
          (0..<node.count).map { _ in
            let key = text(nodes.first!.key, nodes.first!.keyLength)
            return TOMLMember(key: key, value: value(taking: &nodes))
          })
      case CTOMLArray: .array((0..<node.count).map { _ in value(taking: &nodes) })
      case CTOMLString: .string(text(node.string, node.stringLength))
      case CTOMLInteger: .integer(node.integer)
      case CTOMLBoolean: .boolean(node.integer != 0)
      case CTOMLFloat: .other("floating-point number")
      case CTOMLDate: .other("date")
      case CTOMLTime: .other("time")
      default: .other("date-time")
      }
    return TOMLValue(content: content, line: Int(node.line), column: Int(node.column))
  }

  private static func text(_ start: UnsafePointer<CChar>?, _ count: Int) -> String {
    String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  }

  var table: [(key: String, value: TOMLValue)]? {
    if case .table(let members) = content { members.map { ($0.key, $0.value) } } else { nil }
  }
  var array: [TOMLValue]? { if case .array(let members) = content { members } else { nil } }
  var string: String? { if case .string(let text) = content { text } else { nil } }
  var bool: Bool? { if case .boolean(let truth) = content { truth } else { nil } }
  /// An integer that fits `Int`.
  var int: Int? { if case .integer(let number) = content { Int(exactly: number) } else { nil } }

  /// What the value is, as settings errors name it ("string", "integer",
  /// "bool", "table", "array", …).
  var type: String {
    switch content {
    case .table: "table"
    case .array: "array"
    case .string: "string"
    case .integer: "integer"
    case .boolean: "bool"
    case .other(let name): name
    }
  }
}

/// What a ``TOMLValue`` holds. (Indirect: without, Swift 6.3.1's optimizer
/// crashes on `SettingsReader` in release builds.)
indirect enum TOMLContent {
  /// A table's members, in the order of their keys' bytes (toml++ keeps
  /// no other): order them by ``TOMLValue/line`` for the file's order.
  case table([TOMLMember])
  case array([TOMLValue])
  case string(String)
  case integer(Int64)
  case boolean(Bool)
  /// A value refbook reads no setting from, by its name in messages.
  case other(String)
}

/// A member of a TOML table.
struct TOMLMember {
  let key: String
  let value: TOMLValue
}
