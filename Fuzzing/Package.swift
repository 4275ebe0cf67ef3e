// swift-tools-version: 6.0
// libFuzzer target for Swivel's PNG decoder, in its own package so that the main package never
// builds it with the fuzzing flags it needs. Build and run it with `scripts/fuzz-png`.
import PackageDescription

let package = Package(
  name: "SwivelFuzzing",
  dependencies: [.package(name: "Swivel", path: "..")],
  targets: [
    .target(name: "CFuzzerDriver"),
    .executableTarget(
      name: "FuzzPNGDecoder",
      dependencies: ["CFuzzerDriver", .product(name: "SwivelImageIO", package: "Swivel")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
