extension Snapshotting where Value == Layer, Format == Bitmap {
  /// The layer and its sublayers over a transparent image of its bounds, at
  /// ``ViewImageConfig/hostScreenScale``: swift-snapshot-testing's `Snapshotting<CALayer,
  /// UIImage>.image`.
  public static var image: Snapshotting { image() }

  /// The layer rendered at the traits' `displayScale` (else
  /// ``ViewImageConfig/hostScreenScale``) and in their appearance, compared within `precision`
  /// and `perceptualPrecision`. A layer with an empty bounds is a failure naming its size.
  public static func image(
    precision: Double = 1, perceptualPrecision: Double = 1, traits: TraitCollection = .init()
  ) -> Snapshotting {
    let scale = traits.displayScale > 0 ? traits.displayScale : ViewImageConfig.hostScreenScale
    let isDark = traits.userInterfaceStyle == .dark
    return Snapshotting<Bitmap, Bitmap>.image(
      precision: precision, perceptualPrecision: perceptualPrecision
    )
    .pullback { (layer: Layer) throws(SnapshotRenderError) -> Bitmap in
      try ImageSize.check(layer.bounds.size, scale: scale, what: "the layer")
      return try ImageSize.rendering { () throws(RenderError) in
        try layer.renderImage(scale: scale, isDark: isDark)
      }
    }
  }
}
