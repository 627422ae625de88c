// `make bench`: prints the tables docs/performance.md quotes. Release build only;
// figures vary with the machine, so no test asserts on them.
//
// `make bench BENCH="keys long-values"` (or `RefbookBench keys long-values`)
// runs only the named sections: refs, keys, long-values, books, abook,
// abook-uidless, terminal, vdir, duplicates, carddav. `abook` compares refbook with abook 0.6.1
// (`make bench` installs it) on the same generated persons, `abook-uidless` with refbook's vCard
// file without its UIDs (as Google, abook and many phones export one); `vdir` opens them as a folder of
// contact files, beside khard (the tests' `.venv`), and times changes on disk
// appearing in the running app; `carddav` times refbook's sync and vdirsyncer's with
// the same local Radicale (both from `.venv`).
//
// `RefbookBench --child OPERATION BOOK IMPORT ROUNDS` is the child process that
// measures one book operation (see BookOperation).
if !BookBenchmarks.runChild(CommandLine.arguments) {
  let asked = Set(CommandLine.arguments.dropFirst())
  func wanted(_ section: String) -> Bool { asked.isEmpty || asked.contains(section) }
  if wanted("refs") { RefBenchmarks.run() }
  if wanted("keys") { KeystrokeBenchmarks.run() }
  if wanted("long-values") { LongValueBenchmarks.run() }
  if wanted("books") || wanted("abook") || wanted("abook-uidless") || wanted("terminal") || wanted("vdir")
    || wanted("duplicates") || wanted("carddav")
  {
    if let files = SampleFiles() {
      if wanted("books") { BookBenchmarks.run(files) }
      if wanted("abook") { AbookComparison.run(files) }
      if wanted("abook-uidless") {
        if files.writeBooksWithoutUIDs() {
          AbookComparison.run(files, withoutUIDs: true)
        } else {
          note("cannot write the sample books without UIDs: no comparison on them")
        }
      }
      if wanted("terminal") { TerminalBenchmarks.run(files) }
      if wanted("vdir") { VdirBenchmarks.run(files) }
      if wanted("duplicates") { DuplicateBenchmarks.run(files) }
      if wanted("carddav") { CardDAVBenchmarks.run(files) }
      files.remove()
    } else {
      note("cannot write the sample books to the temporary folder: no book figures")
    }
  }
}
