/// A yes/no question on the status line before the app does something
/// (`d` when the config file says `confirm_delete = true`): `y` does it,
/// `n`, `Esc` or any other key leaves things as they are.
struct Confirmation {
  /// The question, with the persons it is about: `Delete 3 marked contacts?`.
  let question: String
  /// What the status line says when the answer is no.
  let declined: String
  /// What `y` does.
  let action: () -> Void
}
