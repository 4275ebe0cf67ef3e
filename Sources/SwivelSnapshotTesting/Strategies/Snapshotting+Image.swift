import SwivelSupport

extension Snapshotting where Value == View, Format == Bitmap {
  /// The view over a transparent background at its `View.pixelScale` (its window's screen
  /// scale, else its traits' display scale, else 2), compared exactly.
  public static var image: Snapshotting { image() }

  /// The view (its bounds, laid out first) over a transparent background, compared within
  /// `precision` and `perceptualPrecision` (see ``SnapshotTolerance``):
  /// swift-snapshot-testing's `Snapshotting<UIView, UIImage>.image`.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: accepted for source compatibility; Swivel draws every view
  ///     the same way, so it changes nothing.
  ///   - scale: pixels per point; nil takes `traits.displayScale`, else the view's
  ///     `View.pixelScale` (its window's screen scale, else its traits' display scale,
  ///     else 2).
  ///   - size: a size to give the view before rendering (its frame's origin stays).
  ///   - traits: traits the view receives as overrides while it is rendered
  ///     (`.init(preferredContentSizeCategory: .extraLarge)`), restored afterwards.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Double = 1, perceptualPrecision: Double = 1,
    scale: CGFloat? = nil, size: CGSize? = nil, traits: TraitCollection = .init(),
    layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    return png(
      precision: precision, perceptualPrecision: perceptualPrecision, layoutWarnings: layoutWarnings
    ) {
      (view: View) throws(SnapshotRenderError) -> Bitmap in
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
}

extension Snapshotting where Value == Window, Format == Bitmap {
  /// The whole window at its screen scale, over the black screen behind it, compared exactly.
  public static var image: Snapshotting { image() }

  /// The whole window at its screen scale, compared within `precision` and
  /// `perceptualPrecision`.
  public static func image(
    precision: Double = 1, perceptualPrecision: Double = 1,
    layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    png(
      precision: precision, perceptualPrecision: perceptualPrecision, layoutWarnings: layoutWarnings
    ) { (window: Window) throws(SnapshotRenderError) -> Bitmap in
      window.layoutIfNeeded()
      try ImageSize.check(window.bounds.size, scale: window.screenScale, what: "the window")
      SnapshotProvenance.current?.noteTree { ViewTree(window: window) }
      return try ImageSize.rendering { () throws(RenderError) in try window.renderImage() }
    }
  }
}

extension Snapshotting where Value == DeviceHost, Format == Bitmap {
  /// The running host's screen with its status bar, as it is (not turned), compared exactly.
  public static var image: Snapshotting { image() }

  /// The running host's screen (after taps or rotations you drove yourself); `asHeld` turns
  /// the image upright the way a person holding the device sees it; `deviceFrame` draws the
  /// device's screen shape.
  public static func image(
    asHeld: Bool = false, statusBar: Bool = true, deviceFrame: DeviceFrame = .none,
    precision: Double = 1,
    perceptualPrecision: Double = 1, layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    image(
      on: DeviceConfiguration.Presentation(
        asHeld: asHeld, statusBar: statusBar, deviceFrame: deviceFrame),
      precision: precision, perceptualPrecision: perceptualPrecision, layoutWarnings: layoutWarnings
    )
  }

  /// The running host's screen, presented as `presentation` asks: the strategy the controller
  /// and scene strategies are pulled back from.
  public static func image(
    on presentation: DeviceConfiguration.Presentation, precision: Double = 1,
    perceptualPrecision: Double = 1,
    layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    png(
      precision: precision, perceptualPrecision: perceptualPrecision, layoutWarnings: layoutWarnings
    ) { (host: DeviceHost) throws(SnapshotRenderError) -> Bitmap in
      SnapshotProvenance.current?.noteTree { ViewTree(host: host, asHeld: presentation.asHeld) }
      return try ImageSize.rendering { () throws(RenderError) in
        try host.renderImage(
          asHeld: presentation.asHeld, statusBar: presentation.statusBar,
          deviceFrame: presentation.deviceFrame)
      }
    }
  }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
  /// A bitmap you made yourself (a preview sheet, a composed image), compared exactly.
  public static var image: Snapshotting { image() }

  /// A bitmap compared within `precision` and `perceptualPrecision`.
  public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .image(
        tolerance: SnapshotTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
      ),
      layoutWarnings: .ignore
    ) { (bitmap: Bitmap) throws(SnapshotRenderError) -> Bitmap in
      guard bitmap.width > 0, bitmap.height > 0 else {
        throw SnapshotRenderError(
          "the bitmap is \(bitmap.width)×\(bitmap.height) px, and a golden image needs at least one pixel"
        )
      }
      return bitmap
    }
  }
}

/// The size checks every image strategy makes before rendering, so a 0×0 or huge view is a
/// failure with a reason instead of a crash.
enum ImageSize {
  static func check(_ size: CGSize, scale: CGFloat, what: String) throws(SnapshotRenderError) {
    let width = Double(size.width * scale), height = Double(size.height * scale)
    let points =
      "\(PlainNumber.text(size.width, places: 3))×\(PlainNumber.text(size.height, places: 3)) pt"
    guard width.isFinite, height.isFinite, scale.isFinite, scale > 0 else {
      throw SnapshotRenderError(
        "\(what) is \(points) at scale \(PlainNumber.text(scale, places: 3)), which is not a finite image size"
      )
    }
    guard width.rounded(.up) >= 1, height.rounded(.up) >= 1 else {
      throw SnapshotRenderError(
        "\(what) is \(points), so there is nothing to render: give it a frame "
          + "(or call sizeToFit()) before taking the snapshot")
    }
    guard width <= Double(RenderLimits.maxSide), height <= Double(RenderLimits.maxSide),
      width * height <= Double(RenderLimits.maxPixels)
    else {
      throw SnapshotRenderError(
        "\(what) is \(points), \(PlainNumber.text(width.rounded(.up), places: 3))×\(PlainNumber.text(height.rounded(.up), places: 3)) px at "
          + "\(PlainNumber.text(scale, places: 3))×, larger than Swivel renders (at most \(RenderLimits.maxSide) px a side "
          + "and \(RenderLimits.maxPixels) px in all); snapshot a smaller view or a lower scale")
    }
  }

  static func rendering(_ render: () throws(RenderError) -> Bitmap) throws(SnapshotRenderError)
    -> Bitmap
  {
    let bitmap: Bitmap
    do throws(RenderError) {
      bitmap = try render()
    } catch {
      throw SnapshotRenderError(trimmed(error.description))
    }
    guard bitmap.width > 0, bitmap.height > 0 else {
      throw SnapshotRenderError(
        "the render is \(bitmap.width)×\(bitmap.height) px, so there is nothing to compare: give the view a size"
      )
    }
    return bitmap
  }

  /// A message without its final period, so the failure adds exactly one.
  static func trimmed(_ text: String) -> String {
    var text = text
    while text.hasSuffix(".") || text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}

extension Snapshotting where Format == Bitmap {
  /// A PNG strategy that compares within `precision` and `perceptualPrecision`: the shape every
  /// image strategy shares.
  static func png(
    precision: Double, perceptualPrecision: Double, layoutWarnings: LayoutWarningPolicy,
    render: @escaping (Value) throws(SnapshotRenderError) -> Bitmap
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .image(
        tolerance: SnapshotTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
      ),
      layoutWarnings: layoutWarnings, snapshot: render)
  }
}
