import ArgumentParser

/// How `dump` prints the view tree.
enum DumpFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// The JSON schema of `DeviceHost.jsonDump(scene:)`.
  case json
  /// UIKit's `recursiveDescription`.
  case text
}
