import CWidth

#if canImport(Glibc)
import Glibc
#endif

/// The process locale that display-width math and curses both depend on.
///
/// `wcwidth` (used here and by ncurses) answers -1 for every non-ASCII
/// character unless `LC_CTYPE` names a UTF-8 locale, so the first display
/// measurement — or the ncurses terminal, whichever comes first — adopts the
/// user's locale (`setlocale(LC_ALL, "")`) and, if its character set is not
/// UTF-8 (for example `LANG` unset, as in CI), switches `LC_CTYPE` to the
/// first UTF-8 locale that exists: `C.UTF-8`, `C.utf8`, `en_US.UTF-8`.
public enum TerminalLocale {
  /// Whether `LC_CTYPE` is a UTF-8 locale; set up on first access, once per
  /// process, on whichever thread gets there first.
  ///
  /// `false` only on a system with no UTF-8 locale at all; text then measures
  /// every non-ASCII character as one placeholder column.
  public static let isUTF8: Bool = {
    _ = setlocale(LC_ALL, "")
    if characterSetIsUTF8() { return true }
    for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
      if characterSetIsUTF8() { return true }
    }
    return false
  }()

  private static func characterSetIsUTF8() -> Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }
}
