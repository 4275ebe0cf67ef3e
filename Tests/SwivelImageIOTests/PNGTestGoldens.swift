import Foundation

/// The PNG goldens committed under the package's `Snapshots/` folder, read from the source
/// tree (never written).
enum PNGTestGoldens {
  struct Golden {
    var name: String
    var bytes: [UInt8]
  }

  /// The package root, found from this file's path (`Tests/SwivelImageIOTests/…`).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every `.png` under `Snapshots/`, sorted by path so the order is the same on every run.
  static func all() throws -> [Golden] {
    let folder = packageRoot.appendingPathComponent("Snapshots")
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    let urls = walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }
      .sorted { $0.path < $1.path }
    return try urls.map { url in
      Golden(name: url.lastPathComponent, bytes: [UInt8](try Data(contentsOf: url)))
    }
  }
}
