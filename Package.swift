// swift-tools-version:6.2
//
// refbook: a terminal address book built on struct references. Linux only (inotify,
// memfd_create, renameat2): no platform is declared.
//
// Modules, each with one job, importing one way (top depends on below):
//
//   refbook (executable: command line + app wiring) ── RefbookCommandLine
//   refbook-carddav (executable: `refbook sync`, `refbook carddav discover`, run by refbook) ── RefbookCardDAV,
//                   RefbookCommandLine, RefbookUI (how a sync's progress is told)
//     RefbookCommandLine (what the two programs share: output, the config file, the CardDAV commands'
//                         options) ── RefbookConfig
//     RefbookConfig ── RefbookUI, RefbookStore (it checks themes, key names and columns against the
//                      app's own vocabulary, and shows the journal's defaults) ── CTOMLDocument
//                      (toml++, Debian's libtomlplusplus, reads the syntax)
//     RefbookUI ── TerminalKit          NcursesTerminal ── CNcurses, TerminalKit
//     RefbookCardDAV ── RefbookStore, CCurl (libcurl), CLibXML2 (libxml2)
//     RefbookStore, RefbookFormats, RefbookSamples ── RefbookModel ── VCard, CJPEG (libjpeg-turbo: photos)
//     StructRef (knows nothing of contacts; depends on the toolchain only)
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
]
/// The vCard parser and the model are optimized in debug builds too: the
/// tests read thousands of generated files and books through them, and
/// `make check` takes 40 s of processor time so, against 107 s unoptimized
/// (stepping through them in a debugger is the worse for it).
let optimizedInDebug: [SwiftSetting] = strict + [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
  name: "refbook",
  products: [
    .library(name: "StructRef", targets: ["StructRef"]),
    .library(name: "StructRefTesting", targets: ["StructRefTesting"]),
    .executable(name: "refbook", targets: ["refbook"]),
    .executable(name: "refbook-carddav", targets: ["refbook-carddav"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Only for its command plugin, `swift package generate-documentation` (`make docs`): no target
    // depends on it, so nothing of it is built into a product.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // The views' text snapshots (`RefbookUITests/LookSnapshotTests`): only its `SnapshotTesting`
    // target is built, which depends on nothing.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    // The struct-reference library.
    .target(name: "StructRef", swiftSettings: strict),
    // For tests of code built on StructRef: a recorder of notifications, a key kept in memory.
    .target(name: "StructRefTesting", dependencies: ["StructRef"], swiftSettings: strict),
    .executableTarget(
      name: "StructRefTour", dependencies: ["StructRef"], path: "Examples/StructRefTour", swiftSettings: strict),
    .testTarget(
      name: "StructRefTests",
      dependencies: [
        "StructRef", "StructRefTesting",
        .product(name: "HashTreeCollections", package: "swift-collections"),
      ],
      swiftSettings: strict),

    .executableTarget(
      name: "RefbookBench",
      dependencies: [
        "StructRef", "RefbookModel", "RefbookSamples", "RefbookStore", "RefbookFormats", "RefbookUI",
        "TerminalKit", "RefbookTestSupport",
        .product(name: "HashTreeCollections", package: "swift-collections"),
      ],
      path: "Benchmarks/RefbookBench",
      swiftSettings: strict),
    // The bench's floor of memory: a Swift terminal program with no contact and none of refbook's code.
    .executableTarget(
      name: "memory-floor",
      dependencies: ["CNcurses", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      path: "Benchmarks/MemoryFloor"),

    // Contacts: vCard syntax, the model.
    .target(
      name: "VCard", swiftSettings: optimizedInDebug,
      linkerSettings: [.linkedLibrary("iconv", .when(platforms: [.macOS]))]),  // glibc has iconv built in
    .target(
      name: "RefbookModel",
      dependencies: [
        "VCard", "StructRef", "CJPEG",
        .product(name: "HashTreeCollections", package: "swift-collections"),
      ],
      swiftSettings: optimizedInDebug),
    // libjpeg-turbo (Debian's libjpeg-dev, which is libjpeg62-turbo-dev), to decode contacts' JPEG photos for the terminal.
    .systemLibrary(name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg"),

    // Generated persons for the demo book, the benchmarks and the tests.
    .target(name: "RefbookSamples", dependencies: ["RefbookModel"], swiftSettings: strict),

    // vCard syntax and the Person <-> vCard mapping.
    .testTarget(
      name: "VCardTests", dependencies: ["VCard", "RefbookSamples"],
      resources: [.copy("Fixtures")], swiftSettings: strict),
    .testTarget(
      name: "VCardMappingTests",
      dependencies: [
        "RefbookModel", "VCard", "RefbookTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict),
    .testTarget(
      name: "RefbookModelTests",
      dependencies: ["RefbookModel", "RefbookSamples", "VCard", "StructRef", "CMallocStats", "CJPEG"],
      swiftSettings: strict),
    // Test support: glibc's allocator statistics, which Swift's Glibc module does not import.
    .target(name: "CMallocStats", path: "Tests/CMallocStats"),

    // Keeping the book on disk; other address-book formats.
    .target(
      name: "RefbookStore",
      dependencies: [
        "RefbookModel", "VCard", "StructRef", .target(name: "CMalloc", condition: .when(platforms: [.linux])),
        .target(name: "CRename", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strict),
    .target(name: "RefbookFormats", dependencies: ["RefbookModel", "VCard"], swiftSettings: strict),
    .testTarget(
      name: "RefbookStoreTests", dependencies: ["RefbookStore", "RefbookSamples", "RefbookTestSupport"], swiftSettings: strict),
    .testTarget(
      name: "RefbookFormatsTests", dependencies: ["RefbookFormats"],
      exclude: ["Fixtures"], swiftSettings: strict),

    // A book that lives on a CardDAV server, kept in a vdir and synced in deltas: HTTP and TLS from
    // libcurl, WebDAV's XML from libxml2 (Debian's libcurl4-openssl-dev, libxml2-dev). Only the
    // `refbook-carddav` program links it, so no start of `refbook` loads libcurl, libxml2 and the
    // 34 libraries they bring (TLS, Kerberos, LDAP, …).
    .target(
      name: "RefbookCardDAV", dependencies: ["RefbookModel", "RefbookStore", "CCurl", "CLibXML2"], swiftSettings: strict),
    .systemLibrary(name: "CCurl", path: "Sources/CCurl"),
    .systemLibrary(name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0"),
    .testTarget(name: "RefbookCardDAVTests", dependencies: ["RefbookCardDAV"], swiftSettings: strict),

    // The config file (`$XDG_CONFIG_HOME/refbook/config.toml`): named books, the default book, the sort order,
    // the theme, key bindings, list columns, …
    .target(
      name: "RefbookConfig",
      dependencies: [
        "RefbookModel", "RefbookStore", "RefbookUI", "TerminalKit", "CTOMLDocument",
      ],
      swiftSettings: strict),
    // (RefbookUI and TerminalKit for the themes, commands and keys the settings are compared with.)
    // TOML syntax: toml++ as a shared library, handed to Swift as C (no Foundation, which TOMLKit linked).
    .target(
      name: "CTOMLDocument",
      cxxSettings: [.define("TOML_HEADER_ONLY", to: "0"), .define("TOML_SHARED_LIB", to: "1"), .define("TOML_EXCEPTIONS", to: "1")],
      linkerSettings: [.linkedLibrary("tomlplusplus")]),
    .testTarget(
      name: "RefbookConfigTests",
      dependencies: ["RefbookConfig", "RefbookModel", "RefbookUI", "TerminalKit", "RefbookTestSupport"],
      swiftSettings: strict),

    // The terminal: a drawing protocol with an in-memory implementation
    // (TerminalKit, no ncurses) and the ncurses one.
    .systemLibrary(name: "CWidth", path: "Sources/CWidth"),
    .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
    // renameat2(2): a save's compare-and-swap (RENAME_EXCHANGE) and a conflict copy's unique name.
    .systemLibrary(name: "CRename", path: "Sources/CRename"),
    .target(name: "TerminalKit", dependencies: ["CWidth"], swiftSettings: strict),
    .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
    .target(name: "CTerminalEvents", linkerSettings: [.linkedLibrary("ncursesw")]),
    .target(
      name: "NcursesTerminal",
      dependencies: ["CNcurses", "CTerminalEvents", "TerminalKit"],
      swiftSettings: strict),
    .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit"], swiftSettings: strict),

    // The app: panes and controller over the model, drawn through TerminalKit.
    .target(
      name: "RefbookUI",
      dependencies: ["TerminalKit", "RefbookModel", "StructRef"],
      swiftSettings: strict),
    .testTarget(
      name: "RefbookUITests",
      dependencies: [
        "RefbookUI", "TerminalKit", "RefbookModel", "RefbookSamples", "StructRef", "StructRefTesting", "VCard",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: strict),

    // The program: the command line, and the app wired to the store.
    .executableTarget(
      name: "refbook",
      dependencies: [
        "RefbookUI", "NcursesTerminal", "TerminalKit", "RefbookStore", "RefbookFormats", "RefbookModel",
        "RefbookSamples", "RefbookConfig", "RefbookCommandLine", "StructRef",
        .target(name: "CMalloc", condition: .when(platforms: [.linux])),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict),
    // `refbook sync` and `refbook carddav`, which refbook runs (found beside it): the network stack apart.
    .executableTarget(
      name: "refbook-carddav",
      dependencies: [
        "RefbookCardDAV", "RefbookCommandLine", "RefbookConfig", "RefbookUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict),
    // What both programs share: their output and failures (Console), how they run a command line,
    // the config file's settings, and the CardDAV commands' options and help (so they parse alike).
    .target(
      name: "RefbookCommandLine",
      dependencies: [
        "RefbookConfig", "RefbookStore", "TerminalKit", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict),
    // End-to-end: the built executables driven inside tmux. Depends on no module of
    // the app but RefbookStore, to write a kept first screen as a start would, and
    // RefbookSamples for a seeded generator (the stress test's rounds): it runs binaries.
    .testTarget(
      name: "EndToEndTests", dependencies: ["RefbookStore", "RefbookSamples", "RefbookTestSupport"],
      // Run by python3: the sync tests' CardDAV proxy, the photo tests' terminal.
      exclude: ["Sync/dav-proxy.py", "Photos/pty-terminal.py"],
      swiftSettings: strict),
    // End-to-end: runs the built `refbook` on temporary books (RefbookStore
    // only to hold a book's lock as a second instance would).
    .testTarget(
      name: "CommandLineTests", dependencies: ["RefbookStore", "RefbookTestSupport"], swiftSettings: strict),
    // What the command-line, end-to-end and bench code share: temporary folders,
    // subprocesses, tmux, the built products, the small test book. Depends on no
    // module of ours and not on Testing, so the bench can use it too.
    .target(name: "RefbookTestSupport", path: "Tests/RefbookTestSupport", swiftSettings: strict),
  ]
)
