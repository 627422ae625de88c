/// Objects that live until the process exits instead of being freed when a
/// command ends: the kernel reclaims a large book at once, while freeing it
/// object by object takes half a second at 100,000 contacts, which quitting
/// or a command's exit would wait for. Used from the main thread only.
enum KeptUntilExit {
  nonisolated(unsafe) private static var objects: [AnyObject] = []

  /// Keeps `object` alive until the process exits.
  static func keep(_ object: AnyObject) {
    objects.append(object)
  }
}
