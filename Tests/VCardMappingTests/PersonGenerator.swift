import PropertyBased
import RefbookModel
import VCard

/// Random persons for the round-trip property: every field, with text from
/// an alphabet of what breaks naive vCard code (separators, escapes, quotes,
/// line breaks, CJK, emoji, combining marks), plus kept parameters, groups,
/// URIs and unmodelled properties.
///
/// They also carry what only one vCard version defines (3.0's `LABEL`,
/// `AGENT`, `CLASS`, `SORT-STRING`, base64 photos and keys; 4.0's `KIND`,
/// `GENDER`, `ANNIVERSARY`, `data:` URIs, `ALTID`, `PID`, `ADR;LABEL=`,
/// `N;SORT-AS=`), a foreign `PRODID` and names with characters a vCard name
/// may not hold, for the export tests.
///
/// The persons are ones a reader can produce: no carriage returns (a line
/// break reads back as `\n`), no empty list items, a non-blank formatted name.
struct PersonGenerator<Source: RandomNumberGenerator> {
  var source: Source

  private static var alphabet: [String] {
    [
      "a", "Z", "7", " ", ",", ";", ":", "\\", "\"", "\n", "=", "^", "\t", ".", "-", "'", "é", "ß", "张", "伟", "😀",
      "👩‍👩‍👧", "🇫🇷", "e\u{301}", "\\n", "\\,",
    ]
  }

  mutating func person() -> Person {
    Person(
      id: "id-" + text(),
      formattedName: "F" + text(),
      name: PersonName(family: text(), given: text(), additional: text(), prefix: text(), suffix: text()),
      nicknames: list(),
      emails: some(0...3) { $0.typedValue() },
      phones: some(0...3) { $0.phone() },
      addresses: some(0...3) { [labelled = flip()] in $0.address(labelled: labelled) },
      organization: some(0...3) { $0.text() },
      title: text(),
      birthday: flip() ? "1985-04-12" : text(),
      urls: some(0...2) { $0.typedValue() },
      note: text(count: 0...200),
      categories: list(),
      otherProperties: some(0...3) { $0.otherProperty() } + some(0...4) { $0.versionSpecificProperty() },
      fieldExtras: fieldExtras())
  }

  private mutating func flip() -> Bool { Bool.random(using: &source) }

  private mutating func text(count: ClosedRange<Int> = 0...12) -> String {
    some(count) { $0.pick(Self.alphabet) }.joined()
  }

  private mutating func pick<T>(_ choices: [T]) -> T {
    choices.randomElement(using: &source)!
  }

  private mutating func some<T>(_ count: ClosedRange<Int>, _ make: (inout Self) -> T) -> [T] {
    (0..<Int.random(in: count, using: &source)).map { _ in make(&self) }
  }

  private mutating func list() -> [String] {
    some(0...3) { "n" + $0.text() }
  }

  private mutating func token() -> String {
    String(some(1...6) { $0.pick(Array("abcXYZ019-_")) })
  }

  private mutating func types() -> [String] {
    some(0...3) { $0.pick(["home", "work", "cell", "voice", "x-other", "internet"]) }
  }

  private mutating func extras() -> PropertyExtras {
    PropertyExtras(
      group: flip() ? "item" + token() : nil,
      parameters: some(0...2) { VCardParameter(name: "X-" + $0.token(), values: $0.some(1...2) { $0.text() }) })
  }

  private mutating func typedValue() -> TypedValue {
    TypedValue(value: text(), types: types(), isPreferred: flip(), extra: extras())
  }

  private mutating func phone() -> TypedValue {
    var phone = typedValue()
    if flip() {
      phone.extra.uriScheme = "tel"
      phone.value = "+" + String(some(10...10) { $0.pick(Array("0123456789-")) }) + ";ext=1"
    }
    return phone
  }

