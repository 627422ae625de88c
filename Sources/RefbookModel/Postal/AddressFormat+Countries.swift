extension AddressFormat {
  /// The format of the country `country` names, as a card writes it: an
  /// ISO 3166 code (`US`, `USA`), or a common English or native name
  /// (`United Kingdom`, `Deutschland`, `España`, `日本`); case, accents and
  /// dots do not matter (`u.s.a.`). Any other country, or none, gets
  /// ``codeCity``, the format of most countries.
  ///
  /// - Complexity: O(*n*) in the length of `country`.
  public init(country: String) {
    self = Self.countryCode(of: country).flatMap { Self.byCountryCode[$0] } ?? .codeCity
  }

  /// The ISO 3166-1 alpha-2 code of the country `name` names (`España` →
  /// `ES`), for the countries whose names ``init(country:)`` knows; `nil`
  /// for any other name.
  ///
  /// - Complexity: O(*n*) in the length of `name`.
  public static func countryCode(of name: String) -> String? {
    let key = TextFolding.fold(name.trimmingWhitespace()).filter { $0 != "." }
    return codesByName[key]
  }

  /// The formats other than the default, by country code.
  private static let byCountryCode: [String: AddressFormat] = [
    "US": .cityRegionCode,
    "CA": .cityRegionCodeUnpunctuated, "AU": .cityRegionCodeUnpunctuated,
    "GB": .separateLines, "IE": .separateLines, "RU": .separateLines, "EG": .separateLines, "ZA": .separateLines,
    "IT": .codeCityRegion,
    "BR": .cityDashRegion,
    "IN": .cityCode, "NZ": .cityCode,
    "JP": .largestFirst, "CN": .largestFirst, "KR": .largestFirst, "TW": .largestFirst,
  ]

  /// The names each country code is known by, besides the code itself:
  /// its alpha-3 code and its usual English and native names.
  private static let names: [String: [String]] = [
    "US": ["USA", "United States", "United States of America", "America"],
    "CA": ["CAN", "Canada"],
    "AU": ["AUS", "Australia"],
    "GB": ["GBR", "UK", "United Kingdom", "Great Britain", "Britain", "England", "Scotland", "Wales", "Northern Ireland"],
    "IE": ["IRL", "Ireland", "Éire"],
    "DE": ["DEU", "Germany", "Deutschland"],
    "AT": ["AUT", "Austria", "Österreich"],
    "CH": ["CHE", "Switzerland", "Schweiz", "Suisse", "Svizzera"],
    "FR": ["FRA", "France"],
    "BE": ["BEL", "Belgium", "België", "Belgique"],
    "NL": ["NLD", "Netherlands", "The Netherlands", "Nederland", "Holland"],
    "ES": ["ESP", "Spain", "España"],
    "PT": ["PRT", "Portugal"],
    "IT": ["ITA", "Italy", "Italia"],
    "PL": ["POL", "Poland", "Polska"],
    "CZ": ["CZE", "Czechia", "Czech Republic", "Česko"],
    "SE": ["SWE", "Sweden", "Sverige"],
    "NO": ["NOR", "Norway", "Norge"],
    "DK": ["DNK", "Denmark", "Danmark"],
    "FI": ["FIN", "Finland", "Suomi"],
    "GR": ["GRC", "Greece", "Ελλάδα"],
    "TR": ["TUR", "Turkey", "Türkiye"],
    "RU": ["RUS", "Russia", "Russian Federation", "Россия"],
    "EG": ["EGY", "Egypt", "مصر"],
    "ZA": ["ZAF", "South Africa"],
    "BR": ["BRA", "Brazil", "Brasil"],
    "MX": ["MEX", "Mexico", "México"],
    "IN": ["IND", "India", "भारत", "Bharat"],
    "NZ": ["NZL", "New Zealand"],
    "JP": ["JPN", "Japan", "日本", "日本国"],
    "CN": ["CHN", "China", "中国", "中國", "中华人民共和国", "People's Republic of China"],
    "KR": ["KOR", "Korea", "South Korea", "Republic of Korea", "대한민국", "한국"],
    "TW": ["TWN", "Taiwan", "台灣", "臺灣", "台湾"],
    "VN": ["VNM", "Vietnam", "Viet Nam", "Việt Nam"],
  ]

  /// Every name of ``names``, folded as ``countryCode(of:)`` folds a
  /// name, and its code.
  private static let codesByName: [String: String] = Dictionary(
    names.flatMap { code, names in ([code] + names).map { (TextFolding.fold($0).filter { $0 != "." }, code) } },
    uniquingKeysWith: { first, _ in first })
}
