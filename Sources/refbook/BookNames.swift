/// What the app calls books opened together: their names in the config
/// file, or, for a book named by path, the file's name without `.vcf` or
/// the folder's name; made distinct with `-2`, `-3`….
///
/// ```swift
/// BookNames.unique(["~/.contacts/personal/", "~/work.vcf", "/x/work/"].map(BookNames.name(ofPath:)))
/// // ["personal", "work", "work-2"]
/// ```
enum BookNames {
  /// The last component of `path`, without trailing slashes or `.vcf`.
  static func name(ofPath path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    let name = String(trimmed.split(separator: "/").last ?? "book")
    return name.lowercased().hasSuffix(".vcf") && name.count > 4 ? String(name.dropLast(4)) : name
  }

  /// `names`, each repeated one numbered from 2.
  static func unique(_ names: [String]) -> [String] {
    var result: [String] = []
    for name in names {
      var unique = name
      var number = 2
      while result.contains(unique) {
        unique = "\(name)-\(number)"
        number += 1
      }
      result.append(unique)
    }
    return result
  }
}
