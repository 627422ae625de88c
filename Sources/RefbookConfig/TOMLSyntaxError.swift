/// Text that is not TOML: toml++'s description and the line it stopped on.
struct TOMLSyntaxError: Error {
  let line: Int
  let message: String
}
