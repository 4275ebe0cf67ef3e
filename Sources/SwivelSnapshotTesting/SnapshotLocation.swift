import Foundation

/// Where a snapshot's golden image lives: `Snapshots/<suite>/<test>.<variant>.png` under the
/// package root, and where its failure artifacts go.
public struct SnapshotLocation: Sendable, Hashable {
  /// The package root (the folder holding `Package.swift`).
  public var packageRoot: URL
  /// The suite folder name, sanitized.
  public var suite: String
  /// The test name, sanitized.
  public var test: String
  /// The variant name, sanitized.
  public var variant: String

  /// Creates a location; every name is sanitized (see ``sanitize(_:)``).
  public init(packageRoot: URL, suite: String, test: String, variant: String) {
    self.packageRoot = packageRoot
    self.suite = Self.sanitize(suite)
    self.test = Self.sanitize(test)
    self.variant = variant.isEmpty ? "" : Self.sanitize(variant)
  }

  /// Finds the package root by walking up from a source file's path (`#filePath`), not from
  /// the working directory, and names the suite after that file.
  ///
  /// - Throws: ``SnapshotConfigurationError`` when no folder above the file has a `Package.swift`.
  public init(filePath: String, test: String, variant: String) throws(SnapshotConfigurationError) {
    let file = URL(fileURLWithPath: filePath)
    var folder = file.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else {
        throw SnapshotConfigurationError(
          message: "no Package.swift above \(filePath): snapshot tests must live inside a Swift package")
      }
      folder = parent
    }
    self.init(
      packageRoot: folder, suite: file.deletingPathExtension().lastPathComponent, test: test,
      variant: variant)
  }

  /// The file name: `<test>.<variant>.png` (just `<test>.png` with an empty variant).
  public var fileName: String { variant.isEmpty ? "\(test).png" : "\(test).\(variant).png" }

  /// The golden image.
  public var goldenURL: URL {
    packageRoot.appendingPathComponent("Snapshots").appendingPathComponent(suite)
      .appendingPathComponent(fileName)
  }

  /// The golden's path relative to the package root, for messages.
  public var goldenRelativePath: String { "Snapshots/\(suite)/\(fileName)" }

  /// The folder failure artifacts go to: `$SWIVEL_ARTIFACTS` when set (and not inside
  /// `Snapshots/`), otherwise `.build/swivel-artifacts` under the package root.
  public func artifactsFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    let snapshots = packageRoot.appendingPathComponent("Snapshots").standardizedFileURL.path
    if let custom = environment["SWIVEL_ARTIFACTS"], !custom.isEmpty {
      let url = (custom.hasPrefix("/") ? URL(fileURLWithPath: custom) : packageRoot.appendingPathComponent(custom))
        .standardizedFileURL
      if !(url.path == snapshots || url.path.hasPrefix(snapshots + "/")) {
        return url.appendingPathComponent(suite)
      }
    }
    return packageRoot.appendingPathComponent(".build/swivel-artifacts").appendingPathComponent(suite)
  }

  /// A name safe as one path component: letters, digits, `-`, `_` and `.` are kept, anything
  /// else (including `/`) becomes `_`; a trailing `()` or argument list of a function name is
  /// dropped; runs of dots collapse to one and leading dots are removed, so no name is `..`.
  public static func sanitize(_ name: String) -> String {
    var base = Substring(name)
    if let paren = base.firstIndex(of: "("), base.hasSuffix(")") { base = base[..<paren] }
    var out = ""
    for scalar in base.unicodeScalars {
      let allowed = CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII
        || scalar == "-" || scalar == "_" || scalar == "."
      let character = allowed ? Character(scalar) : "_"
      if character == ".", out.last == "." || out.isEmpty { continue }
      out.append(character)
    }
    while out.hasSuffix(".") { out.removeLast() }
    return out.isEmpty ? "_" : out
  }
}
