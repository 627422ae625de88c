/// The file name of a new contact in a book's folder: its UID, as khard and
/// vdirsyncer name them, made safe.
public enum ContactFileName {
  /// `UID.vcf`, where every character of the UID but ASCII letters, digits
  /// and `-_.@+=` becomes `_` (no `/`, no leading dot, no control
  /// characters), shortened to 200 bytes; `-2`, `-3`… is added before
  /// `.vcf` while `isTaken` says a name is in use.
  ///
  /// ```swift
  /// ContactFileName.name(for: "urn:uuid:1F0A…")   // "urn_uuid_1F0A….vcf"
  /// ```
  public static func name(for id: String, avoiding isTaken: (String) -> Bool = { _ in false }) -> String {
    var stem = String(id.unicodeScalars.prefix(200).map { scalar -> Character in
      scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.@+=".unicodeScalars.contains(scalar))
        ? Character(scalar) : "_"
    })
    if stem.hasPrefix(".") || stem.isEmpty { stem = "_" + stem }
    var name = stem + ".vcf"
    var number = 2
    while isTaken(name) {
      name = stem + "-\(number).vcf"
      number += 1
    }
    return name
  }
}
