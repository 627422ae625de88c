import Testing

@testable import RefbookModel

/// Moving the values out of an array of optionals gives the same values in
/// the same order, and nothing when one is `nil`.
@Suite struct ArrayUnwrappedTests {
  final class Object: Sendable {}

  @Test func valuesComeOutInOrderAndANilGivesNothing() {
    let values = (0..<1_000).map { _ in Object() }
    let unwrapped = values.map(Optional.some).unwrapped()
    #expect(unwrapped?.count == values.count)
    #expect(unwrapped.map { zip($0, values).allSatisfy(===) } == true)
    #expect(([values[0], nil, values[1]] as [Object?]).unwrapped() == nil)
    #expect(([] as [Int?]).unwrapped() == [])
    #expect(([3, 1, 2] as [Int?]).unwrapped() == [3, 1, 2])
  }
}
