import Foundation
import SwivelSnapshotTesting

/// A throwaway package root with a `Package.swift`, removed when the value is dropped.
final class TemporaryPackage {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("swivel-snapshot-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(
      to: root.appendingPathComponent("Package.swift"))
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  func location(_ test: String = "sample", variant: String = "v") -> SnapshotLocation {
    SnapshotLocation(packageRoot: root, folder: "Suite", name: "\(test).\(variant)")
  }

  /// The golden folder for `assertSnapshot(… snapshotDirectory:)`, named as
  /// swift-snapshot-testing names its folders (one of the folders `accept` writes into).
  var goldens: String { root.appendingPathComponent("__Snapshots__").path }

  /// Runs `body` with this package's artifacts folder (and `extra` variables) as the snapshot
  /// environment, instead of the process's.
  func withEnvironment<R>(_ extra: [String: String] = [:], _ body: () throws -> R) rethrows -> R {
    try SnapshotEnvironment.$override.withValue(environment.merging(extra) { $1 }, operation: body)
  }

  /// The golden file `name` in ``goldens``.
  func golden(_ name: String) -> URL { URL(fileURLWithPath: goldens).appendingPathComponent(name) }

  var environment: [String: String] {
    ["SWIVEL_ARTIFACTS": root.appendingPathComponent("artifacts").path]
  }

  func verifier(_ mode: RecordMode, tolerance: SnapshotTolerance = .exact) -> SnapshotVerifier {
    SnapshotVerifier(recordMode: mode, tolerance: tolerance, environment: environment)
  }
}

/// A small opaque bitmap with a red square; `mark` moves one pixel to blue.
func sampleBitmap(width: Int = 8, height: Int = 6, mark: (Int, Int)? = nil) -> Bitmap {
  var bitmap = Bitmap(width: width, height: height, fill: 0xFFFF_FFFF)
  for y in 1..<3 { for x in 1..<3 { bitmap[x, y] = 0xFFFF_0000 } }
  if let (x, y) = mark { bitmap[x, y] = 0xFF00_00FF }
  return bitmap
}

func fileBytes(_ url: URL) -> [UInt8]? {
  FileManager.default.contents(atPath: url.path).map(Array.init)
}

/// A file that a test expected and did not find.
struct MissingFile: Error, CustomStringConvertible {
  let path: String?
  var description: String { "no file at \(path ?? "(no path)")" }
}

/// The bytes of the file at `path`; throws when there is no path or no file.
func readFile(_ path: String?) throws -> [UInt8] {
  guard let path, let bytes = fileBytes(URL(fileURLWithPath: path)) else {
    throw MissingFile(path: path)
  }
  return bytes
}
