import PropertyBased
import RefbookModel
import VCard

/// Random persons for the round-trip property: every field, with text from
/// an alphabet of what breaks naive vCard code (separators, escapes, quotes,
/// line breaks, CJK, emoji, combining marks), plus kept parameters, groups,
/// URIs and unmodelled properties.
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
      addresses: some(0...3) { $0.address() },
      organization: some(0...3) { $0.text() },
      title: text(),
      birthday: flip() ? "1985-04-12" : text(),
      urls: some(0...2) { $0.typedValue() },
      note: text(count: 0...200),
      categories: list(),
      otherProperties: some(0...3) { $0.otherProperty() },
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

  private mutating func address() -> PostalAddress {
    var extra = extras()
    if flip() { extra.extraComponents = ["x", #"y\;z"#] }
    return PostalAddress(
      poBox: text(), extended: text(), street: text(), locality: text(), region: text(), postalCode: text(),
      country: text(), types: types(), isPreferred: flip(), extra: extra)
  }

  private mutating func otherProperty() -> VCardProperty {
    let extra = extras()
    let raw = text().replacing("\n", with: #"\n"#)
    return VCardProperty(group: extra.group, name: "X-" + token(), parameters: extra.parameters, value: raw)
  }

  private mutating func fieldExtras() -> [String: PropertyExtras] {
    var fieldExtras: [String: PropertyExtras] = [:]
    for field in ["FN", "N", "UID"] where flip() {
      var extra = extras()
      if field == "N", flip() { extra.extraComponents = ["more"] }
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
