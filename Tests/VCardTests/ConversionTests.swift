import Testing
import VCard

/// A card read in any version and written `conformingTo:` a version has that
/// version's forms only.
@Suite struct ConversionTests {
  /// The content lines between `VERSION` and `END` of `input` exported as `version`.
  private func exported(_ input: String, as version: VCardVersion) -> [String] {
    let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\n" + input.replacing("\n", with: "\r\n") + "\r\nEND:VCARD\r\n"
    let cards = VCardParser.parse(Array(text.utf8)).cards
    let lines = VCardWriter.write(cards, conformingTo: version).components(separatedBy: "\r\n")
    #expect(lines.prefix(4) == ["BEGIN:VCARD", "VERSION:" + version.rawValue, "PRODID:-//refbook//refbook//EN", "FN:A"])
    return Array(lines.dropFirst(4).dropLast(2))
  }

  @Test(arguments: [
    ("PHOTO;ENCODING=b;TYPE=JPEG:/9j/AAAA", "PHOTO:data:image/jpeg;base64,/9j/AAAA"),
    ("PHOTO;BASE64:\n iVBORw0KGgoAAAA\n\n", "PHOTO:data:image/png;base64,iVBORw0KGgoAAAA"),
    ("KEY;ENCODING=B;TYPE=PGP:AAAA", "KEY:data:application/pgp-keys;base64,AAAA"),
    ("LOGO;ENCODING=b;TYPE=image/webp:AAAA", "LOGO:data:image/webp;base64,AAAA"),
    ("SOUND;ENCODING=b:AAAA", "SOUND:data:application/octet-stream;base64,AAAA"),
    ("PHOTO;VALUE=uri:https://example.com/a.jpg", "PHOTO;VALUE=uri:https://example.com/a.jpg"),
    ("AGENT:BEGIN:VCARD\\nFN:Bob\\nEND:VCARD", "X-AGENT:BEGIN:VCARD\\nFN:Bob\\nEND:VCARD"),
    ("CLASS:PUBLIC", "X-CLASS:PUBLIC"), ("NAME:Jane", "X-NAME:Jane"), ("MAILER:mutt", "X-MAILER:mutt"),
    ("PROFILE:VCARD", "X-PROFILE:VCARD"), ("X-ANNIVERSARY:2001-02-03", "ANNIVERSARY:2001-02-03"),
    ("X-ADDRESSBOOKSERVER-KIND:group", "KIND:group"), ("X-GENDER:F", "GENDER:F"),
    ("IMPP;TYPE=pref,home:xmpp:a@b", "IMPP;TYPE=home;PREF=1:xmpp:a@b"),
    ("NOTE;CHARSET=UTF-8;CONTEXT=x:hi", "NOTE;X-CONTEXT=x:hi"),
    ("PRODID:-//Apple Inc.//iPhone OS 17//EN", nil),
    ("item_1.X-A_B;X-P_Q=v:w", "item-1.X-A-B;X-P-Q=v:w"),
  ] as [(String, String?)])
  func toVersion4(input: String, output: String?) {
    #expect(exported(input, as: .v4) == (output.map { [$0] } ?? []))
  }

  @Test(arguments: [
    ("PHOTO:data:image/jpeg;base64,/9j/AAAA", "PHOTO;ENCODING=b;TYPE=JPEG:/9j/AAAA"),
    ("PHOTO;BASE64:/9j/AAAA", "PHOTO;ENCODING=b;TYPE=JPEG:/9j/AAAA"),
    ("PHOTO:https://example.com/a.jpg", "PHOTO;VALUE=uri:https://example.com/a.jpg"),
    ("ANNIVERSARY:2001-02-03", "X-ANNIVERSARY:2001-02-03"), ("KIND:group", "X-ADDRESSBOOKSERVER-KIND:group"),
    ("GENDER:M", "X-GENDER:M"), ("X-AGENT:x", "AGENT:x"), ("X-CLASS:PUBLIC", "CLASS:PUBLIC"),
    ("EMAIL;ALTID=1;PID=2.1;PREF=1:a@b", "EMAIL;X-ALTID=1;X-PID=2.1;TYPE=pref:a@b"),
    ("TEL;VALUE=uri;TYPE=cell:tel:+1-555-0100", "TEL;TYPE=cell:+1-555-0100"),
    ("BDAY;VALUE=date-and-or-time;CALSCALE=gregorian:--0412", "BDAY;X-CALSCALE=gregorian:--0412"),
    ("ORG;SORT-AS=Acme:ACME Inc.", "ORG;X-SORT-AS=Acme:ACME Inc."),
  ])
  func toVersion3(input: String, output: String) {
    #expect(exported(input, as: .v3) == [output])
  }

