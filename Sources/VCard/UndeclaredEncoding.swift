/// Reading a text file whose encoding nothing declares (a CSV or abook
/// file), the way ``VCardParser`` reads a vCard file.
public enum UndeclaredEncoding {
  /// The text of `bytes`: a UTF-8 byte-order mark is dropped, a UTF-16 one
  /// (little- or big-endian) says UTF-16, and otherwise the bytes are UTF-8
  /// where they are valid UTF-8 and Windows-1252 (Outlook's default, in which
  /// every byte is a character) where they are not, with a warning saying so.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  public static func decode(_ bytes: [UInt8]) -> (text: String, warning: String?) {
    VCardCharset.decode(ByteOrderMark.utf8WithoutMark(bytes), charset: nil)
  }
}
