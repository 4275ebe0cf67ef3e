/// How an image snapshot is checked: the ``SnapshotTolerance`` its pixels are compared within,
/// and what layout warnings raised while the value is made and snapshotted do. Every image
/// strategy takes one as `comparison:`; exact, with the strategy's own layout-warning policy, by
/// default.
///
/// ```swift
/// assertSnapshot(of: scene, as: .image(on: cell, comparison: .init(precision: 0.99)))
/// assertSnapshot(of: badge, as: .image(comparison: .init(layoutWarnings: .ignore)))
/// ```
///
/// The shorter forms (a `Device` in place of a `DeviceConfiguration`, and swift-snapshot-testing's
/// signatures, `.image(on: .iPhone8, precision: 0.98, perceptualPrecision: 0.98)`) take
/// `precision:` and `perceptualPrecision:` instead: `.image(precision: p, perceptualPrecision: q)`
/// is `.image(comparison: ImageComparison(precision: p, perceptualPrecision: q))`.
public struct ImageComparison: Sendable, Hashable {
  /// The fraction of pixels that must match and how close their colours must be.
  public var tolerance: SnapshotTolerance
  /// Whether layout warnings fail the assertion; nil takes the strategy's own policy:
  /// ``LayoutWarningPolicy/fail`` for views, windows, hosts, controllers, scenes and paths,
  /// ``LayoutWarningPolicy/ignore`` for bitmaps, images and layers, which lay nothing out.
  public var layoutWarnings: LayoutWarningPolicy?

  /// Creates a comparison; `precision` and `perceptualPrecision` are the tolerance's
  /// (``SnapshotTolerance/precision`` and ``SnapshotTolerance/perceptualPrecision``).
  public init(
    precision: Double = 1, perceptualPrecision: Double = 1,
    layoutWarnings: LayoutWarningPolicy? = nil
  ) {
    self.tolerance = SnapshotTolerance(
      precision: precision, perceptualPrecision: perceptualPrecision)
    self.layoutWarnings = layoutWarnings
  }
}
