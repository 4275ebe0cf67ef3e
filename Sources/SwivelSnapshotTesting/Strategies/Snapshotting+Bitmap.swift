extension Snapshotting where Value == Bitmap, Format == Bitmap {
  /// A bitmap you made yourself (a preview sheet, a composed image), compared exactly.
  public static var image: Snapshotting { image() }

  /// A bitmap checked as `comparison` says (layout warnings ignored unless it names a policy).
  /// A bitmap without pixels is a failure naming its size.
  public static func image(comparison: ImageComparison = .init()) -> Snapshotting {
    png(comparison, layoutWarnings: .ignore) {
      (bitmap: Bitmap) throws(SnapshotRenderError) -> Bitmap in
      guard bitmap.width > 0, bitmap.height > 0 else {
        throw SnapshotRenderError(
          "the bitmap is \(bitmap.width)×\(bitmap.height) px, and a golden image needs at least one pixel"
        )
      }
      return bitmap
    }
  }
}

extension Snapshotting where Value == Image, Format == Bitmap {
  /// The image's pixels, compared exactly: swift-snapshot-testing's `Snapshotting<UIImage,
  /// UIImage>.image`.
  public static var image: Snapshotting { image() }

  /// The image's pixels, whatever its scale, checked as `comparison` says: the bitmap strategy
  /// pulled back through the image.
  public static func image(comparison: ImageComparison) -> Snapshotting {
    Snapshotting<Bitmap, Bitmap>.image(comparison: comparison).pullback {
      (image: Image) throws(SnapshotRenderError) -> Bitmap in image.bitmap
    }
  }

  /// swift-snapshot-testing's `Snapshotting<UIImage, UIImage>.image`: `image(comparison:)`
  /// with `precision` and `perceptualPrecision` as its ``ImageComparison``. `scale` changes
  /// nothing: the golden holds the image's own pixels.
  public static func image(
    precision: Double = 1, perceptualPrecision: Double = 1, scale: CGFloat? = nil
  ) -> Snapshotting {
    image(comparison: .init(precision: precision, perceptualPrecision: perceptualPrecision))
  }
}
