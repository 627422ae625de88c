// `make bench`: prints the tables the README quotes. Release build only;
// figures vary with the machine, so no test asserts on them.
//
// `RefbookBench --child OPERATION BOOK IMPORT ROUNDS` is the child process that
// measures one book operation (see BookOperation).
if !BookBenchmarks.runChild(CommandLine.arguments) {
  RefBenchmarks.run()
  KeystrokeBenchmarks.run()
  LongValueBenchmarks.run()
  if let files = SampleFiles() {
    BookBenchmarks.run(files)
    CommandBenchmarks.run(files)
    TerminalBenchmarks.run(files)
    files.remove()
  } else {
    note("cannot write the sample books to the temporary folder: no book figures")
  }
}
