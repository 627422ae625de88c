import Foundation

/// One of the project's Markdown documents — the README or a page of
/// `docs/` — read for what tests check in it: its fenced examples, its
/// headings and its links.
///
/// ```swift
/// for doc in try ProjectDoc.all() {
///   for block in doc.blocks(in: "toml") { … }
/// }
/// #expect(ProjectDoc.brokenLinks(in: try ProjectDoc.all()) == [])
/// ```
public struct ProjectDoc: Sendable {
  /// The package's root folder, which holds `README.md` and `docs/`.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The document's path from the package's root (`README.md`, `docs/sync.md`).
  public let path: String
  /// The document's text.
  public let text: String

  /// A document with the text given, as if it were the file at `path`.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }

  /// Reads the document at `path` from the package's root.
  ///
  /// - Throws: When the file cannot be read as UTF-8.
  public init(path: String) throws {
    self.init(path: path, text: try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8))
  }

  /// The README and every `docs/*.md`, in that order (the pages by name).
  ///
  /// - Throws: When a file cannot be read.
  public static func all() throws -> [ProjectDoc] {
    let pages = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") }.sorted()
    return try (["README.md"] + pages.map { "docs/" + $0 }).map { try ProjectDoc(path: $0) }
  }

  // MARK: Fenced blocks

  /// A fenced code block: its language (what follows the opening fence,
  /// empty for none), its text (every line, each ending in a newline), and
  /// the line of the document its text starts on (1 for the first).
  public struct Block: Sendable {
    public let language: String
    public let text: String
    public let line: Int
  }

  /// Every fenced block, in order.
  public var blocks: [Block] {
    var blocks: [Block] = []
    var open: (language: String, line: Int, lines: [String])?
    for (index, line) in lines.enumerated() {
      if var block = open {
        if line.trimmingCharacters(in: .whitespaces) == "```" {
          blocks.append(Block(language: block.language, text: block.lines.map { $0 + "\n" }.joined(), line: block.line))
          open = nil
        } else {
          block.lines.append(line)
          open = block
        }
      } else if line.hasPrefix("```") {
        open = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), index + 2, [])
      }
    }
    return blocks
  }

  /// The fenced blocks in `language` (`toml`, `sh`).
  public func blocks(in language: String) -> [Block] {
    blocks.filter { $0.language == language }
  }

  /// The lines outside fenced blocks, with their line numbers (1 for the first).
  var prose: [(line: Int, text: String)] {
    var inBlock = false
    var prose: [(Int, String)] = []
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("```") || (inBlock && line.trimmingCharacters(in: .whitespaces) == "```") {
        inBlock.toggle()
      } else if !inBlock {
        prose.append((index + 1, line))
      }
    }
    return prose
  }

  private var lines: [String] { text.components(separatedBy: "\n") }

  // MARK: Headings and links

  /// The anchors of the document's headings, as GitHub makes them: the
  /// heading's text in lower case, without its punctuation, spaces made
  /// hyphens, and `-1`, `-2`, … after a repeated one.
  public var anchors: Set<String> {
    var anchors: Set<String> = []
    var seen: [String: Int] = [:]
    for (_, line) in prose {
      let hashes = line.prefix { $0 == "#" }.count
      guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { continue }
      let slug = Self.slug(String(line.dropFirst(hashes)))
      let count = seen[slug, default: 0]
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
      seen[slug] = count + 1
    }
    return anchors
  }

  /// The anchor GitHub gives a heading: its text as shown (a link's text,
  /// no backticks), lower case, only letters, marks, digits, `_`, `-` and
  /// spaces kept, each space a hyphen.
  public static func slug(_ heading: String) -> String {
    let shown = heading.trimmingCharacters(in: .whitespaces)
      .replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
    let kept = shown.lowercased().unicodeScalars.filter { scalar in
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
           .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
           .connectorPunctuation:
        true
      default:
        scalar == "-" || scalar == " "
      }
    }
    return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
  }

  /// A link of the document: where it points, and the line it is on.
  public struct Link: Sendable, CustomStringConvertible {
    public let target: String
    public let line: Int
    public var description: String { "line \(line): \(target)" }
  }

  /// Every inline link (`[text](target)`, images too) outside code: fenced
  /// blocks and backtick spans are passed over.
  public var links: [Link] {
    prose.flatMap { line, text in
      let code = text.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
      return code.matches(of: /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/).map { Link(target: String($0.output.1), line: line) }
    }
  }

  /// Whether a link leaves the project (`https:`, `mailto:`, …): a test
  /// here cannot tell whether it resolves.
  public static func isExternal(_ target: String) -> Bool {
    target.firstMatch(of: /^[A-Za-z][A-Za-z0-9+.-]*:/) != nil
  }

  /// The path from the package's root of `target`, a path relative to the
  /// folder of the document at `document` (`../README.md` from `docs/x.md`
  /// is `README.md`).
  static func path(of target: String, from document: String) -> String {
    let rootPath = root.standardizedFileURL.path
    let url = root.appendingPathComponent(document).deletingLastPathComponent().appendingPathComponent(target)
      .standardizedFileURL
    return url.path.hasPrefix(rootPath + "/") ? String(url.path.dropFirst(rootPath.count + 1)) : url.path
  }

  /// Every link of `docs` within the project that does not resolve: to a
  /// file or folder that does not exist (relative to the document's own
  /// folder), or to an anchor that no heading of its Markdown file makes;
  /// each as `PATH: line N: TARGET (why)`.
  ///
  /// - Complexity: O(*d* · *l*) for *d* documents of *l* lines, plus a read
  ///   of each file a link names an anchor in.
  public static func brokenLinks(in docs: [ProjectDoc]) -> [String] {
    docs.flatMap { doc in
      doc.links.filter { !isExternal($0.target) }.compactMap { link -> String? in
        let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let path = parts[0].isEmpty ? doc.path : Self.path(of: parts[0], from: doc.path)
        guard parts[0].isEmpty || FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) else {
          return "\(doc.path): \(link) (no file \(path))"
        }
        guard parts.count == 2 else { return nil }
        guard path.hasSuffix(".md") else { return "\(doc.path): \(link) (an anchor in \(path), which is not Markdown)" }
        let anchors = path == doc.path ? doc.anchors : ((try? ProjectDoc(path: path))?.anchors ?? [])
        return anchors.contains(parts[1]) ? nil : "\(doc.path): \(link) (no heading makes #\(parts[1]) in \(path))"
      }
    }
  }
}
