import RefbookModel
import Testing
import VCard

/// Types, preference and `tel:` URIs of emails, phones, URLs and addresses.
@Suite struct TypedValueMappingTests {
  @Test func typesAreLowerCasedFromEveryForm() throws {
    let person = try #require(CardText.person(
      "FN:x", "TEL;TYPE=WORK,Voice:1", "TEL;type=HOME;type=FAX:2", #"TEL;TYPE="cell,text":3"#, "TEL;WORK;VOICE:4"))
    #expect(person.phones.map(\.types) == [["work", "voice"], ["home", "fax"], ["cell", "text"], ["work", "voice"]])
  }

  /// A common type list read in many values is one array in memory (a
  /// large book's phones do not each hold their own `["work", "voice"]`).
  @Test func commonTypeListsAreSharedBetweenValues() throws {
    let first = try #require(CardText.person("FN:x", "TEL;TYPE=WORK,VOICE:1", "EMAIL;TYPE=home:a@b", "TEL;TYPE=x-odd:2"))
    let second = try #require(CardText.person("FN:y", "TEL;type=work;type=voice:3", "EMAIL;TYPE=HOME:c@d", "TEL;TYPE=x-odd:4"))
    func storage(_ types: [String]) -> UnsafeRawPointer? { types.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
    #expect(storage(first.phones[0].types) == storage(second.phones[0].types))
    #expect(storage(first.emails[0].types) == storage(second.emails[0].types))
    #expect(storage(first.phones[1].types) != storage(second.phones[1].types), "an uncommon list is the value's own")
    #expect(second.phones.map(\.types) == [["work", "voice"], ["x-odd"]])
  }

  @Test(arguments: ["TYPE=pref", "TYPE=work,PREF", "PREF=1", "PREF", "type=INTERNET;type=pref"])
  func preferenceIsReadFromEveryForm(parameters: String) throws {
    let person = try #require(CardText.person("FN:x", "EMAIL;\(parameters):a@b"))
    let email = try #require(person.emails.first)
    #expect(email.isPreferred)
    #expect(!email.types.contains("pref"))
    #expect(email.extra.parameters.isEmpty)
  }

  @Test func aLowerRankIsNotPreferredButIsKept() throws {
    let email = try #require(CardText.person("FN:x", "EMAIL;PREF=2:a@b")?.emails.first)
    #expect(!email.isPreferred)
    #expect(email.extra.parameters == [VCardParameter(name: "PREF", values: ["2"])])
  }

  @Test func preferenceIsWrittenInEachVersionsForm() {
    let email = TypedValue(value: "a@b", types: ["work"], isPreferred: true)
    let person = Person(id: "1", formattedName: "x", emails: [email])
    let v4 = person.vCard(version: .v4).properties.first { $0.name == "EMAIL" }
    let v3 = person.vCard(version: .v3).properties.first { $0.name == "EMAIL" }
    #expect(v4.map(VCardWriter.contentLine) == "EMAIL;TYPE=work;PREF=1:a@b")
    #expect(v3.map(VCardWriter.contentLine) == "EMAIL;TYPE=work,pref:a@b")
  }

  @Test func aTelURIReadsAsAPlainNumberAndIsWrittenBackAsAURI() throws {
    let simon = try #require(CardText.fixturePeople("rfc6350-example.vcf").first)
    let phone = try #require(simon.phones.first)
    #expect(phone.value == "+1-418-656-9254;ext=102")
    #expect(phone.types == ["work", "voice"])
    #expect(phone.isPreferred)
    #expect(phone.extra.uriScheme == "tel")
    let written = simon.vCard().properties.first { $0.name == "TEL" }
    #expect(written.map(VCardWriter.contentLine) == "TEL;VALUE=uri;TYPE=work,voice;PREF=1:tel:+1-418-656-9254;ext=102")
  }

  @Test func aPlainNumberStaysPlain() throws {
    let phone = try #require(CardText.person("FN:x", "TEL;VALUE=TEXT:+46 8 123\\, 456")?.phones.first)
    #expect(phone.value == "+46 8 123, 456")
    #expect(phone.extra.uriScheme == nil)
  }

  @Test func otherParametersOfATypedValueAreKept() throws {
    let address = try #require(CardText.person("FN:x", #"ADR;TYPE=home;LABEL="1 Main St, Town";GEO="geo:1,2":;;1 Main St;Town;;;"#)?.addresses.first)
    #expect(address.types == ["home"])
    #expect(address.extra.parameters.map(\.name) == ["LABEL", "GEO"])
    #expect(address.extra.parameters.first?.values == ["1 Main St, Town"])
  }
}
