import Foundation

/// The small address book most app tests start from: four persons, written as
/// a vCard 4.0 file in a fresh temporary folder, with names in several
/// scripts so that every test also exercises wide and accented characters.
public enum TestBook {
  /// The book's file name inside its folder.
  public static let file = "contacts.vcf"

  /// The display names in the book.
  public static let names = ["Émile Zola", "Grace Hopper", "Zoë Ångström", "王小明"]

  public static let vCard = """
    BEGIN:VCARD\r
    VERSION:4.0\r
    FN:Zoë Ångström\r
    N:Ångström;Zoë;;;\r
    EMAIL;TYPE=work:zoe@example.org\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:4.0\r
    FN:王小明\r
    N:王;小明;;;\r
    TEL;TYPE=cell:+86 10 1234 5678\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:4.0\r
    FN:Émile Zola\r
    N:Zola;Émile;;;\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:4.0\r
    FN:Grace Hopper\r
    N:Hopper;Grace;;;\r
    ORG:US Navy\r
    X-SHOE-SIZE;X-UNIT=eu:42\r
    END:VCARD\r

    """

  /// A vCard 3.0 card with CRLF line ends, as vdirsyncer and khard write them.
  public static func card(_ uid: String, _ name: String, email: String? = nil) -> String {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\n" + (email.map { "EMAIL:\($0)\r\n" } ?? "") + "END:VCARD\r\n"
  }

  /// Makes the folder `name` in `folder` holding one `UID.vcf` per card (see
  /// ``card(_:_:email:)``; with `emails`, each has `UID@example.org`): a
  /// vdir as vdirsyncer writes it.
  public static func vdir(
    _ name: String, in folder: TemporaryDirectory, _ cards: [(uid: String, name: String)] = [], emails: Bool = false
  ) throws {
    try FileManager.default.createDirectory(atPath: folder.path(of: name), withIntermediateDirectories: false)
    for (uid, person) in cards {
      try folder.write(card(uid, person, email: emails ? "\(uid)@example.org" : nil), to: "\(name)/\(uid).vcf")
    }
  }

  /// A property refbook does not understand, which it must write back as it was.
  public static let unknownProperty = "X-SHOE-SIZE;X-UNIT=eu:42"

  /// A fresh folder holding `text` as the book.
  public static func folder(holding text: String = vCard) throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory("e2e")
    try folder.write(text, to: file)
    return folder
  }

  /// The `FN:` values of a vCard text, in file order.
  public static func formattedNames(in text: String) -> [String] {
    text.components(separatedBy: .newlines).compactMap { line in
      line.hasPrefix("FN:") ? String(line.dropFirst(3)) : nil
    }
  }
}
