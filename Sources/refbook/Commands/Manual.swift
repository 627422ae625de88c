import ArgumentParser
import RefbookCommandLine
import RefbookConfig
import RefbookUI

/// Prints refbook's manual page, `refbook(1)`, in roff: made from the same
/// sources as `--help` (each command's help), `?` (the key map) and
/// `refbook config --default` (the catalog of settings), so they cannot
/// drift apart. `make install` installs its output.
///
/// ```sh
/// $ refbook manual > refbook.1 && man -l refbook.1
/// ```
struct Manual: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "manual",
    abstract: "Print the manual page (roff), as make install installs it.", shouldDisplay: false)

  func run() throws {
    Console.print(Self.page())
  }

  /// The whole page.
  static func page() -> String {
    var page = """
      .TH REFBOOK 1 "" "refbook \(Refbook.version)" "User Commands"
      .SH NAME
      refbook \\- \(roff(Refbook.configuration.abstract))
      .SH SYNOPSIS
      .B refbook
      [\\fB\\-\\-book\\fR \\fIpath\\fR ...] [\\fB\\-\\-demo\\fR] [\\fB\\-\\-read\\-only\\fR]
      .br
      .B refbook
      \\fIcommand\\fR [\\fIoptions\\fR]
      .SH DESCRIPTION
      refbook shows the address book full\\-screen: a list of contacts on the left, the selected one on the right.
      \(roff(Open.configuration.discussion))
      A book is a vCard file, or a folder with one .vcf file per contact (a vdir, as khard and vdirsyncer keep them);
      several books open together when \\fB\\-\\-book\\fR is given more than once.
      Changes other programs make to the book appear in the running app.
      .SH COMMANDS

      """
    for command in Refbook.configuration.subcommands where command.configuration.shouldDisplay {
      let name = command._commandName
      page += ".SS \(roff(name))\n.nf\n" + roff(Refbook.helpMessage(for: command, columns: 78)) + "\n.fi\n"
    }
    page += ".SH KEYS\n"
    for row in KeyHelp.reference {
      let what = [row.list.isEmpty ? nil : "In the list: \(row.list).", row.detail.isEmpty ? nil : "In the detail pane: \(row.detail)."]
      page += ".TP\n.B \(roff(row.keys))\n" + roff(what.compactMap(\.self).joined(separator: " ")) + "\n"
    }
    page += ".SH MOUSE\nWhere the terminal reports the mouse and the \\fBmouse\\fR setting is on"
      + " (the birthdays, categories and book lists take clicks too; Shift\\-drag still selects text):\n"
    for (action, meaning) in KeyHelp.mouse { page += ".TP\n.B \(roff(action))\n\(roff(meaning))\n" }
    page += settings()
    page += """
      .SH FILES
      .TP
      .I $XDG_CONFIG_HOME/refbook/config.toml
      The settings (see SETTINGS); else \\fI~/.config/refbook/config.toml\\fR.
      A mistake in the file stops every command, naming its line.
      .TP
      .I $XDG_DATA_HOME/refbook/contacts.vcf
      The book when none is named.
      .TP
      .I BOOK.lock\\fR, \\fIDIR/.refbook.lock
      Held while refbook has the book open for writing.
      .TP
      .I BOOK.history\\fR, \\fIDIR/.refbook.history\\fR, \\fI$XDG_STATE_HOME/refbook/shelf\\-HASH.history
      The undo journal (mode 0600): every change, undo and redo, flushed before the book is saved,
      so that undo survives a restart and a crash loses no edit; the last for several books opened together.
      .TP
      .I BOOK~
      The book file before the last save.
      .TP
      .I BOOK.refbook\\-conflict\\-TIME\\fR, \\fINAME.vcf.refbook\\-conflict\\-TIME
      Your version of what another program changed at the same time.
      .SH ENVIRONMENT
      .TP
      .B REFBOOK_BOOK
      The book when \\-\\-book is not given.
      .TP
      .B XDG_CONFIG_HOME\\fR, \\fBXDG_DATA_HOME\\fR, \\fBXDG_STATE_HOME
      Where the config file, the default book and crash reports are.
      .TP
      .B VISUAL\\fR, \\fBEDITOR
      The editor \\fBE\\fR and \\fBrefbook edit\\fR run (else vi).
      .TP
      .B NO_COLOR
      Draws without colours.
      .SH EXIT STATUS
      0 on success, 1 when nothing matched, 2 on usage or data errors, 128+N after signal N.
      .SH SEE ALSO
      .BR khard (1),
      .BR vdirsyncer (1),
      .BR mutt (1),
      .BR abook (1)

      """
    return page
  }

  /// The SETTINGS section: every setting of the config file with what it
  /// does, its default and the values it allows (said once for a table of
  /// alike settings), as `refbook config --default` lists them.
  static func settings() -> String {
    var section = """
      .SH SETTINGS
      The config file is TOML, and every setting in it is optional.
      \\fBrefbook config \\-\\-default\\fR prints a commented file of them all at their defaults,
      \\fBrefbook config \\-\\-show\\fR the settings in effect.
      A key in a table is written in it (\\fB[history]\\fR then \\fBsteps = 500\\fR), or dotted (\\fBhistory.steps = 500\\fR).

      """
    var lastAllowed = (table: "", allowed: "")
    for entry in SettingsCatalog.entries {
      let table = entry.table ?? ""
      if table != lastAllowed.table, let about = SettingsCatalog.tableAbout[table] {
        section += ".PP\n" + roff(about) + "\n"
      }
      let allowed = (table, entry.allowed)
      let said = !table.isEmpty && allowed == lastAllowed
      lastAllowed = allowed
      let facts = [
        entry.about,
        entry.defaultValue.map { "Default: \($0)." } ?? "No default.",
        said ? nil : "Allowed: \(entry.allowed).",
      ]
      section += ".TP\n.B \(roff(entry.name))\n" + roff(facts.compactMap(\.self).joined(separator: " ")) + "\n"
    }
    return section
  }

  /// `text` made safe for roff: backslashes escaped, and no line taken for a request.
  static func roff(_ text: String) -> String {
    text.replacing("\\", with: "\\e").split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : String($0) }
      .joined(separator: "\n")
  }
}
