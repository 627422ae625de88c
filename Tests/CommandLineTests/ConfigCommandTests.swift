import Foundation
import RefbookTestSupport
import Testing

/// `refbook config --show` and `--default`.
extension ConfigFileTests {
  @Test("config --default writes a config file refbook reads, and --show of it shows the defaults")
  func defaultFile() throws {
    let defaults = try refbook(["config", "--default"], home: try home(""))
    #expect(defaults.status == 0, "\(defaults.errors)")
    #expect(defaults.output.contains("theme = \"default\"\n") && defaults.output.contains("\n# The colours"))
    let home = try home(defaults.output)
    let shown = try refbook(["config", "--show"], home: home)
    #expect(shown.status == 0, "\(shown.errors)")
    let plain = try refbook(["config"], home: try self.home(""))
    #expect(shown.output.split(separator: "\n").dropFirst() == plain.output.split(separator: "\n").dropFirst())
    #expect(!shown.output.contains("# The colours"))
    #expect(try refbook(["list"], home: home).status == 0)
  }

  @Test("config --show shows the config file's settings, its books and the defaults of the rest")
  func show() throws {
    let home = try home("theme = \"light\"\nconfirm_delete = true\n[colors]\nheader = \"bold color208\"\n" + Self.twoBooks)
    let shown = try refbook(["config", "--show"], home: home)
    #expect(shown.status == 0, "\(shown.errors)")
    #expect(shown.output.hasPrefix("# The settings in effect: \(home.path(of: ".config/refbook/config.toml"))'s"))
    for line in ["theme = \"light\"", "confirm_delete = true", "header = \"bold color208\"", "sort = \"name\"",
                 "[books.work]", "path = \"\(home.path(of: "work.vcf"))\"", "steps = 1000", "mouse = true"] {
      #expect(shown.output.contains(line + "\n"), "\(line)")
    }
    let bad = try refbook(["config", "--show"], home: try self.home("\ntheme = \"dark\"\n"))
    #expect(bad.status == 2)
    #expect(bad.errors.contains(":2: theme \"dark\" is not a theme; allowed: \"default\""), "\(bad.errors)")
    #expect(try refbook(["config", "--show", "--default"], home: home).status == 2)
  }
}

extension ConfigFileTests {
  @Test("a key that clashes stops refbook at start, naming the config file's line")
  func keyClash() throws {
    let home = try home("sort = \"name\"\n[keys]\nundo = \"U\"\ndelete_person = \"s\"\n")
    for arguments in [["list"], ["config", "--show"], []] {
      let run = try refbook(arguments, home: home)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.errors == "refbook: \(home.path(of: ".config/refbook/config.toml")):4: keys: \"s\" starts both "
        + "delete_person and cycle_sort_order in the list; give one of them another key\n", "\(arguments)")
    }
  }
}
