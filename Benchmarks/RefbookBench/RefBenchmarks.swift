import HashTreeCollections
import StructRef

/// A level of nesting for derived-ref chains: `Nest<Nest<Int>>` is two deep.
struct Nest<Inner: Equatable>: Equatable {
  var inner: Inner
  var sibling = 0
}

/// Costs of the `StructRef` primitives, for the table in docs/performance.md.
enum RefBenchmarks {
  static func run() {
    observerCosts()
    chainCosts()
    historyMemory()
  }

  /// One set, one get and one notification with k live observers of one
  /// derived ref (every set notifies all k).
  static func observerCosts() {
    let root = Ref(initialValue: [Int](repeating: 0, count: 16))
    let leaf = root[3]
    let bare = nanosecondsPerOperation(iterations: 100_000) { i in leaf.value = i }
    var rows: [[String]] = []
    for observers in [1, 10, 100, 1_000] {
      let tokens = (0..<observers).map { _ in leaf.addObserver { _ in } }
      let set = nanosecondsPerOperation(iterations: 2_000_000 / (observers + 20)) { i in leaf.value = i }
      let get = nanosecondsPerOperation(iterations: 200_000) { _ in _ = leaf.value }
      withExtendedLifetime(tokens) {}
      rows.append(["\(observers)", format(set), format(get), format(max(0, set - bare) / Double(observers))])
    }
    printTable(
      "Ref: k observers of one element of a 16-element root (ns; every set notifies all k)",
      header: ["observers", "set", "get", "per notification"], rows: rows)
  }

  /// A set, a get and a notification through chains of 1 to 8 derived refs.
  static func chainCosts() {
    var rows: [[String]] = []
    func measure<Root: Equatable>(_ depth: Int, _ initial: Root, _ leaf: (Ref<Root>) -> Ref<Int>) {
      let root = Ref(initialValue: initial)
      let ref = leaf(root)
      let set0 = nanosecondsPerOperation(iterations: 100_000) { i in ref.value = i }
      let get = nanosecondsPerOperation(iterations: 200_000) { _ in _ = ref.value }
      let token = ref.addObserver { _ in }
      let set1 = nanosecondsPerOperation(iterations: 100_000) { i in ref.value = i }
      withExtendedLifetime(token) {}
      rows.append(["\(depth)", format(set1), format(get), format(max(0, set1 - set0))])
    }
    measure(1, Nest(inner: 0)) { $0[\.inner] }
    measure(2, Nest(inner: Nest(inner: 0))) { $0[\.inner][\.inner] }
    measure(3, Nest(inner: Nest(inner: Nest(inner: 0)))) { $0[\.inner][\.inner][\.inner] }
    measure(4, Nest(inner: Nest(inner: Nest(inner: Nest(inner: 0))))) { $0[\.inner][\.inner][\.inner][\.inner] }
    measure(5, Nest(inner: Nest(inner: Nest(inner: Nest(inner: Nest(inner: 0)))))) {
      $0[\.inner][\.inner][\.inner][\.inner][\.inner]
    }
    measure(6, Nest(inner: Nest(inner: Nest(inner: Nest(inner: Nest(inner: Nest(inner: 0))))))) {
      $0[\.inner][\.inner][\.inner][\.inner][\.inner][\.inner]
    }
    measure(7, Nest(inner: Nest(inner: Nest(inner: Nest(inner: Nest(inner: Nest(inner: Nest(inner: 0)))))))) {
      $0[\.inner][\.inner][\.inner][\.inner][\.inner][\.inner][\.inner]
    }
    measure(8, Nest(inner: Nest(inner: Nest(inner: Nest(inner: Nest(inner: Nest(inner: Nest(inner: Nest(inner: 0))))))))) {
      $0[\.inner][\.inner][\.inner][\.inner][\.inner][\.inner][\.inner][\.inner]
    }
    printTable(
      "Ref: derived-ref chains (ns; the observer is on the leaf)",
      header: ["depth", "set", "get", "notification"], rows: rows)
  }

  /// Resident memory added per undo step on a 100,000-element persistent value.
  static func historyMemory() {
    struct Record: Equatable {
      var name: String
      var score: Int
    }
    var records = TreeDictionary<Int, Record>()
    for n in 0..<100_000 { records[n] = Record(name: "person \(n)", score: n) }
    let source = Ref(initialValue: History(initialValue: records))
    records = [:]
    let model = source[\.value]
    let steps = 1_000
    let before = residentBytes()
    for step in 0..<steps {
      model[\.[step * 97 % 100_000]].modify { $0?.score = -1 - step }
    }
    let growth = residentBytes() - before
    printTable(
      "History: 1,000 single-field edits of a 100,000-element TreeDictionary",
      header: ["steps", "memory growth", "per step"],
      rows: [["\(steps)", mebibytes(growth, decimals: 2), "\(growth / steps) B"]])
  }
}
