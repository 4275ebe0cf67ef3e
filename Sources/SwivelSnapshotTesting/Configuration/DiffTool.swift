extension SnapshotTestingConfiguration {
  /// The command a failure message offers for comparing the golden with the new snapshot:
  /// swift-snapshot-testing's `DiffTool`, set with `withSnapshotTesting(diffTool:)` or the
  /// `.snapshots(diffTool:)` trait.
  ///
  /// ```swift
  /// withSnapshotTesting(diffTool: .ksdiff) { assertSnapshot(of: view, as: .image) }
  /// withSnapshotTesting(diffTool: "compare") { … }  // "compare <golden> <actual>"
  /// ```
  public struct DiffTool: Sendable, ExpressibleByStringLiteral {
    private let tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

    /// A tool given by the text it makes from the golden's path and the new snapshot's.
    public init(
      _ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String
    ) {
      self.tool = tool
    }

    /// A command followed by the golden's path and the new snapshot's.
    public init(stringLiteral value: String) {
      self.tool = { "\(value) \($0) \($1)" }
    }

    /// Kaleidoscope: `ksdiff "<golden>" "<actual>"`.
    public static let ksdiff = DiffTool { "ksdiff \"\($0)\" \"\($1)\"" }

    /// The two files as `file://` URLs, one a line.
    public static let `default` = DiffTool { "file://\($0)\nfile://\($1)" }

    /// The text for a golden and a new snapshot.
    public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
      tool(currentFilePath, failedFilePath)
    }
  }
}
