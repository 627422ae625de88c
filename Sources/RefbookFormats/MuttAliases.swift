import RefbookModel

/// mutt's (and NeoMutt's) alias file: `alias KEY [Name] <address>` lines.
///
/// Writing: one line per email address of each person who has one, the
/// key the person's first nickname or else their name in lower-case ASCII
/// letters and digits joined by `-` (`zoe-angstrom`; the id for a name
/// without such letters), `-2`, `-3`… for further addresses and repeated
/// keys; the name always quoted, escaped for RFC 5322 and then for mutt's
/// configuration syntax, where `` ` `` and `$` are escaped too (mutt would
/// run a command or expand a variable); an address with spaces, quotes,
/// angle brackets or separators is left out. Reading: each `alias` line is a person
/// whose nickname is the key, named by the first mailbox with a name, with
/// every address of the line (`alias -group NAME …` too, its groups kept as
/// categories); other lines (`#` comments, other commands) are passed over,
/// and an alias without an address is skipped with its line.
public enum MuttAliases {
  /// The alias lines of `persons`.
  ///
  /// - Complexity: O(*n*) in the size of the persons.
  public static func write(_ persons: [Person]) -> String {
    var used: Set<String> = []
    var lines = ""
    for person in persons where !person.emails.isEmpty {
      let stem = person.nicknames.first.map(slug).flatMap { $0.isEmpty ? nil : $0 } ?? slug(person.displayName)
      let base = stem.isEmpty ? slug(person.id) : stem
      for email in person.emails where !email.value.contains(where: { " \t\"<>,;\\`$".contains($0) || $0.isNewline }) {
        var key = base
        var number = 2
        while !used.insert(key).inserted {
          key = "\(base)-\(number)"
          number += 1
        }
        let quoted = person.displayName.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        let name = quoted.replacing("\\", with: "\\\\").replacing("`", with: "\\`").replacing("$", with: "\\$")
          .filter { !$0.isNewline }
        lines += "alias \(key) \"\(name)\" <\(email.value)>\n"
      }
    }
    return lines
  }

  /// The persons of an alias file.
  ///
  /// - Parameter makeID: Makes the id of each person (aliases have none).
  /// - Complexity: O(*n*) in the length of `text`.
  public static func read(_ text: String, makeID: () -> String = ImportResult.randomID) -> ImportResult {
    var result = ImportResult()
    for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnd).enumerated() {
      var words = rawLine.trimmingWhitespace()[...]
      guard words.hasPrefix("alias ") || words.hasPrefix("alias\t") else { continue }
      words = words.dropFirst(6).drop { $0 == " " || $0 == "\t" }
      var groups: [String] = []
      while words.hasPrefix("-group") {
        words = words.dropFirst(6).drop { $0 == " " || $0 == "\t" }
        let group = words.prefix { $0 != " " && $0 != "\t" }
        groups.append(String(group))
        words = words.dropFirst(group.count).drop { $0 == " " || $0 == "\t" }
      }
      let key = words.prefix { $0 != " " && $0 != "\t" }
      let mailboxes = MailSender.parseList(unescaped(words.dropFirst(key.count)))
      guard !key.isEmpty, !mailboxes.isEmpty else {
        result.skipped.append(LineProblem(line: index + 1, message: "alias \(key) has no address"))
        continue
      }
      var person = Person(id: makeID(), formattedName: mailboxes.first { !$0.name.isEmpty }?.name ?? "")
      person.nicknames = [String(key)]
      person.emails = mailboxes.map { TypedValue(value: $0.address) }
      person.categories = groups
      result.persons.append(person)
    }
    return result
  }

  /// `text` as mutt's configuration reader takes it: `\X` is `X`.
  private static func unescaped(_ text: Substring) -> String {
    var result = ""
    var escaped = false
    for character in text {
      if escaped || character != "\\" {
        result.append(character)
        escaped = false
      } else {
        escaped = true
      }
    }
    return result
  }

  /// `Zoë Ångström` → `zoe-angstrom`: the name folded as search folds it
  /// (see ``TextFolding``), its ASCII letters and digits kept, other runs
  /// joined by one `-`.
  static func slug(_ text: String) -> String {
    var slug = ""
    for scalar in TextFolding.fold(text).unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        slug.unicodeScalars.append(scalar)
      } else if !slug.isEmpty, slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug
  }
}
