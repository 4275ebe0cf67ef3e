extension Snapshotting where Value == View, Format == Bitmap {
  /// The view over a transparent background at its pixel scale, compared exactly.
  public static var image: Snapshotting { image() }

  /// The view (its bounds, laid out first) over a transparent background, checked as
  /// `comparison` says.
  ///
  /// - Parameters:
  ///   - scale: pixels per point; nil takes `traits.displayScale`, else the view's
  ///     `View.pixelScale` (its window's screen scale, else its traits' display scale,
  ///     else 2).
  ///   - size: a size to give the view before rendering (its frame's origin stays).
  ///   - traits: traits the view receives as overrides while it is rendered
  ///     (`.init(preferredContentSizeCategory: .extraLarge)`), restored afterwards.
  ///   - comparison: the tolerance and layout-warning policy (``ImageComparison``).
  public static func image(
    scale: CGFloat? = nil, size: CGSize? = nil, traits: TraitCollection = .init(),
    comparison: ImageComparison
  ) -> Snapshotting {
    png(comparison) { (view: View) throws(SnapshotRenderError) -> Bitmap in
      try ViewPreparation.with(view, size: size, traits: traits) {
        () throws(SnapshotRenderError) -> Bitmap in
        view.layoutIfNeeded()
        let scale = scale ?? (traits.displayScale > 0 ? traits.displayScale : view.pixelScale)
        try ImageSize.check(view.bounds.size, scale: scale, what: "the \(type(of: view))")
        SnapshotProvenance.current?.noteTree { ViewTree(view: view, scale: scale) }
        return try ImageSize.rendering { () throws(RenderError) in
          try view.renderImage(scale: scale)
        }
      }
    }
  }

  /// swift-snapshot-testing's `Snapshotting<UIView, UIImage>.image`:
  /// ``image(scale:size:traits:comparison:)`` with `precision` and `perceptualPrecision` as its
  /// ``ImageComparison``. `drawHierarchyInKeyWindow` changes nothing: Swivel draws every view
  /// the same way.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Double = 1, perceptualPrecision: Double = 1,
    scale: CGFloat? = nil, size: CGSize? = nil, traits: TraitCollection = .init()
  ) -> Snapshotting {
    image(
      scale: scale, size: size, traits: traits,
      comparison: .init(precision: precision, perceptualPrecision: perceptualPrecision))
  }
}

extension Snapshotting where Value == Window, Format == Bitmap {
  /// The whole window at its screen scale, over the black screen behind it, compared exactly.
  public static var image: Snapshotting { image() }

  /// The whole window at its screen scale, over the black screen behind it, checked as
  /// `comparison` says.
  public static func image(comparison: ImageComparison) -> Snapshotting {
    png(comparison) { (window: Window) throws(SnapshotRenderError) -> Bitmap in
      window.layoutIfNeeded()
      try ImageSize.check(window.bounds.size, scale: window.screenScale, what: "the window")
      SnapshotProvenance.current?.noteTree { ViewTree(window: window) }
      return try ImageSize.rendering { () throws(RenderError) in try window.renderImage() }
    }
  }

  /// `image(comparison:)` with `precision` and `perceptualPrecision` as its
  /// ``ImageComparison``.
  public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
    image(comparison: .init(precision: precision, perceptualPrecision: perceptualPrecision))
  }
}
