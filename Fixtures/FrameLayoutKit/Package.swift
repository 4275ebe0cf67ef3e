// swift-tools-version: 6.0
// A small frame-layout helper library written as iOS code (Swift 5 language mode, `import
// SwivelUIKit` where an app has `import UIKit`), in the style of the helper libraries iOS apps
// vendor: UIView and CALayer extensions that anchor a view in its superview, place it beside a
// sibling and lay out rows and columns by computing frames. Its XCTest suite checks the frames
// against hand-computed numbers; scripts/e2e-uikit builds it with no warnings and runs it.
import PackageDescription

let package = Package(
  name: "FrameLayoutKit",
  platforms: [.macOS(.v13)],
  products: [.library(name: "FrameLayoutKit", targets: ["FrameLayoutKit"])],
  dependencies: [
    .package(name: "Swivel", path: "../..")
  ],
  targets: [
    .target(
      name: "FrameLayoutKit",
      dependencies: [.product(name: "SwivelUIKit", package: "Swivel")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "FrameLayoutKitTests",
      dependencies: ["FrameLayoutKit", .product(name: "SwivelUIKit", package: "Swivel")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)
