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
  ],
  targets: [
    // The struct-reference library.
    .target(name: "StructRef", swiftSettings: strict),
    .executableTarget(name: "StructRefTour", dependencies: ["StructRef"], swiftSettings: strict),
    .testTarget(
      name: "StructRefTests",
      dependencies: [
        "StructRef",
        .product(name: "HashTreeCollections", package: "swift-collections"),
      ],
      swiftSettings: strict),

    .executableTarget(
      name: "RefbookBench",
      dependencies: [
        "StructRef",
        .product(name: "HashTreeCollections", package: "swift-collections"),
      ],
      swiftSettings: strict),

    // Contacts: vCard syntax, the model.
    .target(name: "VCard", swiftSettings: strict),
    .target(
      name: "RefbookModel",
      dependencies: [
        "VCard", "StructRef",
        .product(name: "HashTreeCollections", package: "swift-collections"),
      ],
      swiftSettings: strict),

    // The terminal: a drawing protocol with an in-memory implementation
    // (TerminalKit, no ncurses) and the ncurses one.
    .systemLibrary(name: "CWidth", path: "Sources/CWidth"),
    .target(name: "TerminalKit", dependencies: ["CWidth"], swiftSettings: strict),
    .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
    .target(name: "CTerminalEvents", linkerSettings: [.linkedLibrary("ncursesw")]),
    .target(
      name: "NcursesTerminal",
      dependencies: ["CNcurses", "CTerminalEvents", "TerminalKit"],
      swiftSettings: strict),
    .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit"], swiftSettings: strict),

    // End-to-end: the built executables driven inside tmux. Depends on no module:
    // it runs binaries.
    .testTarget(name: "EndToEndTests", swiftSettings: strict),
  ]
)
