import RefbookModel
import Testing

/// Addresses written as their countries write them: the formats, how a
/// country is recognized, and what empty components leave.
@Suite struct PostalLabelTests {
  static func address(
    _ street: String, _ locality: String, _ region: String, _ postalCode: String, _ country: String,
    extended: String = "", poBox: String = ""
  ) -> PostalAddress {
    PostalAddress(
      poBox: poBox, extended: extended, street: street, locality: locality, region: region, postalCode: postalCode,
      country: country)
  }

  @Test(arguments: [
    (address("350 Fifth Avenue", "New York", "NY", "10118", "USA", extended: "Suite 3300"),
     ["350 Fifth Avenue", "Suite 3300", "New York, NY 10118", "USA"]),
    (address("24 Sussex Drive", "Ottawa", "ON", "K1M 1M4", "Canada"), ["24 Sussex Drive", "Ottawa ON K1M 1M4", "Canada"]),
    (address("1 Macquarie Street", "Sydney", "NSW", "2000", "Australia"),
     ["1 Macquarie Street", "Sydney NSW 2000", "Australia"]),
    (address("Marienplatz 8", "München", "Bayern", "80331", "Deutschland"),
     ["Marienplatz 8", "80331 München", "Bayern", "Deutschland"]),
    (address("27 boulevard Saint-Germain", "Paris", "", "75005", "France"),
     ["27 boulevard Saint-Germain", "75005 Paris", "France"]),
    (address("Calle de Alcalá 1", "Madrid", "", "28014", "España"), ["Calle de Alcalá 1", "28014 Madrid", "España"]),
    (address("Via del Corso 12", "Roma", "RM", "00186", "Italia"), ["Via del Corso 12", "00186 Roma RM", "Italia"]),
    (address("Dam 1", "Amsterdam", "", "1012 JS", "Nederland"), ["Dam 1", "1012 JS Amsterdam", "Nederland"]),
    (address("ul. Piotrkowska 1", "Łódź", "", "90-001", "Polska"), ["ul. Piotrkowska 1", "90-001 Łódź", "Polska"]),
    (address("Drottninggatan 1", "Stockholm", "", "111 51", "Sverige"),
     ["Drottninggatan 1", "111 51 Stockholm", "Sverige"]),
    (address("10 Downing Street", "London", "", "SW1A 2AA", "United Kingdom"),
     ["10 Downing Street", "London", "SW1A 2AA", "United Kingdom"]),
    (address("ул. Тверская, 1", "Москва", "", "125009", "Россия"), ["ул. Тверская, 1", "Москва", "125009", "Россия"]),
    (address("丸の内1-1", "千代田区", "東京都", "100-0005", "日本"), ["100-0005", "東京都千代田区", "丸の内1-1", "日本"]),
    (address("1-1 Marunouchi", "Chiyoda-ku", "Tokyo", "100-0005", "Japan"),
     ["100-0005", "Tokyo Chiyoda-ku", "1-1 Marunouchi", "Japan"]),
    (address("长安街1号", "东城区", "北京市", "100022", "中国"), ["100022", "北京市东城区", "长安街1号", "中国"]),
    (address("Avenida Paulista 1000", "São Paulo", "SP", "01310-100", "Brasil"),
     ["Avenida Paulista 1000", "São Paulo - SP", "01310-100", "Brasil"]),
    (address("Rajpath", "New Delhi", "Delhi", "110001", "India"), ["Rajpath", "New Delhi 110001", "Delhi", "India"]),
    (address("Rua Augusta 1", "Lisboa", "", "1100-053", "Atlantis"), ["Rua Augusta 1", "1100-053 Lisboa", "Atlantis"]),
    (address("Main Street 1", "Springfield", "", "12345", ""), ["Main Street 1", "12345 Springfield"]),
  ])
  func eachCountryWritesItsOwnOrder(address: PostalAddress, lines: [String]) {
    #expect(address.labelLines == lines)
  }

  @Test(arguments: [
    ("US", "US"), ("usa", "US"), ("U.S.A.", "US"), ("United States", "US"), ("UK", "GB"), ("United Kingdom", "GB"),
    ("GB", "GB"), ("Deutschland", "DE"), ("Germany", "DE"), ("France", "FR"), ("España", "ES"), ("espana", "ES"),
    ("Spain", "ES"), ("Italia", "IT"), ("Nederland", "NL"), ("Polska", "PL"), ("Sverige", "SE"), ("Россия", "RU"),
    ("日本", "JP"), ("Japan", "JP"), ("中国", "CN"), ("China", "CN"), ("Canada", "CA"), ("Australia", "AU"),
    ("Brasil", "BR"), ("India", "IN"), ("  österreich ", "AT"), ("대한민국", "KR"),
  ])
  func countriesAreKnownByCodeAndName(name: String, code: String) {
    #expect(AddressFormat.countryCode(of: name) == code)
  }

  @Test func anUnknownCountryIsNoCountryCode() {
    #expect(AddressFormat.countryCode(of: "Atlantis") == nil)
    #expect(AddressFormat.countryCode(of: "") == nil)
    #expect(AddressFormat(country: "Atlantis") == .codeCity)
  }

  @Test(arguments: [
    AddressFormat.cityRegionCode, .cityRegionCodeUnpunctuated, .codeCity, .codeCityRegion, .separateLines,
    .cityDashRegion, .cityCode, .largestFirst,
  ])
  func everyFormatWritesEveryComponentOnce(format: AddressFormat) {
    let address = Self.address("S1", "L1", "R1", "Z1", "", extended: "E1", poBox: "P1")
    let written = format.lines(of: address).joined(separator: "|")
    for component in ["P1", "E1", "S1", "L1", "R1", "Z1"] {
      #expect(written.split(separator: component, omittingEmptySubsequences: false).count == 2, "\(component) in \(written)")
    }
  }

  @Test func emptyComponentsLeaveNeitherSeparatorsNorLines() {
    #expect(Self.address("", "", "NY", "10118", "US").labelLines == ["NY 10118", "US"])
    #expect(Self.address("", "New York", "", "10118", "US").labelLines == ["New York 10118", "US"])
    #expect(Self.address("", "New York", "NY", "", "US").labelLines == ["New York, NY", "US"])
    #expect(Self.address(" ", " ", "", "", " ").labelLines == [])
  }

  @Test func aRegionThatIsTheCityAgainIsWrittenOnce() {
    #expect(Self.address("Bağdat Caddesi 45", "İstanbul", " İstanbul", "34433", "Türkiye").labelLines
            == ["Bağdat Caddesi 45", "34433 İstanbul", "Türkiye"])
    #expect(Self.address("", "Москва", "Москва", "125009", "RU").labelLines == ["Москва", "125009", "RU"])
    #expect(Self.address("", "", "Bayern", "", "DE").labelLines == ["Bayern", "DE"])
  }

  @Test func aStreetOnSeveralLinesAndABoxKeepTheirLines() {
    let address = Self.address("Building 4\nFloor 2", "Berlin", "", "10115", "DE", poBox: "Postfach 12")
    #expect(address.labelLines == ["Building 4", "Floor 2", "Postfach 12", "10115 Berlin", "DE"])
  }
}
