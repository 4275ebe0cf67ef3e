extension Snapshotting where Value == Image, Format == Bitmap {
  /// The image's pixels, compared exactly: swift-snapshot-testing's `Snapshotting<UIImage,
  /// UIImage>.image`.
  public static var image: Snapshotting { image() }

  /// The image's pixels compared within `precision` and `perceptualPrecision`: the bitmap
  /// strategy pulled back through the image.
  ///
  /// - Parameter scale: accepted for source compatibility; the golden holds the image's own
  ///   pixels, whatever its scale.
  public static func image(
    precision: Double = 1, perceptualPrecision: Double = 1, scale: CGFloat? = nil
  ) -> Snapshotting {
    Snapshotting<Bitmap, Bitmap>.image(
      precision: precision, perceptualPrecision: perceptualPrecision
    )
    .pullback { (image: Image) throws(SnapshotRenderError) -> Bitmap in image.bitmap }
  }
}
