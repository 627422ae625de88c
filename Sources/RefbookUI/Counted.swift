/// `"1 contact"`, `"2 contacts"`: a count with its noun.
func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
