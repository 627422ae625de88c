/// Files in the formats `refbook import` reads, as Apple, RFC 6350, abook,
/// Google and Outlook write them.
enum Fixtures {
  /// vCard 3.0 as an iPhone exports it: grouped properties, repeated TYPE.
  static let vCard3 = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    PRODID:-//Apple Inc.//iPhone OS 17.0//EN\r
    N:Zola;Émile;;;\r
    FN:Émile Zola\r
    ORG:Le Figaro;\r
    item1.EMAIL;type=INTERNET;type=pref:emile@example.org\r
    item1.X-ABLabel:_$!<Other>!$_\r
    TEL;type=CELL;type=VOICE;type=pref:+33 6 12 34 56 78\r
    UID:apple-1\r
    END:VCARD\r

    """

  /// vCard 4.0 with a `tel:` URI, and a second card that has no END.
  static let vCard4WithBrokenCard = """
    BEGIN:VCARD
    VERSION:4.0
    UID:urn:uuid:4fbe8971-0bc3-424c-9c26-36c3e1eff6b1
    FN:Zoë Hart
    EMAIL;TYPE=work:zoe@example.com
    TEL;VALUE=uri;TYPE="voice,cell":tel:+1-555-555-0100
    END:VCARD
    BEGIN:VCARD
    VERSION:4.0
    FN:Broken
    BEGIN:VCARD
    VERSION:4.0
    UID:x-3
    FN:Tom Baker
    END:VCARD

    """

  /// abook's `addressbook` file: an entry, an entry with neither name nor
  /// email (line 12), and a line that is not `key=value` (line 14).
  static let abook = """
    # abook addressbook file

    [format]
    program=abook
    version=0.6.1

    [0]
    name=Ana Lima
    email=ana@example.br,ana.lima@work.example
    mobile=+55 11 5555 0000

    [1]
    nick=nobody
    garbage line

    """

  /// Google Contacts CSV; the record on line 3 has nothing to name it.
  static let googleCSV = """
    Name,Given Name,Family Name,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value
    Bo Chen,Bo,Chen,* Work,bo@example.cn,Mobile,+86 10 5555 0000
    ,,,,,,

    """

  /// Outlook CSV.
  static let outlookCSV = """
    First Name,Last Name,E-mail Address,Business Phone,Company
    Kai,Müller,kai@example.de,+49 30 555 0000,Acme GmbH

    """
}
