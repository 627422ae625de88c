import RefbookModel

/// Names, places and phone conventions of one country, for ``SampleBook``.
struct SampleCulture: Sendable {
  /// A name as written natively and in the Latin letters used for email.
  struct Name: Sendable {
    let native: String
    let latin: String
  }

  struct Place: Sendable {
    let locality: String
    let region: String
    let postalCode: String
  }

  let country: String
  let givenNames: [Name]
  let familyNames: [Name]
  /// Whether the family name comes first and the parts are written together
  /// (`张伟`), as in Chinese, Japanese and Korean.
  let familyFirstUnspaced: Bool
  let streets: [String]
  let places: [Place]
  let phonePrefix: String
  let emailDomains: [String]
}

extension SampleCulture.Name: ExpressibleByStringLiteral {
  /// `"Native|latin"`, or a Latin-script name alone (its ASCII email form is
  /// derived by the generator).
  init(stringLiteral value: String) {
    let parts = value.split(separator: "|", maxSplits: 1).map(String.init)
    native = parts[0]
    latin = parts.count > 1 ? parts[1] : parts[0]
  }
}

extension SampleCulture {
  static let all: [SampleCulture] = [
    SampleCulture(
      country: "France",
      givenNames: ["Émile", "Zoë", "Hélène", "François", "Chloé", "Loïc", "Anaïs", "Jérôme", "Cécile", "Benoît"],
      familyNames: ["Lefèvre", "Dubois", "Moreau", "Girard", "Bérenger", "Fontaine", "Mercier", "Lemaître"],
      familyFirstUnspaced: false,
      streets: ["12 rue de la Paix", "4 bis avenue des Gobelins", "27 boulevard Saint-Germain"],
      places: [Place(locality: "Paris", region: "Île-de-France", postalCode: "75005"),
               Place(locality: "Lyon", region: "Auvergne-Rhône-Alpes", postalCode: "69002")],
      phonePrefix: "+33 1 ", emailDomains: ["orange.fr", "free.fr", "laposte.net"]),
    SampleCulture(
      country: "Deutschland",
      givenNames: ["Jürgen", "Günther", "Jörg", "Käthe", "Lena", "Maximilian", "Sören", "Ursula"],
      familyNames: ["Müller", "Schäfer", "Groß", "Weiß", "Köhler", "Schmidt", "Böhm", "Krüger"],
      familyFirstUnspaced: false,
      streets: ["Hauptstraße 5", "Schloßallee 17", "Königsweg 2a"],
      places: [Place(locality: "München", region: "Bayern", postalCode: "80331"),
               Place(locality: "Köln", region: "Nordrhein-Westfalen", postalCode: "50667")],
      phonePrefix: "+49 89 ", emailDomains: ["web.de", "gmx.de", "t-online.de"]),
    SampleCulture(
      country: "Sverige",
      givenNames: ["Åsa", "Björn", "Sören", "Ingrid", "Øystein", "Märta", "Linnéa"],
      familyNames: ["Ångström", "Lindqvist", "Øvergaard", "Sjöberg", "Håkansson", "Nyström"],
      familyFirstUnspaced: false,
      streets: ["Drottninggatan 12", "Storgatan 3"],
      places: [Place(locality: "Stockholm", region: "Stockholms län", postalCode: "111 52"),
               Place(locality: "Göteborg", region: "Västra Götaland", postalCode: "411 01")],
      phonePrefix: "+46 8 ", emailDomains: ["telia.se", "bredband.net"]),
    SampleCulture(
      country: "España",
      givenNames: ["José", "María", "Íñigo", "Begoña", "Raúl", "Lucía", "Ángel", "Sofía"],
      familyNames: ["Muñoz", "García", "Peñalosa", "Núñez", "Fernández", "Ibáñez", "Martín"],
      familyFirstUnspaced: false,
      streets: ["Calle de Alcalá 48", "Avenida de la Constitución 9"],
      places: [Place(locality: "Madrid", region: "Comunidad de Madrid", postalCode: "28014"),
               Place(locality: "Sevilla", region: "Andalucía", postalCode: "41004")],
      phonePrefix: "+34 91 ", emailDomains: ["telefonica.es", "correo.es"]),
    SampleCulture(
      country: "Polska",
      givenNames: ["Łukasz", "Małgorzata", "Wojciech", "Zofia", "Paweł", "Agnieszka"],
      familyNames: ["Wałęsa", "Dąbrowski", "Wiśniewska", "Żuławski", "Kowalczyk", "Szczęsny"],
      familyFirstUnspaced: false,
      streets: ["ul. Marszałkowska 84", "ul. Długa 7"],
      places: [Place(locality: "Łódź", region: "łódzkie", postalCode: "90-001"),
               Place(locality: "Kraków", region: "małopolskie", postalCode: "31-042")],
      phonePrefix: "+48 22 ", emailDomains: ["wp.pl", "onet.pl"]),
    SampleCulture(
      country: "Türkiye",
      givenNames: ["Çağla", "İlkay", "Şule", "Oğuz", "Gülşen", "Ömer"],
      familyNames: ["Öztürk", "Şahin", "Yılmaz", "Çelik", "Doğan", "Aydın"],
      familyFirstUnspaced: false,
      streets: ["İstiklal Caddesi 112", "Bağdat Caddesi 45"],
      places: [Place(locality: "İstanbul", region: "İstanbul", postalCode: "34433")],
      phonePrefix: "+90 212 ", emailDomains: ["turk.net", "ttmail.com"]),
    SampleCulture(
      country: "United States",
      givenNames: ["John", "Mary", "Michael", "Jennifer", "David", "Sarah", "Robert", "Emily", "James", "Olivia"],
      familyNames: ["Smith", "Johnson", "O'Brien", "Williams", "McAllister", "Brown", "Davis", "Nguyen"],
      familyFirstUnspaced: false,
      streets: ["1600 Pennsylvania Ave NW", "350 Fifth Avenue, Suite 4100", "77 Massachusetts Ave"],
      places: [Place(locality: "New York", region: "NY", postalCode: "10118"),
               Place(locality: "Springfield", region: "IL", postalCode: "62701"),
               Place(locality: "Portland", region: "OR", postalCode: "97205")],
      phonePrefix: "+1 (555) ", emailDomains: ["gmail.com", "example.com", "outlook.com"]),
    SampleCulture(
      country: "Việt Nam",
      givenNames: ["Minh|minh", "Thảo|thao", "Dũng|dung", "Hương|huong", "Quốc|quoc"],
      familyNames: ["Nguyễn|nguyen", "Trần|tran", "Lê|le", "Phạm|pham", "Đặng|dang"],
      familyFirstUnspaced: false,
      streets: ["12 Đường Lê Lợi", "88 Phố Huế"],
      places: [Place(locality: "Hà Nội", region: "Hà Nội", postalCode: "100000")],
      phonePrefix: "+84 24 ", emailDomains: ["vnn.vn", "fpt.vn"]),
    SampleCulture(
      country: "中国",
      givenNames: ["伟|wei", "芳|fang", "秀英|xiuying", "娜|na", "敏|min", "静|jing", "强|qiang", "小明|xiaoming"],
      familyNames: ["张|zhang", "王|wang", "李|li", "刘|liu", "陈|chen", "杨|yang", "黄|huang"],
      familyFirstUnspaced: true,
      streets: ["朝阳区建国路88号", "浦东新区世纪大道100号"],
      places: [Place(locality: "北京", region: "北京市", postalCode: "100022"),
               Place(locality: "上海", region: "上海市", postalCode: "200120")],
      phonePrefix: "+86 10 ", emailDomains: ["qq.com", "163.com", "sina.cn"]),
    SampleCulture(
      country: "日本",
      givenNames: ["太郎|taro", "花子|hanako", "翔|sho", "さくら|sakura", "健一|kenichi", "陽菜|hina"],
      familyNames: ["山田|yamada", "佐藤|sato", "鈴木|suzuki", "高橋|takahashi", "田中|tanaka", "渡辺|watanabe"],
      familyFirstUnspaced: true,
      streets: ["千代田区丸の内1-9-1", "渋谷区道玄坂2-24-12"],
      places: [Place(locality: "東京都", region: "東京", postalCode: "100-0005"),
               Place(locality: "大阪市", region: "大阪府", postalCode: "530-0001")],
      phonePrefix: "+81 3-", emailDomains: ["docomo.ne.jp", "yahoo.co.jp"]),
    SampleCulture(
      country: "대한민국",
      givenNames: ["민준|minjun", "서연|seoyeon", "지훈|jihun", "하은|haeun", "도윤|doyun"],
      familyNames: ["김|kim", "이|lee", "박|park", "최|choi", "정|jung"],
      familyFirstUnspaced: true,
      streets: ["세종대로 110", "테헤란로 152"],
      places: [Place(locality: "서울", region: "서울특별시", postalCode: "04524")],
      phonePrefix: "+82 2-", emailDomains: ["naver.com", "daum.net"]),
    SampleCulture(
      country: "Россия",
      givenNames: ["Алексей|aleksei", "Наталья|natalya", "Дмитрий|dmitry", "Ёлка|yolka", "Юлия|yulia", "Сергей|sergei"],
      familyNames: ["Иванов|ivanov", "Смирнова|smirnova", "Кузнецов|kuznetsov", "Соколова|sokolova", "Фёдоров|fedorov"],
      familyFirstUnspaced: false,
      streets: ["ул. Тверская, д. 7", "Невский проспект, д. 28"],
      places: [Place(locality: "Москва", region: "Москва", postalCode: "125009"),
               Place(locality: "Санкт-Петербург", region: "Санкт-Петербург", postalCode: "191186")],
      phonePrefix: "+7 495 ", emailDomains: ["yandex.ru", "mail.ru"]),
    SampleCulture(
      country: "Ελλάδα",
      givenNames: ["Γιώργος|giorgos", "Ελένη|eleni", "Δημήτρης|dimitris", "Σοφία|sofia", "Νίκος|nikos"],
      familyNames: ["Παπαδόπουλος|papadopoulos", "Οικονόμου|oikonomou", "Αλεξίου|alexiou", "Σταματίου|stamatiou"],
      familyFirstUnspaced: false,
      streets: ["Οδός Ερμού 15", "Λεωφόρος Βασιλίσσης Σοφίας 2"],
      places: [Place(locality: "Αθήνα", region: "Αττική", postalCode: "105 63")],
      phonePrefix: "+30 21 ", emailDomains: ["otenet.gr", "forthnet.gr"]),
    SampleCulture(
      country: "مصر",
      givenNames: ["محمد|mohamed", "فاطمة|fatma", "أحمد|ahmed", "ليلى|layla", "يوسف|youssef"],
      familyNames: ["العلي|alali", "حسن|hassan", "منصور|mansour", "الشريف|elsherif"],
      familyFirstUnspaced: false,
      streets: ["١٢ شارع التحرير", "٥ شارع قصر النيل"],
      places: [Place(locality: "القاهرة", region: "القاهرة", postalCode: "11511")],
      phonePrefix: "+20 2 ", emailDomains: ["link.net", "yahoo.com"]),
    SampleCulture(
      country: "भारत",
      givenNames: ["अर्जुन|arjun", "प्रिया|priya", "राहुल|rahul", "अनन्या|ananya"],
      familyNames: ["शर्मा|sharma", "पटेल|patel", "गुप्ता|gupta", "अय्यर|iyer"],
      familyFirstUnspaced: false,
      streets: ["12 महात्मा गांधी मार्ग", "45 नेहरू प्लेस"],
      places: [Place(locality: "नई दिल्ली", region: "दिल्ली", postalCode: "110001")],
      phonePrefix: "+91 11 ", emailDomains: ["rediffmail.com", "gmail.com"]),
  ]
}
