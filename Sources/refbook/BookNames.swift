/// What the app calls books opened together when the user named them by
/// path: the file's name without `.vcf`, or the folder's name, made
/// distinct with `-2`, `-3`….
///
/// ```swift
/// BookNames.forPaths(["~/.contacts/personal/", "~/work.vcf", "/x/work/"])   // ["personal", "work", "work-2"]
/// ```
enum BookNames {
  static func forPaths(_ paths: [String]) -> [String] {
    var names: [String] = []
    for path in paths {
      var trimmed = Substring(path)
      while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
      var name = String(trimmed.split(separator: "/").last ?? "book")
      if name.lowercased().hasSuffix(".vcf"), name.count > 4 { name = String(name.dropLast(4)) }
      var unique = name
      var number = 2
      while names.contains(unique) {
        unique = "\(name)-\(number)"
        number += 1
      }
      names.append(unique)
    }
    return names
  }
}
