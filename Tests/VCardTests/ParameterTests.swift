import Testing
import VCard

@Suite struct ParameterTests {
  private func property(_ line: String) throws -> VCardProperty {
    let result = VCardParser.parse("BEGIN:VCARD\r\n\(line)\r\nEND:VCARD\r\n")
    #expect(result.problems.isEmpty, "\(result.problems)")
    return try #require(result.cards.first?.properties.first)
  }

  @Test func namesAreUpperCasedWhateverTheirCase() throws {
    let tel = try property("tel;type=Work;Pref=1:+1")
    #expect(tel.name == "TEL")
    #expect(tel.parameters == [
      VCardParameter(name: "TYPE", values: ["Work"]), VCardParameter(name: "PREF", values: ["1"]),
    ])
  }

  @Test func aCommaListGivesSeveralValues() throws {
    #expect(try property("TEL;TYPE=work,voice:1").parameters == [VCardParameter(name: "TYPE", values: ["work", "voice"])])
  }

  @Test func repeatedTypeParametersAreKeptApartInOrder() throws {
    let email = try property("EMAIL;type=INTERNET;type=WORK;type=pref:a@b")
    #expect(email.parameters.map(\.values) == [["INTERNET"], ["WORK"], ["pref"]])
  }

  @Test func bareVersion21TypesAreTypeParameters() throws {
    let tel = try property("TEL;WORK;VOICE:+1 555")
    #expect(tel.parameters == [
      VCardParameter(name: "TYPE", values: ["WORK"]), VCardParameter(name: "TYPE", values: ["VOICE"]),
    ])
  }

  @Test func bareEncodingsAreEncodingParameters() throws {
    let photo = try property("PHOTO;BASE64;JPEG:AAAA")
    #expect(photo.parameters == [
      VCardParameter(name: "ENCODING", values: ["BASE64"]), VCardParameter(name: "TYPE", values: ["JPEG"]),
    ])
  }

  @Test func quotedValuesMayHoldColonsSemicolonsAndCommas() throws {
    let adr = try property(#"ADR;LABEL="1 Main St;Town: Here, There";TYPE="work,voice":;;1 Main St"#)
    #expect(adr.parameters == [
      VCardParameter(name: "LABEL", values: ["1 Main St;Town: Here, There"]),
      VCardParameter(name: "TYPE", values: ["work,voice"]),
    ])
    #expect(adr.value == ";;1 Main St")
  }

  @Test func caretEscapesOfRFC6868AreResolved() throws {
    let adr = try property(#"ADR;LABEL="Line 1^nLine ^'2^' ^^x":;;x"#)
    #expect(adr.parameters.first?.values == ["Line 1\nLine \"2\" ^x"])
  }

  @Test func aStrayQuoteInsideAnUnquotedValueDoesNotSwallowTheLine() throws {
    let note = try property(#"NOTE;X-NAME=5"x:value"#)
    #expect(note.parameters.first?.values == [#"5"x"#])
    #expect(note.value == "value")
  }

  @Test func theValueStartsAtTheFirstColonOutsideQuotes() throws {
    #expect(try property("URL:http://example.com:8080/a").value == "http://example.com:8080/a")
  }

  @Test func anEmptyParameterValueIsKept() throws {
    #expect(try property("X-A;X-EMPTY=:v").parameters == [VCardParameter(name: "X-EMPTY", values: [""])])
  }
}
