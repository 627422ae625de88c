/// Sample cards with which a build probes what it makes of cards
/// (refbook's own, other programs' in vCard 3.0 and 4.0, long folded
/// lines, groups, quoted parameters, media, several scripts), so that what
/// it keeps between starts (``VerbatimCards``, ``KeptSearchTexts``) is
/// dropped by a build that makes something else of them.
enum ProbeCards {
  static let samples = [
    "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\nEMAIL;TYPE=home;PREF=1:ada@example.org\r\n"
      + "TEL;TYPE=cell:+44 20 7946 0000\r\nUID:urn:uuid:0\r\nEND:VCARD\r\n",
    "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Zoë Hart\r\nN:Hart;Zoë;;;\r\nTEL;TYPE=HOME,pref:555\r\nLABEL;TYPE=home:1 Main St\r\n"
      + "ADR;TYPE=home:;;1 Main St;;;;\r\nX-ABC:x\r\nUID:1\r\nEND:VCARD\r\n",
    "BEGIN:VCARD\r\nVERSION:4.0\r\nPRODID:-//Other//EN\r\nFN:नीलम\r\nNOTE:a\\, b\\nc\r\nGENDER:F\r\nUID:2\r\nEND:VCARD\r\n",
    "BEGIN:VCARD\r\nVERSION:4.0\r\nKIND:individual\r\nFN:Zoë Ångström-Łukasiewicz, PhD\r\n"
      + "N:Ångström-Łukasiewicz;Zoë;Maria,Anna;Dr.;PhD\r\nNICKNAME:Zo,Zozo\r\nORG:Acme;R&D\r\nTITLE:Lead\r\n"
      + "item1.EMAIL;TYPE=work;PREF=1:zoe@example.org\r\nitem1.X-ABLabel:Office\r\nEMAIL;TYPE=home:z@example.net\r\n"
      + "TEL;VALUE=uri;TYPE=\"cell,voice\":tel:+1-555-0100\r\n"
      + "ADR;TYPE=home;LABEL=\"1 Main St\\nSpringfield: USA\":;;1 Main St;Springfield;IL;62701;USA\r\n"
      + "URL:https://example.org/zoe\r\nBDAY:19850412\r\nANNIVERSARY:20100612\r\nCATEGORIES:friends,work\r\n"
      + "PHOTO:data:image/jpeg;base64,/9j/4AAQ\r\nX-CUSTOM;X-PARAM=1:kept\r\n"
      + "NOTE:" + String(repeating: "Très longue note, ", count: 12) + "fin\r\nUID:urn:uuid:3\r\nEND:VCARD\r\n",
  ]
}
