import RefbookFormats
import Testing

@Suite struct MailSenderTests {
  @Test(arguments: [
    ("\"Zola, Émile\" <emile@example.org>", MailSender(name: "Zola, Émile", address: "emile@example.org")),
    ("Ann Lee <ann@x.example>", MailSender(name: "Ann Lee", address: "ann@x.example")),
    ("ann@x.example (Ann Lee)", MailSender(name: "Ann Lee", address: "ann@x.example")),
    ("ann@x.example", MailSender(name: "", address: "ann@x.example")),
    ("<ann@x.example>", MailSender(name: "", address: "ann@x.example")),
    ("=?UTF-8?B?w4ltaWxlIFpvbGE=?= <emile@example.org>", MailSender(name: "Émile Zola", address: "emile@example.org")),
    ("=?ISO-8859-1?Q?=C9mile_Zola?= <emile@example.org>", MailSender(name: "Émile Zola", address: "emile@example.org")),
    ("=?utf-8?q?=E5=BC=A0?= =?utf-8?q?=E4=BC=9F?= <z@x.cn>", MailSender(name: "张伟", address: "z@x.cn")),
    ("\"=?UTF-8?B?5byg5Lyf?=\" <z@x.cn>", MailSender(name: "张伟", address: "z@x.cn")),
    ("\"Lee, \\\"Ann\\\"\" <ann@x.example>, Bob <bob@x.example>", MailSender(name: "Lee, \"Ann\"", address: "ann@x.example")),
    ("Dr. =?UTF-8?B?w4ltaWxl?= Zola <e@x.example>", MailSender(name: "Dr. Émile Zola", address: "e@x.example")),
  ])
  func parsesFromHeaderValues(value: String, sender: MailSender) {
    #expect(MailSender.parse(value) == sender)
  }

  @Test func findsTheFoldedFromHeaderOfAMessage() {
    let message = "From ann@x.example Mon Jan  1 00:00:00 2024\r\nSubject: hi\r\nFROM: =?UTF-8?Q?=C3=89mile?=\r\n\t=?UTF-8?Q?_Zola?=\r\n <emile@example.org>\r\nTo: me@example.org\r\n\r\nFrom: not@this.example\r\n"
    #expect(MailSender.from(message: message) == MailSender(name: "Émile Zola", address: "emile@example.org"))
  }

  @Test func aMessageWithoutASenderHasNone() {
    #expect(MailSender.from(message: "Subject: x\n\nFrom: body@x.example\n") == nil)
    #expect(MailSender.parse("Undisclosed recipients") == nil)
    #expect(MailSender.parse("=?UTF-8?X?bad?= <a@b.example>") == MailSender(name: "=?UTF-8?X?bad?=", address: "a@b.example"))
  }
}
