import Foundation
import SwivelSupport

/// Where an assertion's golden goes and what it is called, in one of the ``GoldenLayout``s.
package struct GoldenPlace {
  /// The layout.
  package var layout: GoldenLayout
  /// The suites and the test (``GoldenLayout/swivel`` names goldens after them all).
  package var nameParts: [String]
  /// The test function's name (``GoldenLayout/swiftSnapshotTesting`` names goldens after it).
  package var function: String
  /// A parameterised case's description, part of a Swivel name.
  package var caseDescription: String?
  /// The test file's path (`#filePath`).
  package var filePath: String

  /// Creates a place.
  package init(
    layout: GoldenLayout, nameParts: [String], function: String, caseDescription: String?,
    filePath: String
  ) {
    self.layout = layout
    self.nameParts = nameParts
    self.function = function
    self.caseDescription = caseDescription
    self.filePath = filePath
  }

  /// The golden for the call's last name part (`named:` or the call's number; empty for none).
  ///
  /// - Throws: ``SnapshotConfigurationError`` when no package holds the test file.
  package func location(
    lastPart: String, pathExtension: String, snapshotDirectory: String?
  ) throws(SnapshotConfigurationError) -> SnapshotLocation {
    let root = try SnapshotLocation.packageRoot(above: filePath)
    let file = URL(fileURLWithPath: filePath)
    let testFile = file.deletingPathExtension().lastPathComponent
    let directory = snapshotDirectory.map {
      URL(fileURLWithPath: $0, relativeTo: root).standardizedFileURL
    }
    var parts: [String]
    let folder: URL?
    switch layout {
    case .swivel:
      parts = nameParts
      if let caseDescription { parts.append(caseDescription) }
      folder = directory
    case .swiftSnapshotTesting:
      parts = [function]
      folder =
        directory
        ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile)
    }
    if !lastPart.isEmpty { parts.append(lastPart) }
    // Each part on its own, so that `named:` values and descriptions keep their parentheses.
    let name = parts.map { FileNamePart.sanitized($0, keepingDots: true) }.joined(separator: ".")
    return SnapshotLocation(
      packageRoot: root, folder: testFile, name: name, pathExtension: pathExtension,
      goldenFolder: folder)
  }
}

extension GoldenPlace {
  /// The place of a call in a test.
  init(layout: GoldenLayout, identity: TestIdentity, site: CallSite) {
    self.init(
      layout: layout, nameParts: identity.nameParts,
      function: TestIdentity.withoutBackticks(identity.function),
      caseDescription: identity.caseDescription, filePath: site.filePath)
  }
}
