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
    .library(name: "SwivelPNG", targets: ["SwivelPNG"]),
    .library(name: "SwivelDemos", targets: ["SwivelDemos"]),
    .executable(name: "swivel", targets: ["swivel"]),
  ],

  // MARK: - Dependencies

  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],

  targets: [
    // MARK: C (Cairo, FreeType, zlib), internal to Graphics and Rendering

    .systemLibrary(
      name: "CSwivelCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]
    ),

    // MARK: Libraries, bottom to top

    .target(name: "SwivelGeometry", swiftSettings: strict),
    .target(
      name: "SwivelGraphics",
      dependencies: ["SwivelGeometry", "CSwivelCairo"],
      swiftSettings: strict
    ),
    .target(
      name: "SwivelRendering",
      dependencies: ["SwivelGeometry", "SwivelGraphics", "CSwivelCairo"],
      swiftSettings: strict
    ),
    .target(
      name: "SwivelUI",
      dependencies: ["SwivelGeometry", "SwivelGraphics"],
      swiftSettings: strict
    ),
    .target(
      name: "Swivel",
      dependencies: ["SwivelGeometry", "SwivelGraphics", "SwivelRendering", "SwivelPNG", "SwivelUI"],
      swiftSettings: strict
    ),
    .target(
      name: "SwivelSnapshotTesting",
      dependencies: ["Swivel"],
      swiftSettings: strict
    ),

    // MARK: PNG codec; its hot loops run in always-optimised C libraries, which the library
    // imports in Sources/SwivelPNG/Native only (its tests use zlib and xxHash as references)

    .systemLibrary(name: "CSwivelZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(name: "CSwivelDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    .systemLibrary(name: "CSwivelXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),
    .systemLibrary(name: "CSwivelPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
    .target(
      name: "SwivelPNG",
      dependencies: ["SwivelGraphics", "CSwivelZlib", "CSwivelDeflate", "CSwivelXXHash", "CSwivelPixman"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "SwivelPNGTests",
      dependencies: ["SwivelPNG", "SwivelGraphics", "CSwivelCairo", "CSwivelZlib", "CSwivelXXHash"],
      swiftSettings: strict
    ),

    // MARK: Demo scenes and the command-line tool

    .target(name: "SwivelDemos", dependencies: ["Swivel"], path: "Demos", swiftSettings: strict),
    .executableTarget(
      name: "swivel",
      dependencies: [
        "Swivel", "SwivelDemos",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/SwivelCLI",
      swiftSettings: strict
    ),
    .executableTarget(
      name: "swivel-bench",
      dependencies: ["Swivel", "SwivelDemos", "SwivelSnapshotTesting", "CSwivelCairo"],
      path: "Benchmarks/SwivelBench",
      swiftSettings: strict
    ),

    // MARK: Tests

    .testTarget(name: "SwivelGeometryTests", dependencies: ["SwivelGeometry"], swiftSettings: strict),
    .testTarget(name: "SwivelGraphicsTests", dependencies: ["SwivelGraphics"], swiftSettings: strict),
    .testTarget(
      name: "SwivelRenderingTests",
      dependencies: ["SwivelRendering", "SwivelGraphics"],
      swiftSettings: strict
    ),
    .testTarget(name: "SwivelUITests", dependencies: ["SwivelUI"], swiftSettings: strict),
    .testTarget(name: "SwivelTests", dependencies: ["Swivel"], swiftSettings: strict),
    .testTarget(
      name: "SwivelSnapshotTestingTests",
      dependencies: ["SwivelSnapshotTesting"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "SwivelDemosTests",
      dependencies: ["SwivelDemos", "SwivelSnapshotTesting"],
      swiftSettings: strict
    ),
    .testTarget(name: "SwivelCLITests", dependencies: ["swivel"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
