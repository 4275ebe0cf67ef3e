import Foundation
import SwivelSupport

/// Why a snapshot failed, with everything needed to act on it.
public struct SnapshotFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The kinds of failure, each with its own message.
  public enum Kind: Sendable, Equatable {
    /// No golden exists and the record mode does not allow writing one.
    case missingGolden
    /// The golden exists but cannot be read or decoded (the reason).
    case unreadableGolden(String)
    /// The render and the golden differ in size (pixels: actual, expected).
    case sizeMismatch(actual: Size, expected: Size)
    /// Pixels differ beyond the tolerance.
    case pixelsDiffer(PixelDifference)
    /// Text differs: the unified diff of the golden (`-`) against the snapshot (`+`).
    case textDiffers(String)
    /// The snapshot could not be taken (the reason).
    case renderFailed(String)
    /// The golden could not be written in a record mode.
    case goldenNotWritten(FileOutputError)
    /// Another assertion in this run already used this golden (its source location).
    case duplicateGolden(otherCall: String, thisCall: String)
    /// The snapshot matched, but its layout pass raised layout warnings.
    case layoutWarnings([String])
    /// A setting is wrong (the reason and what to do).
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
  /// The golden's path relative to the package root (absolute when outside it).
  public var goldenPath: String
  /// The screen scale, for converting pixels to points in messages.
  public var scale: CGFloat
  /// The artifacts of this failure (`actual`, `expected`, `diff`), written or not.
  public var artifacts: [SnapshotAttachment]
  /// A command that records or re-records this golden, or what to fix first.
  public var recordHint: String
  /// Layout warnings raised while taking the snapshot (when the strategy does not ignore them).
  public var layoutWarnings: [String] = []
  /// Lines added by the assertion (`CI is set: …`, the report's path).
  public var notes: [String] = []
  /// The golden's absolute location, when the check got as far as finding it.
  package var goldenURL: URL?
  /// ``ByteDigest`` of the golden's bytes as the check read them; nil when it had none.
  package var goldenDigest: String?
  /// What the golden's own record says about the mismatch (a different renderer, what changed
  /// in the view tree), printed before everything else.
  package var findings: [String] = []
  /// The views that changed since the golden was recorded, most differing pixels first, for
  /// the report to outline.
  package var treeChanges: [ViewTreeChange] = []
  /// Whether the golden records another renderer than this machine's.
  package var isFromAnotherRenderer = false

  /// Creates a failure.
  public init(
    kind: Kind, goldenPath: String, scale: CGFloat = 1, artifacts: [SnapshotAttachment] = [],
    recordHint: String
  ) {
    self.kind = kind
    self.goldenPath = goldenPath
    self.scale = scale
    self.artifacts = artifacts
    self.recordHint = recordHint
  }

  /// A readable, multi-line report: what the golden's record explains (a different renderer,
  /// the changed views), what differs, where, the tolerance, and the artifacts.
  public var description: String {
    var lines = findings + [headline]
    if case .textDiffers(let diff) = kind { lines.append(diff) }
    if !layoutWarnings.isEmpty {
      if case .layoutWarnings = kind {
      } else {
        lines.append("Layout warnings while taking the snapshot:")
      }
      lines += layoutWarnings.map { "  - " + $0 }
    }
    for artifact in artifacts {
      let pad = String(repeating: " ", count: max(1, 10 - artifact.name.count))
      lines.append(
        "  \(artifact.name):" + pad
          + (artifact.path ?? "(not written: \(artifact.writeError ?? "unknown reason"))"))
    }
    lines += notes
    lines.append("  To record: \(recordHint)")
    return lines.joined(separator: "\n")
  }

  private var headline: String {
    switch kind {
    case .missingGolden:
      return "No golden at \(goldenPath), and the record mode does not write one."
    case .unreadableGolden(let reason):
      return "The golden \(goldenPath) cannot be used: \(reason)."
    case .sizeMismatch(let actual, let expected):
      return
        "Snapshot size differs from the golden \(goldenPath): the render is \(pixels(actual)), "
        + "the golden is \(pixels(expected))."
    case .pixelsDiffer(let difference):
      let percent = Double(difference.count) * 100 / Double(max(difference.total, 1))
      var line =
        "Snapshot differs from the golden \(goldenPath): \(difference.count) of \(difference.total) pixels "
        + "(\(PlainNumber.text(percent, places: 3)) %) differ"
      if let box = difference.box {
        line +=
          ", inside x \(box.minX)..<\(box.maxX), y \(box.minY)..<\(box.maxY) px"
          + " = x \(points(box.minX))..<\(points(box.maxX)), y \(points(box.minY))..<\(points(box.maxY)) pt"
          + " at \(PlainNumber.text(scale, places: 3))×"
      }
      let tolerance = difference.tolerance
      line += ". Tolerance: \(tolerance)"
      if !tolerance.isExact {
        line +=
          "; allowed: \(tolerance.allowedDifferingPixels(of: difference.total)) differing pixels"
        if let worst = difference.maxDeltaE {
          line += "; measured: largest ΔE2000 \(PlainNumber.text(worst, places: 2))"
        }
      }
      return line + "."
    case .textDiffers:
      return "Snapshot differs from the golden \(goldenPath) (- golden, + snapshot):"
    case .renderFailed(let reason):
      return "The snapshot for \(goldenPath) could not be taken: \(reason)."
    case .goldenNotWritten(let error):
      return
        "Could not record the golden \(goldenPath): \(error.reason) (\(error.step.rawValue) \(error.path))."
    case .duplicateGolden(let other, let this):
      return
        "Two snapshot assertions resolve to the same golden \(goldenPath): \(other) and \(this). "
        + "Give one of them another name (named:)."
    case .layoutWarnings(let warnings):
      return "The snapshot matches \(goldenPath), but its layout raised \(warnings.count) layout "
        + "warning\(warnings.count == 1 ? "" : "s") (pass layoutWarnings: .ignore to the strategy, in its ImageComparison for an image, to allow them):"
    case .configuration(let reason):
      return "Snapshot configuration error: \(reason)."
    }
  }

  private func pixels(_ size: Size) -> String {
    "\(size.width)×\(size.height) px (\(points(size.width))×\(points(size.height)) pt at \(PlainNumber.text(scale, places: 3))×)"
  }

  private func points(_ pixels: Int) -> String {
    PlainNumber.text(CGFloat(pixels) / (scale > 0 ? scale : 1), places: 3)
  }

  /// Kinds, paths and artifacts equal.
  public static func == (lhs: SnapshotFailure, rhs: SnapshotFailure) -> Bool {
    lhs.kind == rhs.kind && lhs.goldenPath == rhs.goldenPath && lhs.scale == rhs.scale
      && lhs.artifacts == rhs.artifacts
  }
}
