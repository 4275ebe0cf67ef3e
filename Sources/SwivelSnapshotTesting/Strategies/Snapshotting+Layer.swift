extension Snapshotting where Value == Layer, Format == Bitmap {
  /// The layer and its sublayers over a transparent image of its bounds, at
  /// ``ViewImageConfig/hostScreenScale``, compared exactly: swift-snapshot-testing's
  /// `Snapshotting<CALayer, UIImage>.image`.
  public static var image: Snapshotting { image() }

  /// The layer rendered at the traits' `displayScale` (else ``ViewImageConfig/hostScreenScale``)
  /// and in their appearance, checked as `comparison` says (layout warnings ignored unless it
  /// names a policy). A layer with an empty bounds is a failure naming its size.
  public static func image(traits: TraitCollection = .init(), comparison: ImageComparison)
    -> Snapshotting
  {
    let scale = traits.displayScale > 0 ? traits.displayScale : ViewImageConfig.hostScreenScale
    let isDark = traits.userInterfaceStyle == .dark
    return Snapshotting<Bitmap, Bitmap>.image(comparison: comparison).pullback {
      (layer: Layer) throws(SnapshotRenderError) -> Bitmap in
      try ImageSize.check(layer.bounds.size, scale: scale, what: "the layer")
      return try ImageSize.rendering { () throws(RenderError) in
        try layer.renderImage(scale: scale, isDark: isDark)
      }
    }
  }

  /// swift-snapshot-testing's `Snapshotting<CALayer, UIImage>.image`:
  /// ``image(traits:comparison:)`` with `precision` and `perceptualPrecision` as its
  /// ``ImageComparison``.
  public static func image(
    precision: Double = 1, perceptualPrecision: Double = 1, traits: TraitCollection = .init()
  ) -> Snapshotting {
    image(
      traits: traits,
      comparison: .init(precision: precision, perceptualPrecision: perceptualPrecision))
  }
}
