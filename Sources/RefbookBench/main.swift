// `make bench`: prints the tables the README quotes. Release build only;
// figures vary with the machine, so no test asserts on them.
RefBenchmarks.run()
