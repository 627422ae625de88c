extension TextFolding {
  /// `character` folded for case, diacritics and width exactly as
  /// Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive,
  /// .widthInsensitive], locale: nil)` folds it (CoreFoundation's
  /// `CFStringFold`), computed from the standard library's Unicode data
  /// instead of ICU's and CoreFoundation's tables, so that the program need
  /// not load Foundation:
  ///
  /// - A half- or full-width form becomes its ordinary form (`Ａ` → `A`, `ｶ` → `カ`).
  /// - A Latin, Greek or Cyrillic letter (below U+0510) loses every mark
  ///   (`ệ` → `e`, `ά` → `α`, `й` → `и`); other scripts keep theirs
  ///   (`が`, `בּ` and `क़` stay as they are).
  /// - Case is folded (`Σ` → `σ`, `ß` → `ss`, `ﬁ` → `fi`, `İ` → `i`).
  /// - Marks kept are put in canonical order.
  ///
  /// Foundation's tables are of Unicode 15: characters assigned later are
  /// neither case-folded nor treated as marks, as in Foundation.
  ///
  /// - Complexity: O(m), the number of scalars in `character`.
  static func foldedCharacter(_ character: Character) -> String {
    let scalars = Array(character.unicodeScalars)
    var folded = String.UnicodeScalarView()
    var next = scalars.startIndex
    while next < scalars.endIndex {
      var cluster = FoldedCluster(startingWith: scalars[next])
      next += 1
      cluster.takeMarks(from: scalars, at: &next)
      folded.append(contentsOf: cluster.scalars)
    }
    return String(folded)
  }
}