  @Test("representations of one name (one ALTID, RFC 6350 §5.4) stay N in 4.0; any other repeat, and every one in 3.0, is X-N")
  func alternativeRepresentationsOfASingularProperty() {
    let input = """
      N;ALTID=1;LANGUAGE=ja:山田;太郎;;;
      N;ALTID=1;LANGUAGE=en:Yamada;Taro;;;
      N;ALTID=2:Other;;;;
      N:Plain;;;;
      BDAY:2000-01-01
      BDAY;ALTID=1:2000-01-02
      """
    #expect(exported(input, as: .v4) == [
      "N;ALTID=1;LANGUAGE=ja:山田;太郎;;;", "N;ALTID=1;LANGUAGE=en:Yamada;Taro;;;", "X-N;ALTID=2:Other;;;;", "X-N:Plain;;;;",
      "BDAY:2000-01-01", "X-BDAY;ALTID=1:2000-01-02",
    ])
    #expect(exported(input, as: .v3) == [
      "N;X-ALTID=1;LANGUAGE=ja:山田;太郎;;;", "X-N;X-ALTID=1;LANGUAGE=en:Yamada;Taro;;;", "X-N;X-ALTID=2:Other;;;;",
      "X-N:Plain;;;;", "BDAY:2000-01-01", "BDAY;X-ALTID=1:2000-01-02",
    ])
  }

  @Test func labelMovesIntoItsAddressAndBack() {
    let v3 = """
      ADR;TYPE=home:;;1 Main St;Springfield;;;
      ADR;TYPE=work:;;2 Work Rd;Shelbyville;;;
      item1.ADR:;;3 Group Rd;;;;
      LABEL;TYPE=work:2 Work Rd\\nShelbyville
      item1.LABEL:3 Group Rd
      LABEL;TYPE=other:nowhere
      """
    let v4 = exported(v3, as: .v4)
    #expect(v4 == [
      "ADR;TYPE=home:;;1 Main St;Springfield;;;",
      #"ADR;TYPE=work;LABEL="2 Work Rd^nShelbyville":;;2 Work Rd;Shelbyville;;;"#,
      "item1.ADR;LABEL=3 Group Rd:;;3 Group Rd;;;;",
      "X-LABEL;TYPE=other:nowhere",
    ])
    #expect(exported(v4.joined(separator: "\n"), as: .v3) == [
      "ADR;TYPE=home:;;1 Main St;Springfield;;;",
      "ADR;TYPE=work:;;2 Work Rd;Shelbyville;;;",
      #"LABEL;TYPE=work:2 Work Rd\nShelbyville"#,
      "item1.ADR:;;3 Group Rd;;;;",
      "item1.LABEL:3 Group Rd",
      "LABEL;TYPE=other:nowhere",
    ])
  }

  @Test("a repeated type is written once, so an address with repeated types and its label come back alike")
  func repeatedTypesAreWrittenOnce() {
    let v3 = "ADR;TYPE=home,HOME,home:;;1 Main St;;;;\nLABEL;TYPE=home:1 Main St"
    let v4 = exported(v3, as: .v4)
    #expect(v4 == [#"ADR;TYPE=home;LABEL=1 Main St:;;1 Main St;;;;"#])
    #expect(exported(v4.joined(separator: "\n"), as: .v3) == exported(v3, as: .v3))
    #expect(exported(v3, as: .v3) == ["ADR;TYPE=home:;;1 Main St;;;;", "LABEL;TYPE=home:1 Main St"])
  }

  @Test func sortStringMovesIntoNameAndBack() {
    let v3 = "N:van der Harten;Rene;;;\nSORT-STRING:Harten\\,Rene"
    let v4 = exported(v3, as: .v4)
    #expect(v4 == ["N;SORT-AS=Harten,Rene:van der Harten;Rene;;;"])
    #expect(exported(v4.joined(separator: "\n"), as: .v3) == ["N:van der Harten;Rene;;;", #"SORT-STRING:Harten\,Rene"#])
  }

  @Test func aPropertyWithoutAValidNameIsKeptAsText() {
    let property = VCardProperty(name: "", value: "#not a property; really")
    let card = Card(properties: [VCardProperty(name: "FN", value: "A"), property])
    let converted = VCardConversion.converted(card, to: .v4)
    #expect(converted.properties.last == VCardProperty(name: "X-REFBOOK-UNREADABLE", value: #"#not a property\; really"#))
  }

  @Test(arguments: VCardVersion.allCases)
  func everyNameAndParameterIsOneTheVersionAllows(version: VCardVersion) {
    let input = """
      PHOTO;ENCODING=b;TYPE=JPEG:/9j/AAAA
      ANNIVERSARY;CALSCALE=gregorian:2001-02-03
      AGENT;VALUE=uri:CID:JQPUBLIC.part3.960129T083020.xyzMail@example.com
      N;SORT-AS=A:A;;;;
      ADR;LABEL=x;GEO="geo:1,2";TZ=Europe/Paris:;;;;;;
      KIND:individual
      LABEL:y
      EMAIL;PID=1.1;ALTID=2;MEDIATYPE=text/plain;CONTEXT=z:a@b
      """
    let rules = VCardVersionRules.of(version)
    let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:A\r\n" + input.replacing("\n", with: "\r\n") + "\r\nEND:VCARD\r\n"
    for card in VCardParser.parse(Array(text.utf8)).cards {
      for property in VCardConversion.converted(card, to: version).properties {
        #expect(rules.allows(property: property.name), "\(property.name)")
        for parameter in property.parameters {
          #expect(rules.allows(parameter: parameter.name, on: property.name), "\(property.name);\(parameter.name)")
        }
      }
    }
  }
}

@Suite struct VersionRulesNameTests {
  /// Names compare without case, whether they come upper-cased (as refbook
  /// writes them) or not, and `X-` starts an extension name in any case.
  @Test func namesCompareWithoutCase() {
    let v4 = VCardVersionRules.of(.v4)
    for name in ["EMAIL", "email", "Email"] { #expect(v4.defines(property: name), "\(name)") }
    #expect(!v4.defines(property: "LABEL"))
    #expect(v4.defines(parameter: "type", on: "email") && v4.defines(parameter: "TYPE", on: "EMAIL"))
    #expect(v4.defines(parameter: "label", on: "adr") && !v4.defines(parameter: "LABEL", on: "EMAIL"))
    for name in ["X-FOO", "x-foo", "X-f"] { #expect(VCardVersionRules.isExtension(name), "\(name)") }
    for name in ["X-", "XY-FOO", "FOO", "", "é-x"] { #expect(!VCardVersionRules.isExtension(name), "\(name)") }
    #expect(v4.allows(property: "x-foo") && !v4.allows(property: "FOO"))
  }
}
