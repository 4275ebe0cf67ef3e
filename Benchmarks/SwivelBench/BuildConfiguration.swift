/// Which optimisation level this benchmark binary (and the Swivel it links) was built with.
enum BuildConfiguration {
  #if DEBUG
  /// `swift build` (the configuration `swift test` uses).
  static let name = "debug (-Onone)"
  static let flag = "-Onone"
  #else
  /// `swift build -c release`.
  static let name = "release (-O)"
  static let flag = "-O"
  #endif
}
