import Foundation

/// Where a source file sits in its Swift package: the package root (the nearest folder above
/// the file holding a `Package.swift`) and the file's path relative to it.
package struct PackageSourceFile: Equatable {
  /// The package root, or nil when no `Package.swift` is found above the file.
  package let packageRoot: String?
  /// The file's path relative to ``packageRoot``; when no root is found, the path from the last
  /// `Sources`, `Tests` or `Demos` folder, else the file name.
  package let relativePath: String

  /// Finds the package of an absolute `#filePath`.
  package init(
    filePath: String, fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) {
    let parts = filePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    var root: Int?
    if filePath.hasPrefix("/") {
      for count in stride(from: parts.count - 1, through: 0, by: -1) {
        let folder = "/" + parts[..<count].joined(separator: "/")
        if fileExists(folder == "/" ? "/Package.swift" : folder + "/Package.swift") {
          root = count
          break
        }
      }
    }
    if let root {
      packageRoot = "/" + parts[..<root].joined(separator: "/")
      relativePath = parts[root...].joined(separator: "/")
    } else {
      packageRoot = nil
      let start =
        parts.lastIndex { ["Sources", "Tests", "Demos"].contains($0) } ?? max(0, parts.count - 1)
      relativePath = parts[start...].joined(separator: "/")
    }
  }
}
