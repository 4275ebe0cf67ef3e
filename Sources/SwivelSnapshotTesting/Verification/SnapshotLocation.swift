import Foundation
import SwivelSupport

/// Where a snapshot's golden lives, `Snapshots/<TestFile>/<Suite>.<test>.<name>.<ext>` under
/// the package root, and where its failure artifacts go.
public struct SnapshotLocation: Sendable, Hashable {
  /// The package root (the folder holding `Package.swift`).
  public var packageRoot: URL
  /// The folder under `Snapshots/`: the test file's name without `.swift`, sanitized.
  public var folder: String
  /// The file name without extension: `<Suite>.<test>.<name>`, each part sanitized.
  public var name: String
  /// The extension (`png`, `txt`, `json`).
  public var pathExtension: String
  /// A folder that holds the golden instead of `Snapshots/<folder>` (swift-snapshot-testing's
  /// `snapshotDirectory`).
  public var goldenFolder: URL?

  /// Creates a location; the folder and name are sanitized (see ``sanitize(_:)``).
  public init(
    packageRoot: URL, folder: String, name: String, pathExtension: String = "png",
    goldenFolder: URL? = nil
  ) {
    self.packageRoot = packageRoot
    self.folder = Self.sanitize(folder)
    self.name = Self.sanitize(name)
    self.pathExtension = Self.sanitize(pathExtension)
    self.goldenFolder = goldenFolder
  }

  /// Finds the package root by walking up from a source file's path (`#filePath`), not from
  /// the working directory, and names the folder after that file.
  ///
  /// - Throws: ``SnapshotConfigurationError`` when no folder above the file has a `Package.swift`.
  public init(filePath: String, name: String, pathExtension: String = "png")
    throws(SnapshotConfigurationError)
  {
    let file = URL(fileURLWithPath: filePath)
    self.init(
      packageRoot: try Self.packageRoot(above: filePath),
      folder: file.deletingPathExtension().lastPathComponent,
      name: name, pathExtension: pathExtension)
  }

  /// The nearest folder above `filePath` that holds a `Package.swift`.
  ///
  /// - Throws: ``SnapshotConfigurationError`` when there is none.
  public static func packageRoot(above filePath: String) throws(SnapshotConfigurationError) -> URL {
    guard let root = PackageSourceFile(filePath: filePath).packageRoot else {
      throw SnapshotConfigurationError(
        message:
          "no Package.swift above \(filePath): snapshot tests must live inside a Swift package")
    }
    return URL(fileURLWithPath: root, isDirectory: true)
  }

  /// `<name>.<ext>`.
  public var fileName: String { "\(name).\(pathExtension)" }

  /// The golden file.
  public var goldenURL: URL {
    (goldenFolder ?? packageRoot.appendingPathComponent("Snapshots").appendingPathComponent(folder))
      .appendingPathComponent(fileName)
  }

  /// The golden's path relative to the package root (absolute when outside it), for messages.
  public var goldenRelativePath: String {
    guard let goldenFolder else { return "Snapshots/\(folder)/\(fileName)" }
    let root = packageRoot.standardizedFileURL.path + "/"
    let path = goldenFolder.appendingPathComponent(fileName).standardizedFileURL.path
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  /// The artifacts root: `$SWIVEL_ARTIFACTS` when set (and not inside `Snapshots/`),
  /// otherwise `.build/swivel-artifacts` under the package root. The HTML report lives here.
  public func artifactsRoot(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> URL
  {
    let snapshots = packageRoot.appendingPathComponent("Snapshots").standardizedFileURL.path
    if let custom = environment["SWIVEL_ARTIFACTS"], !custom.isEmpty {
      let url =
        (custom.hasPrefix("/")
        ? URL(fileURLWithPath: custom) : packageRoot.appendingPathComponent(custom))
        .standardizedFileURL
      if !(url.path == snapshots || url.path.hasPrefix(snapshots + "/")) { return url }
    }
    return packageRoot.appendingPathComponent(".build/swivel-artifacts")
  }

  /// The folder this snapshot's artifacts go to: `<artifacts root>/<folder>`.
  public func artifactsFolder(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> URL
  {
    artifactsRoot(environment: environment).appendingPathComponent(folder)
  }

  /// A name safe as one path component: letters and digits of any script, `-`, `_` and `.`
  /// are kept, anything else (including `/`) becomes `_`, and a name that had to be changed
  /// gets a short stable hash of itself, so different names never share a golden (see
  /// `FileNamePart`); a trailing argument list of a function name (`()`, `(_:)`,
  /// `(orientation:)`) is dropped; runs of dots collapse to one and leading and trailing dots
  /// are removed, so no name is `..`.
  public static func sanitize(_ name: String) -> String {
    FileNamePart.sanitized(droppingArgumentList(name), keepingDots: true)
  }

  /// `name` without a trailing Swift argument list: `()` or labels each ending in `:`
  /// (`check(_:)`, `render(device:orientation:)`). Other parentheses are part of the name
  /// (`badge (dark)`).
  static func droppingArgumentList(_ name: String) -> Substring {
    guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return Substring(name) }
    let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
    let labels = inside.split(separator: ":", omittingEmptySubsequences: false)
    let isArgumentList =
      inside.isEmpty
      || (inside.hasSuffix(":")
        && labels.dropLast().allSatisfy { label in
          !label.isEmpty && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        })
    return isArgumentList ? name[..<open] : Substring(name)
  }
}
