// swift-tools-version: 6.0
// A package that uses Swivel the way a new user would: one screen, and an executable of a few
// lines that runs the whole `swivel` command line over it (scripts/e2e-docs builds and runs it).
import PackageDescription

let package = Package(
  name: "DocsUser",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Swivel", path: "../..")
  ],
  targets: [
    .target(
      name: "DocsUserScreens",
      dependencies: [
        .product(name: "Swivel", package: "Swivel"),
        .product(name: "SwivelUIKit", package: "Swivel"),
      ],
      resources: [.copy("Resources/badge@2x.png")]),
    .executableTarget(
      name: "docs-user",
      dependencies: ["DocsUserScreens", .product(name: "SwivelCommand", package: "Swivel")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
