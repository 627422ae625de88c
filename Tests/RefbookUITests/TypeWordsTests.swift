import RefbookModel
@testable import RefbookUI
import Testing

/// Types said in words: synonyms, `x-` names, `pref` last, the types that
/// say nothing left out; the field labels outside the card say them too.
@Suite struct TypeWordsTests {
  @Test(arguments: [
    (["cell", "voice"], false, ["mobile"]), (["INTERNET", "home"], true, ["home", "preferred"]), (["x-foo"], false, ["foo"]),
    (["work", "fax"], false, ["work", "fax"]), (["pref", "home"], false, ["home", "preferred"]), (["x400", "other"], false, []),
    (["cell", "mobile", "x-mobile"], false, ["mobile"]), (["pager"], true, ["pager", "preferred"]),
  ] as [([String], Bool, [String])])
  func typesInWords(types: [String], preferred: Bool, words: [String]) {
    #expect(TypeWords.words(for: types, isPreferred: preferred) == words)
  }

  @Test func fieldLabelsSayTheTypesInWords() {
    let person = Person(
      id: "ann", emails: [TypedValue(value: "ann@example.org", types: ["home", "internet"], isPreferred: true)],
      phones: [TypedValue(value: "+1 555 0100", types: ["cell", "voice"])],
      urls: [TypedValue(value: "https://ann.example.org", types: ["home"], isPreferred: true)])
    #expect(PersonField.phone(0).label(in: person) == "Phone (mobile)")
    #expect(PersonField.email(0).label(in: person) == "Email (home, preferred)")
    #expect(PersonField.url(0).label(in: person) == "Web (home)", "a preferred web address is not marked")
    #expect(PersonField.email(1).label(in: person) == "Email", "a slot past the end")
  }
}
