/// What the app says on the status line until the next key: what a command
/// did, or what went wrong (`isError`: drawn in the error colour, marked in
/// the message history).
struct Message {
  let text: String
  let isError: Bool
}
