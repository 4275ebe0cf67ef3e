extension Snapshotting where Format == Bitmap {
  /// A PNG strategy checked as `comparison` says, with `layoutWarnings` when the comparison
  /// names no policy: the shape every image strategy shares.
  static func png(
    _ comparison: ImageComparison, layoutWarnings: LayoutWarningPolicy = .fail,
    render: @escaping (Value) throws(SnapshotRenderError) -> Bitmap
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png", diffing: .image(tolerance: comparison.tolerance),
      layoutWarnings: comparison.layoutWarnings ?? layoutWarnings, snapshot: render)
  }
}
