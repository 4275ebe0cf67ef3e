// swift-tools-version: 6.0
import PackageDescription

// MARK: - Settings shared by every Swivel target

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
  name: "Swivel",
  platforms: [.macOS(.v13)],

  // MARK: - Products

  products: [
    .library(name: "Swivel", targets: ["Swivel"]),
    .library(name: "SwivelSnapshotTesting", targets: ["SwivelSnapshotTesting"]),
    .library(name: "SwivelUIKit", targets: ["SwivelUIKit"]),
    .library(name: "SwivelImageIO", targets: ["SwivelImageIO"]),
    .library(name: "SwivelGallery", targets: ["SwivelGallery"]),
    .library(name: "SwivelCommand", targets: ["SwivelCommand"]),
    .executable(name: "swivel", targets: ["swivel"]),
    .executable(name: "swivel-snapshots", targets: ["swivel-snapshots"]),
  ],

  // MARK: - Dependencies

  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],

  targets: [
    // MARK: C libraries: FreeType (internal to Graphics), Cairo (internal to Rendering)

    .systemLibrary(
      name: "CSwivelCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]
    ),
    .systemLibrary(
      name: "CSwivelFreeType",
      pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"])]
    ),

    // MARK: Libraries, bottom to top

    .target(name: "SwivelGeometry", swiftSettings: strict),
    // The fonts ship as resources (Inter, DejaVu Sans Mono and Serif, with their licences):
    // the same bytes on every machine, no font package of the system read.
    .target(
      name: "SwivelGraphics",
      dependencies: ["SwivelGeometry", "SwivelSupport", "CSwivelFreeType"],
      resources: [.copy("Resources/Fonts")],
      swiftSettings: strict
    ),
    .target(
      name: "SwivelRendering",
      dependencies: ["SwivelGeometry", "SwivelGraphics", "SwivelSupport", "CSwivelCairo"],
      swiftSettings: strict
    ),
    // The view object model (views, window, responder, traits, layers, controllers), then what is
    // built on it: the widget catalogue, device simulation, and inspection (dumps, accessibility).
    .target(
      name: "SwivelViews",
      dependencies: ["SwivelGeometry", "SwivelGraphics", "SwivelSupport"],
      swiftSettings: strict
    ),
    .target(
      name: "SwivelWidgets", dependencies: ["SwivelViews", "SwivelSupport"], swiftSettings: strict),
    .target(
      name: "SwivelDevices", dependencies: ["SwivelWidgets", "SwivelSupport"],
      swiftSettings: strict),
    .target(
      name: "SwivelInspection", dependencies: ["SwivelDevices", "SwivelSupport"],
      swiftSettings: strict),
    .target(
      name: "SwivelLayout", dependencies: ["SwivelWidgets", "SwivelSupport"], swiftSettings: strict),
    .target(
      name: "SwivelAudit", dependencies: ["SwivelInspection", "SwivelSupport"],
      swiftSettings: strict),

    // MARK: Internal helpers of every module (not a product, never re-exported): programmer
    // errors, work counters, how numbers print, HTML text, package roots and the libc calls

    .target(name: "SwivelSupport", swiftSettings: strict),

    // MARK: The umbrella module users import, and what is built on it

    .target(
      name: "Swivel",
      dependencies: [
        "SwivelGeometry", "SwivelGraphics", "SwivelRendering", "SwivelImageIO", "SwivelViews",
        "SwivelWidgets", "SwivelDevices", "SwivelInspection",
        "SwivelLayout",
        "SwivelAudit", "SwivelSupport",
      ],
      swiftSettings: strict
    ),
    .target(
      name: "SwivelSnapshotTesting",
      dependencies: ["Swivel", "SwivelSupport"],
      swiftSettings: strict
    ),
    // SwivelUIKit also imports SwivelWidgets directly, for the label's typed text behind UIKit's
    // `attributedText` (an SPI).
    .target(
      name: "SwivelUIKit", dependencies: ["Swivel", "SwivelWidgets", "SwivelSupport"],
      swiftSettings: strict),

    // MARK: What users run from their own package after a test run: review, accept, orphans

    .executableTarget(
      name: "swivel-snapshots",
      dependencies: [
        "SwivelSnapshotTesting", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict
    ),

    // MARK: Image input and output: the PNG codec, JPEG decoding and bundle images. The codec's
    // hot loops run in always-optimised C libraries, imported internally: zlib (deflate) and
    // pixman (rows), which Cairo links already, libdeflate (inflate, checksums), xxHash (the
    // pixel digest), TurboJPEG (JPEG images); the tests use zlib and xxHash as references

    .systemLibrary(name: "CSwivelZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(
      name: "CSwivelDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    .systemLibrary(
      name: "CSwivelXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),
    .systemLibrary(
      name: "CSwivelPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
    .systemLibrary(
      name: "CSwivelTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
    .target(
      name: "SwivelImageIO",
      dependencies: [
        "SwivelGraphics", "SwivelSupport", "CSwivelZlib", "CSwivelDeflate", "CSwivelXXHash",
        "CSwivelPixman",
        "CSwivelTurboJPEG",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "SwivelImageIOTests",
      dependencies: [
        "SwivelImageIO", "SwivelGraphics", "SwivelSupport", "CSwivelCairo", "CSwivelZlib",
        "CSwivelXXHash",
      ],
      swiftSettings: strict
    ),

    // MARK: Documentation images and the command-line tool (never linked by snapshot tests)

    .target(
      name: "SwivelGallery", dependencies: ["Swivel", "SwivelSupport"], swiftSettings: strict),
    .target(
      name: "SwivelCommand",
      dependencies: [
        "Swivel", "SwivelGallery", "SwivelSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict
    ),

    // MARK: Demo scenes and Swivel's own `swivel` over them (not products: users never depend
    // on the demos)

    .target(
      name: "SwivelDemos", dependencies: ["Swivel"], path: "Demos", exclude: ["Documentation"],
      resources: [.copy("Resources/avatar@3x.png")],
      swiftSettings: strict),
    .target(
      name: "SwivelDemoDocs", dependencies: ["SwivelDemos", "SwivelGallery", "SwivelSupport"],
      path: "Demos/Documentation",
      swiftSettings: strict),
    .executableTarget(
      name: "swivel",
      dependencies: ["SwivelCommand", "SwivelDemos", "SwivelDemoDocs"],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "swivel-bench",
      dependencies: ["Swivel", "SwivelDemos", "SwivelSnapshotTesting", "CSwivelCairo"],
      path: "Benchmarks/SwivelBench",
      swiftSettings: strict
    ),

    // MARK: Tests

    .target(name: "SwivelTestSupport", path: "Tests/SwivelTestSupport", swiftSettings: strict),

    .testTarget(
      name: "SwivelGeometryTests", dependencies: ["SwivelGeometry", "SwivelTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "SwivelGraphicsTests",
      dependencies: ["SwivelGraphics", "SwivelSupport", "SwivelTestSupport"], swiftSettings: strict),
    .testTarget(
      name: "SwivelRenderingTests",
      dependencies: ["SwivelRendering", "SwivelGraphics", "SwivelSupport"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "SwivelViewsTests",
      dependencies: [
        "SwivelViews", "SwivelWidgets", "SwivelDevices", "SwivelInspection", "SwivelSupport",
        "SwivelTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "SwivelWidgetsTests",
      dependencies: [
        "SwivelViews", "SwivelWidgets", "SwivelDevices", "SwivelInspection", "SwivelSupport",
        "SwivelTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "SwivelDevicesTests",
      dependencies: [
        "SwivelViews", "SwivelWidgets", "SwivelDevices", "SwivelInspection", "SwivelSupport",
        "SwivelTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "SwivelInspectionTests",
      dependencies: [
        "SwivelViews", "SwivelWidgets", "SwivelDevices", "SwivelInspection", "SwivelSupport",
        "SwivelTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "SwivelLayoutTests",
      dependencies: ["SwivelLayout", "SwivelDevices", "SwivelSupport", "SwivelTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "SwivelAuditTests", dependencies: ["SwivelAudit", "SwivelLayout"], swiftSettings: strict
    ),
    .testTarget(
      name: "SwivelTests", dependencies: ["Swivel", "SwivelSupport", "SwivelTestSupport"],
      resources: [.process("Resources")], swiftSettings: strict),
    .testTarget(name: "SwivelSupportTests", dependencies: ["SwivelSupport"], swiftSettings: strict),
    .testTarget(
      name: "SwivelUIKitTests",
      dependencies: ["SwivelUIKit", "SwivelDemos", "SwivelSnapshotTesting"], swiftSettings: strict),
    .testTarget(
      name: "SwivelSnapshotTestingTests",
      dependencies: ["SwivelSnapshotTesting", "SwivelSupport"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "SwivelDemosTests",
      dependencies: ["SwivelDemos", "SwivelSnapshotTesting"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "SwivelGalleryTests", dependencies: ["SwivelGallery", "SwivelDemos", "SwivelDemoDocs"],
      swiftSettings: strict),
    .testTarget(
      name: "SwivelCommandTests",
      dependencies: [
        "swivel", "SwivelCommand", "SwivelDemos", "SwivelDemoDocs",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
