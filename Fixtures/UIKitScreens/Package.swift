// swift-tools-version: 6.0
// UIKit screens written for iOS by others, ported with only the import changed and the edits Linux
// forces (each marked `// SWIVEL:`), compiled as an app's code is (Swift 5 language mode) against
// Swivel's public API only, and tested as a user tests: frames against hand-computed numbers and
// goldens on two devices in both orientations (scripts/e2e-uikit builds and runs it).
import PackageDescription

let package = Package(
  name: "UIKitScreens",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Swivel", path: "../..")
  ],
  targets: [
    .target(
      name: "UIKitScreens",
      dependencies: [.product(name: "SwivelUIKit", package: "Swivel")],
      resources: [.process("Resources")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "UIKitScreensTests",
      dependencies: [
        "UIKitScreens", .product(name: "SwivelUIKit", package: "Swivel"),
        .product(name: "SwivelSnapshotTesting", package: "Swivel"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
