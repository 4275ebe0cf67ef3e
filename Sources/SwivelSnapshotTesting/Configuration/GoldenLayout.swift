/// Where goldens live and how they are named.
public enum GoldenLayout: Sendable, Hashable {
  /// Swivel's: `Snapshots/<TestFile>/<Suite>.<test>.<name>.<ext>` under the package root.
  case swivel
  /// swift-snapshot-testing's: `__Snapshots__/<TestFile>/<test>.<name>.<ext>` in the test
  /// file's folder, so that an existing suite's folders are used as they are. The suite and a
  /// parameterised case's arguments are not part of the name, as in that library.
  case swiftSnapshotTesting
}
