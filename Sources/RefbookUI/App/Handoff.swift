import Synchronization

/// Values another thread hands to the app's loop: put on any thread, taken
/// on the loop's (after a ``LoopInbox`` post wakes it), first put first.
final class Handoff<Item: Sendable>: Sendable {
  private let items = Mutex<[Item]>([])

  func put(_ item: Item) {
    items.withLock { $0.append(item) }
  }

  /// Everything put since the last call.
  func takeAll() -> [Item] {
    items.withLock { items in
      defer { items = [] }
      return items
    }
  }
}
