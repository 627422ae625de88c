extension Command {
  /// What the config file's `[keys]` calls the command: its name in
  /// snake case (`delete_person`, `show_help`).
  ///
  /// - Complexity: O(*n*) in the length of the name.
  public var name: String {
    var name = ""
    for character in String(describing: self) {
      if character.isUppercase { name += "_" + character.lowercased() } else { name.append(character) }
    }
    return name
  }

  /// The command `name` names, if any.
  ///
  /// - Complexity: O(*c*) in the number of commands.
  public init?(name: String) {
    guard let command = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = command
  }
}
