import RefbookModel
import Testing

@testable import RefbookConfig
@testable import RefbookUI

@Suite struct SortOrderSettingNameTests {
  @Test(arguments: SortOrder.allCases)
  func theConfigFileNamesAnOrderAsTheAppsHeaderDoes(order: SortOrder) {
    #expect(order.settingName == order.label)
    #expect(SortOrder(settingName: order.settingName) == order)
  }

  @Test func otherWordsNameNoOrder() {
    #expect(SortOrder(settingName: "familyName") == nil)
    #expect(SortOrder(settingName: "Name") == nil)
  }
}
