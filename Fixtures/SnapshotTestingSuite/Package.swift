// swift-tools-version: 6.0
// A snapshot-test suite written in swift-snapshot-testing's style (XCTest and Swift Testing, its
// device presets, traits, Split Views, recursiveDescription and assertSnapshots), whose files
// import only `SwivelSnapshotTesting` and `SwivelUIKit` where the library's import
// `SnapshotTesting` and `UIKit`. Its goldens use the library's folders (`__Snapshots__` beside
// each test file). scripts/e2e-uikit builds it with no warnings and runs it as CI does.
import PackageDescription

let package = Package(
  name: "SnapshotTestingSuite",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Swivel", path: "../..")
  ],
  targets: [
    .testTarget(
      name: "SnapshotTestingSuiteTests",
      dependencies: [
        .product(name: "SwivelUIKit", package: "Swivel"),
        .product(name: "SwivelSnapshotTesting", package: "Swivel"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)])
  ]
)
