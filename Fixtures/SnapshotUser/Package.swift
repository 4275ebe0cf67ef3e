// swift-tools-version: 6.0
import PackageDescription

// A user's package that depends on Swivel by path, for scripts/e2e-snapshots. The script copies
// it next to a link named `swivel` that points at the Swivel checkout, so the path dependency's
// package name (its folder's name) is `swivel`.
let package = Package(
  name: "SnapshotUser",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "../swivel")
  ],
  targets: [
    .target(name: "SnapshotUser", dependencies: [.product(name: "Swivel", package: "swivel")]),
    .testTarget(
      name: "SnapshotUserTests",
      dependencies: ["SnapshotUser", .product(name: "SwivelSnapshotTesting", package: "swivel")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
