import TerminalKit

extension KeyMap {
  /// Why some new keys cannot be bound as asked: the commands at fault
  /// (one, or two on the same key) and what is wrong.
  public struct RebindingProblem: Error, Equatable, Sendable {
    public let commands: [Command]
    public let message: String
  }

  /// This key map with each command of `newKeys` started by those keys
  /// instead of its own, in every mode where it has keys.
  ///
  /// The new keys go where the command's first keys were in each mode,
  /// and the other keys of the command go. Where printable keys are text
  /// (the field editor, the prompts, the form, the line editor's keys,
  /// keys that work anywhere) the command takes only its other keys; a
  /// command that works only there cannot take a printable key. A command given the keys it has
  /// (in ``keys(for:)``'s order) is left as it is. A command that also works anywhere
  /// (`quit`) takes its other keys anywhere, its printable keys in the
  /// panes. An empty list leaves the command without a key.
  ///
  /// - Returns: the new key map, and what is wrong with it: a printable key
  ///   where it would be text, or a key that starts two commands in one
  ///   mode (or one in a mode and another anywhere, or in the line editor
  ///   where a line is typed), which only a rebound command can cause.
  /// - Complexity: O(*b* + *k*) in the number of bindings and new keys.
  public func rebinding(_ newKeys: [Command: [KeyEvent]]) -> (keyMap: KeyMap, problems: [RebindingProblem]) {
    // Keys a command has already (as `refbook config --show` lists them) change nothing.
    let newKeys = newKeys.filter { command, keys in keys != self.keys(for: command) }
    var problems: [RebindingProblem] = []
    let modes = Dictionary(grouping: bindings.flatMap { binding in binding.keys.map { ($0.command, binding.mode) } }, by: \.0)
      .mapValues { Set($0.map(\.1)) }
    for (command, keys) in newKeys.sorted(by: { $0.key.name < $1.key.name }) {
      let places = modes[command] ?? []
      guard places.allSatisfy(\.takesCharacters), let typed = keys.first(where: \.isCharacter) else { continue }
      let place = places.map(\.place).sorted().joined(separator: ", ")
      problems.append(RebindingProblem(
        commands: [command],
        message: "\(Self.configName(of: typed).debugDescription) cannot start \(command.name): \(place) it is typed as text; "
          + "use a ctrl-, function or named key"))
    }
    // Whether the command's new keys are already in a binding of the mode.
    var placed: Set<Placement> = []
    let bindings = bindings.map { binding in
      var binding = binding
      binding.keys = binding.keys.flatMap { key, command -> [(key: KeyEvent, command: Command)] in
        guard let keys = newKeys[command] else { return [(key, command)] }
        guard placed.insert(Placement(mode: binding.mode, command: command)).inserted else { return [] }
        let alsoAnywhere = binding.mode != .anywhere && modes[command]?.contains(.anywhere) == true
        return keys.filter { key in
          binding.mode.takesCharacters ? !key.isCharacter : key.isCharacter || !alsoAnywhere
        }.map { ($0, command) }
      }
      return binding
    }
    let keyMap = KeyMap(bindings: bindings)
    return (keyMap, problems + keyMap.conflicts(among: Set(newKeys.keys)))
  }

  private struct Placement: Hashable {
    let mode: Mode
    let command: Command
  }

  /// The keys that start two commands in one mode, or one in a mode and
  /// another in one of its fallbacks (anywhere, or the line editor where a
  /// line is typed), where one of them is in `rebound`.
  private func conflicts(among rebound: Set<Command>) -> [RebindingProblem] {
    var problems: [RebindingProblem] = []
    func conflict(_ key: KeyEvent, _ first: Command, _ second: Command, _ place: String) {
      guard first != second, rebound.contains(first) || rebound.contains(second) else { return }
      problems.append(RebindingProblem(
        commands: [first, second],
        message: "\(Self.configName(of: key).debugDescription) starts both \(first.name) and \(second.name) \(place); "
          + "give one of them another key"))
    }
    let firstCommands = Dictionary(uniqueKeysWithValues: Mode.allCases.map { mode in
      (mode, Dictionary(bindings(in: mode).flatMap(\.keys).map { ($0.key, $0.command) }) { first, _ in first })
    })
    for mode in Mode.allCases {
      var seen: [KeyEvent: Command] = [:]
      for (key, command) in bindings(in: mode).flatMap(\.keys) {
        if let other = seen[key] {
          conflict(key, other, command, mode.place)
        } else {
          seen[key] = command
          for fallback in mode.fallbacks {
            if let other = firstCommands[fallback]?[key] { conflict(key, other, command, "(\(fallback.place), and \(mode.place))") }
          }
        }
      }
    }
    return problems
  }

  /// The keys that start `command`, each once, in table order.
  ///
  /// - Complexity: O(*b*) in the number of bindings.
  public func keys(for command: Command) -> [KeyEvent] {
    var keys: [KeyEvent] = []
    for binding in bindings {
      for pair in binding.keys where pair.command == command && !keys.contains(pair.key) { keys.append(pair.key) }
    }
    return keys
  }

  /// What `command` does, in each place it works: for the default config
  /// file and the manual.
  ///
  /// - Complexity: O(*b*) in the number of bindings.
  public func about(_ command: Command) -> String {
    var lines: [String] = []
    for binding in bindings where binding.keys.contains(where: { $0.command == command }) {
      let line = "\(binding.mode.place): \(binding.help)"
      if !lines.contains(line) { lines.append(line) }
    }
    return lines.joined(separator: "; ")
  }
}

extension KeyEvent {
  /// Whether the key is a printable character, which is text where text is typed.
  var isCharacter: Bool {
    if case .character = self { true } else { false }
  }
}
