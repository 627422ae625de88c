import Foundation
import RefbookTestSupport

/// A book whose cards have photos, sorted by name: Émile Zola with a PNG
/// (24 × 32) in a 4.0 `data:` URI, Grace Hopper with none, Zoë Ångström
/// with a JPEG (48 × 64) as 3.0 base64.
enum PhotoBook {
  static let png =
    "iVBORw0KGgoAAAANSUhEUgAAABgAAAAgCAIAAACHPC9vAAAFkUlEQVR42g3MIQuDQACAUdvAsiSLFwXLkixeHFhMYrw4sKwI" +
    "ixcHlhVh8aJgsQjGi36mFWHx4jCtCKvz/YDneR6+R+AhPCKP2EN6JB6Zh/IoPEoP7VF51B7Go/XoPazH5DF7OI/FY/XwvB3+" +
    "jmCH2BHtiHfIHcmObIfaUewod+gd1Y56h9nR7uh32B3TjnmH27HsWHdbtMffE+wRe6I98R65J9mT7VF7ij3lHr2n2lPvMXva" +
    "Pf0eu2faM+9xe5Y9636LDvgHggPiQHQgPiAPJAeyA+pAcaA8oA9UB+oD5kB7oD9gD0wH5gPuwHJgPWyRwBcEAiGIBLFAChJB" +
    "JlCCQlAKtKAS1AIjaAW9wAomwSxwgkWwii0K8UOCEBEShcQhMiQJyUJUSBFShuiQKqQOMSFtSB9iQ6aQOcSFLCFruEVH/CPB" +
    "EXEkOhIfkUeSI9kRdaQ4Uh7RR6oj9RFzpD3SH7FHpiPzEXdkObIet+iEfyI4IU5EJ+IT8kRyIjuhThQnyhP6RHWiPmFOtCf6" +
    "E/bEdGI+4U4sJ9bTFkl8SSARkkgSS6QkkWQSJSkkpURLKkktMZJW0kusZJLMEidZJKvcojP+meCMOBOdic/IM8mZ7Iw6U5wp" +
    "z+gz1Zn6jDnTnunP2DPTmfmMO7OcWc9blOKnBCkiJUqJU2RKkpKlqJQipUzRKVVKnWJS2pQ+xaZMKXOKS1lS1nSLcvycIEfk" +
    "RDlxjsxJcrIclVPklDk6p8qpc0xOm9Pn2JwpZ85xOUvOmm+RwlcECqGIFLFCKhJFplCKQlEqtKJS1AqjaBW9wiomxaxwikWx" +
    "qi264F8ILogL0YX4gryQXMguqAvFhfKCvlBdqC+YC+2F/oK9MF2YL7gLy4X1skVX/CvBFXEluhJfkVeSK9kVdaW4Ul7RV6or" +
    "9RVzpb3SX7FXpivzFXdlubJet+iGfyO4IW5EN+Ib8kZyI7uhbhQ3yhv6RnWjvmFutDf6G/bGdGO+4W4sN9bbFml8TaARmkgT" +
    "a6Qm0WQapSk0pUZrKk2tMZpW02usZtLMGqdZNKveojv+neCOuBPdie/IO8md7I66U9wp7+g71Z36jrnT3unv2DvTnfmOu7Pc" +
    "We9b9MB/EDwQD6IH8QP5IHmQPVAPigflA/2gelA/MA/aB/0D+2B6MD9wD5YH62OLnvhPgifiSfQkfiKfJE+yJ+pJ8aR8op9U" +
    "T+on5kn7pH9in0xP5ifuyfJkfW6RwTcEBmGIDLFBGhJDZlCGwlAatKEy1AZjaA29wRomw2xwhsWwmi1q8BuCBtEQNcQNsiFp" +
    "yBpUQ9FQNuiGqqFuMA1tQ99gG6aGucE1LA1rs0UdfkfQITqijrhDdiQdWYfqKDrKDt1RddQdpqPt6Dtsx9Qxd7iOpWPttmjA" +
    "HwgGxEA0EA/IgWQgG1ADxUA5oAeqgXrADLQD/YAdmAbmATewDKzDFll8S2ARlsgSW6QlsWQWZSkspUVbKkttMZbW0lusZbLM" +
    "FmdZLKvdohF/JBgRI9FIPCJHkpFsRI0UI+WIHqlG6hEz0o70I3ZkGplH3Mgyso5b9MJ/EbwQL6IX8Qv5InmRvVAvihflC/2i" +
    "elG/MC/aF/0L+2J6Mb9wL5YX62uL3vhvgjfiTfQmfiPfJG+yN+pN8aZ8o99Ub+o35k37pn9j30xv5jfuzfJmfW+Rw3cEDuGI" +
    "HLFDOhJH5lCOwlE6tKNy1A7jaB29wzomx+xwjsWxui364H8IPogP0Yf4g/yQfMg+qA/Fh/KD/lB9qD+YD+2H/oP9MH2YP7gP" +
    "y4f1s0Vf/C/BF/El+hJ/kV+SL9kX9aX4Un7RX6ov9Rfzpf3Sf7Ffpi/zF/dl+bJ+t+iH/yP4IX5EP+If8kfyI/uhfhQ/yh/6" +
    "R/Wj/mF+tD/6H/bH9GP+4X4sP9Yff2jVNqTuhLBhAAAAAElFTkSuQmCC"

  static let jpeg =
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1R" +
    "V19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2Nj" +
    "Y2NjY2NjY2NjY2NjY2P/wAARCABAADADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAA" +
    "AgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6" +
    "Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXG" +
    "x8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREA" +
    "AgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5" +
    "OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPE" +
    "xcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDjUSpkjp6R1OkdetKYqUxiR1MiU9I6mSOs" +
    "ZTPUpTGJHU6R09I6mSOsJTPUpTMlI6mSOnpHUyR1pKZ8VSmMSOp0jp6R1MkdYSmepSmMSOpkjp6R1OkdYSmepSmZCR1OkdPS" +
    "OpkjrSUz4qlMYkdTJHT0jqdI6wlM9SlMYkdTJHT0jqdI6wlM9SlMyEjqdI6ekdTJHWkpnxdKYxI6mSOnpHU6R1hKZ6lKYxI6" +
    "mSOnpHUyR1hKZ6lKZ//Z"

  static let vCard = """
    BEGIN:VCARD\r
    VERSION:4.0\r
    FN:Émile Zola\r
    N:Zola;Émile;;;\r
    PHOTO:data:image/png;base64,\(png)\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:4.0\r
    FN:Grace Hopper\r
    N:Hopper;Grace;;;\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:3.0\r
    FN:Zoë Ångström\r
    N:Ångström;Zoë;;;\r
    PHOTO;ENCODING=b;TYPE=JPEG:\(jpeg)\r
    END:VCARD\r

    """

  /// A fresh folder holding the book as `TestBook.file`.
  static func folder() throws -> TemporaryDirectory {
    try TestBook.folder(holding: vCard)
  }
}
