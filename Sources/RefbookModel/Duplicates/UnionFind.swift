/// Disjoint sets over `0..<count`, joined with ``union(_:_:)``: union by
/// size with path halving.
struct UnionFind {
  private var parent: [Int]
  private var size: [Int]

  init(count: Int) {
    parent = Array(0..<count)
    size = Array(repeating: 1, count: count)
  }

  /// The representative of the set holding `element`.
  ///
  /// - Complexity: Amortized O(α(*n*)), effectively constant.
  mutating func find(_ element: Int) -> Int {
    var element = element
    while parent[element] != element {
      parent[element] = parent[parent[element]]
      element = parent[element]
    }
    return element
  }

  /// Joins the sets holding `a` and `b`.
  ///
  /// - Complexity: Amortized O(α(*n*)).
  mutating func union(_ a: Int, _ b: Int) {
    var (rootA, rootB) = (find(a), find(b))
    guard rootA != rootB else { return }
    if size[rootA] < size[rootB] { swap(&rootA, &rootB) }
    parent[rootB] = rootA
    size[rootA] += size[rootB]
  }
}
