/// The sender of a mail message, for `refbook add-email`.
public struct MailSender: Hashable, Sendable {
  /// The display name, decoded (RFC 2047) and unquoted; may be empty.
  public var name: String
  public var address: String

  public init(name: String, address: String) {
    self.name = name
    self.address = address
  }

  /// The sender named by the `From:` header of an RFC 5322 message.
  ///
  /// Headers end at the first empty line; folded header lines are unfolded;
  /// an mbox `From ` line is ignored. When `From:` lists several mailboxes,
  /// the first is taken.
  ///
  /// - Returns: `nil` when the message has no `From:` header with an address.
  /// - Complexity: O(*n*) in the length of the headers.
  public static func from(message: String) -> MailSender? {
    var headers: [String] = []
    for line in message.split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnd) {
      if line.isEmpty { break }
      if let first = line.first, first == " " || first == "\t", !headers.isEmpty {
        headers[headers.count - 1] += line
      } else {
        headers.append(String(line))
      }
    }
    guard let from = headers.first(where: { $0.lowercased().hasPrefix("from:") }) else { return nil }
    return parse(String(from.dropFirst(5)))
  }

  /// Parses a `From:` header's value: `"Name" <addr>`, `Name <addr>`,
  /// `addr (Name)` or a bare `addr`.
  ///
  /// - Complexity: O(*n*) in the length of `value`.
  public static func parse(_ value: String) -> MailSender? {
    parseMailbox(mailboxes(in: value).first ?? "")
  }

  /// Every mailbox of an address list (`Ann <a@x>, "Baker, Bob" <b@x>`),
  /// each as ``parse(_:)`` reads one; those without an address are left out.
  ///
  /// - Complexity: O(*n*) in the length of `value`.
  public static func parseList(_ value: String) -> [MailSender] {
    mailboxes(in: value).compactMap(parseMailbox)
  }

  private static func parseMailbox(_ mailbox: String) -> MailSender? {
    if let open = mailbox.lastIndex(of: "<"), let close = mailbox[open...].firstIndex(of: ">") {
      let address = mailbox[mailbox.index(after: open)..<close].trimmingWhitespace()
      guard !address.isEmpty else { return nil }
      return MailSender(name: displayName(mailbox[..<open]), address: address)
    }
    var rest = Substring(mailbox)
    var comment = ""
    if let open = rest.firstIndex(of: "("), let close = rest.lastIndex(of: ")"), open < close {
      comment = String(rest[rest.index(after: open)..<close])
      rest = rest[..<open] + rest[rest.index(after: close)...]
    }
    let address = rest.trimmingWhitespace()
    guard !address.isEmpty, !address.contains(" ") else { return nil }
    return MailSender(name: displayName(Substring(comment)), address: address)
  }

  /// The text between commas outside quotes, angle brackets and comments.
  private static func mailboxes(in value: String) -> [String] {
    var quoted = false
    var depth = 0
    var escaped = false
    var start = value.startIndex
    var pieces: [String] = []
    for index in value.indices {
      let character = value[index]
      if escaped {
        escaped = false
        continue
      }
      switch character {
      case "\\": escaped = quoted
      case "\"": quoted.toggle()
      case "<", "(": if !quoted { depth += 1 }
      case ">", ")": if !quoted { depth -= 1 }
      case "," where !quoted && depth <= 0:
        pieces.append(String(value[start..<index]))
        start = value.index(after: index)
      default: break
      }
    }
    return pieces + [String(value[start...])]
  }

  /// A display name with quotes and backslash escapes removed and encoded
  /// words decoded (also inside quotes, as many mailers write them).
  private static func displayName(_ text: Substring) -> String {
    var unquoted = ""
    var escaped = false
    for character in text.trimmingWhitespace() {
      if escaped {
        unquoted.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character != "\"" {
        unquoted.append(character)
      }
    }
    return EncodedWords.decode(unquoted).trimmingWhitespace()
  }
}
