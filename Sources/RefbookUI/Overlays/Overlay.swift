import TerminalKit

/// A view that sits over the panes until it closes: the help, the message
/// history, a list to pick from, a chooser, a form.
///
/// The app looks keys up in the top overlay's ``mode`` and sends it the
/// command before the focused pane; what the overlay returns says whether
/// it stays, closes or gives way to another. The app itself closes any
/// overlay on `closeOverlay`, `cancelChoice` and `cancelForm`, and the next
/// frame repaints what it covered. An overlay changes the book only through
/// the panes' refs in the ``CommandContext`` it is handed, and handles keys
/// and draws with the app's key map bound (``KeyMap/current``).
///
/// A new overlay is a type conforming to this (or to ``PickerOverlay`` or
/// ``ScrollingOverlay``), its mode and keys in ``KeyMap``, and the line of
/// `App.perform(_:)` that opens it.
protocol Overlay {
  /// The mode whose bindings keys are looked up in while it is on top.
  var mode: KeyMap.Mode { get }

  /// Where it is drawn, arranged and clicked in `layout`: across both panes
  /// unless it says otherwise.
  func region(in layout: Layout) -> Region

  /// Carries out `command`, which ``KeyMap`` found for a key in ``mode``;
  /// `nil` when the command is not the overlay's (one that works anywhere,
  /// or one that closes it), and the app carries it out.
  mutating func perform(_ command: Command, with app: CommandContext) -> OverlayOutcome?

  /// A key ``mode`` does not bind: text for a field, or a digit picking a
  /// line. Ignored unless the overlay says otherwise.
  mutating func type(_ key: KeyEvent, with app: CommandContext) -> OverlayOutcome

  /// A click or a turn of the wheel, as keys would do it, over `region`
  /// (``region(in:)`` in the layout last drawn). Ignored unless the overlay
  /// says otherwise.
  mutating func point(_ event: MouseEvent, in region: Region, with app: CommandContext) -> OverlayOutcome

  /// Fits itself to `region` and takes in work finished on other threads,
  /// so that drawing only draws: the app calls it after every key, on
  /// resize and after work brought in while idle. Nothing unless the
  /// overlay says otherwise.
  mutating func arrange(in region: Region, with app: CommandContext)

  /// Draws itself over `region`, as ``arrange(in:with:)`` left it.
  func draw(on screen: some Screen, in region: Region, with app: CommandContext)
}

/// What becomes of an overlay after a command, a key or a click.
enum OverlayOutcome {
  case stays
  case closes
  /// It closes, and `next` opens in its place.
  case becomes(any Overlay)
}

extension Overlay {
  func region(in layout: Layout) -> Region { layout.body }

  mutating func type(_ key: KeyEvent, with app: CommandContext) -> OverlayOutcome { .stays }

  mutating func point(_ event: MouseEvent, in region: Region, with app: CommandContext) -> OverlayOutcome { .stays }

  mutating func arrange(in region: Region, with app: CommandContext) {}
}
