/// How different a render may be from its golden and still pass. Exact by default.
public struct SnapshotTolerance: Sendable, Hashable {
  /// A pixel differs when any channel (premultiplied, 0…255) differs by more than this.
  public var channelThreshold: UInt8
  /// At most this many differing pixels pass.
  public var maxDifferingPixels: Int
  /// At most this fraction (0…1) of all pixels may differ; combined with
  /// ``maxDifferingPixels``, the stricter wins.
  public var maxDifferingFraction: Double

  /// Creates a tolerance.
  public init(channelThreshold: UInt8 = 0, maxDifferingPixels: Int = 0, maxDifferingFraction: Double = 1) {
    self.channelThreshold = channelThreshold
    self.maxDifferingPixels = max(0, maxDifferingPixels)
    self.maxDifferingFraction = maxDifferingFraction.isNaN ? 0 : min(max(maxDifferingFraction, 0), 1)
  }

  /// Every pixel equal.
  public static let exact = SnapshotTolerance()

  /// True for the default: no difference allowed.
  public var isExact: Bool { channelThreshold == 0 && maxDifferingPixels == 0 }

  /// Whether `count` differing pixels out of `total` pass.
  public func allows(differing count: Int, of total: Int) -> Bool {
    if count == 0 { return true }
    guard count <= maxDifferingPixels else { return false }
    return total > 0 && Double(count) / Double(total) <= maxDifferingFraction
  }
}
