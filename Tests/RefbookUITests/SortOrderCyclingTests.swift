import RefbookModel
@testable import RefbookUI
import Testing

@Suite struct SortOrderCyclingTests {
  @Test func cyclingVisitsEveryOrder() {
    #expect(SortOrder.name.next == .familyName)
    #expect(SortOrder.familyName.next == .organization)
    #expect(SortOrder.organization.next == .name)
    #expect(SortOrder.allCases.map(\.label) == ["name", "family name", "organization"])
    #expect(SortOrder.allCases.map { SortOrder(label: $0.label) } == SortOrder.allCases)
    #expect(SortOrder(label: "Name") == nil && SortOrder(label: "familyName") == nil)
  }
}
