// swift-tools-version:6.2
//
// refbook: a terminal address book built on struct references.
//
// Modules, each with one job, importing one way (top depends on below):
//
//   refbook (executable: command line + app wiring)
//     RefbookUI ── TerminalKit          NcursesTerminal ── CNcurses, TerminalKit
//     RefbookStore, RefbookFormats ── RefbookModel ── VCard
//     StructRef (knows nothing of contacts; depends on the toolchain only)
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
  name: "refbook",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "StructRef", targets: ["StructRef"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // The struct-reference library.
    .target(name: "StructRef", swiftSettings: strict),

    // Contacts: vCard syntax, the model.
    .target(name: "VCard", swiftSettings: strict),
    .target(
      name: "RefbookModel",
      dependencies: [
        "VCard", "StructRef",
        .product(name: "HashTreeCollections", package: "swift-collections"),
      ],
      swiftSettings: strict),

    // vCard syntax and the Person <-> vCard mapping.
    .testTarget(
      name: "VCardTests", dependencies: ["VCard"],
      resources: [.copy("Fixtures")], swiftSettings: strict),
    .testTarget(
      name: "VCardMappingTests",
      dependencies: [
        "RefbookModel", "VCard",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict),
  ]
)