  /// An address; all of a person's have a 4.0 `LABEL` or none has, since
  /// 3.0 cannot tell which of two addresses of the same types a label is for.
  private mutating func address(labelled: Bool) -> PostalAddress {
    var extra = extras()
    if flip() { extra.extraComponents = ["x", #"y\;z"#] }
    if labelled { extra.parameters.append(VCardParameter(name: "LABEL", values: [text()])) }
    return PostalAddress(
      poBox: text(), extended: text(), street: text(), locality: text(), region: text(), postalCode: text(),
      country: text(), types: types(), isPreferred: flip(), extra: extra)
  }

  private mutating func otherProperty() -> VCardProperty {
    let extra = extras()
    let raw = text().replacing("\n", with: #"\n"#)
    return VCardProperty(group: extra.group, name: "X-" + token(), parameters: extra.parameters, value: raw)
  }

  /// A property, or a form of one, that only one vCard version defines.
  private mutating func versionSpecificProperty() -> VCardProperty {
    let base64 = String(some(1...20) { $0.pick(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")) }.map {
      String(repeating: $0, count: 4)
    }.joined())
    let escaped = VCardValue.escape(text())
    let choices: [(String, [VCardParameter], String)] = [
      ("PHOTO", [.init(name: "ENCODING", values: ["b"]), .init(name: "TYPE", values: ["JPEG"])], "/9j/" + base64),
      ("PHOTO", [.init(name: "ENCODING", values: ["BASE64"])], base64),
      ("LOGO", [], "data:image/png;base64," + base64),
      ("KEY", [.init(name: "ENCODING", values: ["b"]), .init(name: "TYPE", values: ["PGP"])], base64),
      ("SOUND", [.init(name: "VALUE", values: ["uri"])], "https://example.com/a.ogg"),
      ("LABEL", [.init(name: "TYPE", values: [pick(["home", "work"])])], escaped),
      ("AGENT", [], VCardValue.escape("BEGIN:VCARD\nFN:" + text() + "\nEND:VCARD")),
      ("CLASS", [], "PUBLIC"), ("NAME", [], escaped), ("MAILER", [], escaped), ("PROFILE", [], "VCARD"),
      ("SORT-STRING", [], escaped), ("KIND", [], "individual"), ("GENDER", [], "F;" + escaped),
      ("ANNIVERSARY", [.init(name: "CALSCALE", values: ["gregorian"])], "2001-02-03"),
      ("X-ANNIVERSARY", [], "1999-12-31"), ("X-ADDRESSBOOKSERVER-KIND", [], "group"),
      ("PRODID", [], "-//Other//Other//EN"), ("IMPP", [.init(name: "TYPE", values: ["home", "pref"])], "xmpp:a@b"),
      ("X-" + token(), [.init(name: "ALTID", values: ["1"]), .init(name: "PID", values: ["1.1"])], escaped),
    ]
    let (name, parameters, value) = pick(choices)
    return VCardProperty(name: name, parameters: parameters, value: value)
  }

  private mutating func fieldExtras() -> [String: PropertyExtras] {
    var fieldExtras: [String: PropertyExtras] = [:]
    for field in ["FN", "N", "UID"] where flip() {
      var extra = extras()
      if field == "N", flip() { extra.extraComponents = ["more"] }
      if field == "N", flip() {
        extra.parameters.append(VCardParameter(name: "SORT-AS", values: some(1...2) { $0.text().replacing(",", with: "") }))
      }
      if !extra.isEmpty { fieldExtras[field] = extra }
    }
    return fieldExtras
  }
}

extension Gen where Value == Person {
  /// Random persons (see ``PersonGenerator``).
  static var person: Generator<Person, Shrink.None<Person>> {
    Generator { source in make(using: &source) }
  }

  private static func make(using source: inout some SeededRandomNumberGenerator) -> Person {
    var generator = PersonGenerator(source: source)
    defer { source = generator.source }
    return generator.person()
  }
}

extension Person {
  /// The person with only the fields an outline record holds (and its
  /// title), without kept parameters or groups: what a card refbook wrote
  /// of a person entered in the app holds, where a generated person holds
  /// every oddity a card may have.
  var plain: Person {
    let plain = { (values: [TypedValue]) in values.map { TypedValue(value: $0.value, types: $0.types, isPreferred: $0.isPreferred) } }
    return Person(
      id: id, formattedName: formattedName, name: name, nicknames: nicknames,
      emails: plain(emails), phones: plain(phones), organization: organization, title: title, categories: categories)
  }
}
