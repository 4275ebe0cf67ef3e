/// What checking one render against its golden found.
public enum SnapshotOutcome: Sendable, Equatable {
  /// The render matches the golden (within the tolerance).
  case matched
  /// A golden was written; the test still fails so that someone looks at it.
  case recorded(SnapshotRecording)
  /// The render does not match, or the golden cannot be used.
  case failed(SnapshotFailure)

  /// True only for ``matched``.
  public var passed: Bool { self == .matched }

  /// The message a test reports, or nil when matched.
  public var message: String? {
    switch self {
    case .matched: nil
    case .recorded(let recording): recording.description
    case .failed(let failure): failure.description
    }
  }
}

/// A golden that a record mode wrote.
public struct SnapshotRecording: Sendable, Equatable, CustomStringConvertible {
  /// Why it was written (`no golden existed`, `record mode all`, …).
  public var reason: String
  /// The golden's path relative to the package root.
  public var path: String
  /// The absolute path of the golden.
  public var absolutePath: String
  /// The record mode in force.
  public var mode: RecordMode

  /// What was written and what to do next.
  public var description: String {
    "Recorded golden \(path) (\(reason); record mode \(mode.rawValue)). Look at the image "
      + "(\(absolutePath)), commit it if it is right, and run the test again."
  }
}

/// Why a snapshot failed, with everything needed to act on it.
public struct SnapshotFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The kinds of failure, each with its own message.
  public enum Kind: Sendable, Equatable {
    /// No golden exists and the record mode does not allow writing one.
    case missingGolden
    /// The golden exists but cannot be read or decoded (the decoder's reason).
    case unreadableGolden(String)
    /// The render and the golden differ in size (pixels: actual, expected).
    case sizeMismatch(actual: Size, expected: Size)
    /// Pixels differ beyond the tolerance.
    case pixelsDiffer(PixelDifference)
    /// The render itself failed.
    case renderFailed(String)
    /// A setting is wrong.
    case configuration(String)
  }

  /// A pixel size.
  public struct Size: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Creates a size.
    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }
  }

  /// What went wrong.
  public var kind: Kind
  /// The golden's path relative to the package root.
  public var goldenPath: String
  /// The screen scale, for converting pixels to points in messages.
  public var scale: CGFloat
  /// Paths of the artifacts written for this failure (`actual`, `expected`, `diff`), if any.
  public var artifacts: [(name: String, path: String)]
  /// A command that records or re-records this golden.
  public var recordHint: String

  /// A readable, multi-line report: what differs, where, and the artifact paths.
  public var description: String {
    var lines: [String]
    switch kind {
    case .missingGolden:
      lines = ["No golden image at \(goldenPath), and the record mode does not write one."]
    case .unreadableGolden(let reason):
      lines = ["The golden image \(goldenPath) cannot be used: \(reason)."]
    case .sizeMismatch(let actual, let expected):
      lines = [
        "Snapshot size differs from the golden \(goldenPath): the render is \(pixels(actual)), "
          + "the golden is \(pixels(expected)).",
      ]
    case .pixelsDiffer(let difference):
      let percent = Double(difference.count) * 100 / Double(max(difference.total, 1))
      var line = "Snapshot differs from the golden \(goldenPath): \(difference.count) of "
        + "\(difference.total) pixels (\(String(format: "%.3f", percent)) %) differ"
      if let box = difference.box {
        line += ", inside x \(box.minX)..<\(box.maxX), y \(box.minY)..<\(box.maxY) px"
          + " = x \(points(box.minX))..<\(points(box.maxX)), y \(points(box.minY))..<\(points(box.maxY)) pt"
          + " at \(scaleText)×"
      }
      lines = [line + "."]
    case .renderFailed(let reason):
      lines = ["The snapshot could not be rendered: \(reason)."]
    case .configuration(let reason):
      lines = ["Snapshot configuration error: \(reason)."]
    }
    for (name, path) in artifacts {
      lines.append("  \(name):" + String(repeating: " ", count: max(1, 10 - name.count)) + path)
    }
    lines.append("  To record: \(recordHint)")
    return lines.joined(separator: "\n")
  }

  private func pixels(_ size: Size) -> String {
    "\(size.width)×\(size.height) px (\(points(size.width))×\(points(size.height)) pt at \(scaleText)×)"
  }

  private var scaleText: String {
    scale == scale.rounded() ? String(Int(scale)) : String(Double(scale))
  }

  private func points(_ pixels: Int) -> String {
    let value = CGFloat(pixels) / (scale > 0 ? scale : 1)
    return value == value.rounded() ? String(Int(value)) : String(Double(value))
  }

  /// Kinds, paths and artifacts equal.
  public static func == (lhs: SnapshotFailure, rhs: SnapshotFailure) -> Bool {
    lhs.kind == rhs.kind && lhs.goldenPath == rhs.goldenPath && lhs.scale == rhs.scale
      && lhs.artifacts.map(\.path) == rhs.artifacts.map(\.path)
  }
}
