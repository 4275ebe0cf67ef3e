extension Snapshotting where Value == DeviceHost, Format == Bitmap {
  /// The running host's screen with every accessibility element outlined and numbered in
  /// VoiceOver's order, beside a legend of number, label, value, traits and hint
  /// (`AccessibilityImage`), compared exactly.
  public static var accessibilityImage: Snapshotting { accessibilityImage() }

  /// The accessibility image, compared within `precision` and `perceptualPrecision`.
  public static func accessibilityImage(
    statusBar: Bool = true, precision: Double = 1, perceptualPrecision: Double = 1,
    layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    png(
      ImageComparison(
        precision: precision, perceptualPrecision: perceptualPrecision,
        layoutWarnings: layoutWarnings)
    ) {
      (host: DeviceHost) throws(SnapshotRenderError) -> Bitmap in
      try ImageSize.rendering { () throws(RenderError) in
        try AccessibilityImage.render(host, statusBar: statusBar)
      }
    }
  }
}

extension Snapshotting where Value == Scene, Format == Bitmap {
  /// The scene on an iPhone 6 in portrait as an accessibility image.
  public static var accessibilityImage: Snapshotting { accessibilityImage() }

  /// The scene launched on `device` in `orientation` with `traits`, as an accessibility image:
  ///
  /// ```swift
  /// assertSnapshot(of: scene, as: .accessibilityImage(on: .iphonex, orientation: .landscapeLeft))
  /// ```
  public static func accessibilityImage(
    on device: Device = .iphone6, orientation: InterfaceOrientation = .portrait,
    traits: TraitCollection = TraitCollection(), precision: Double = 1,
    perceptualPrecision: Double = 1,
    layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    accessibilityImage(
      on: DeviceConfiguration(device: device, orientation: orientation, traits: traits),
      precision: precision, perceptualPrecision: perceptualPrecision, layoutWarnings: layoutWarnings
    )
  }

  /// The scene on one cell of a device matrix as an accessibility image (the configuration's
  /// status bar choice applies; the screen is never turned or framed).
  public static func accessibilityImage(
    on configuration: DeviceConfiguration, precision: Double = 1, perceptualPrecision: Double = 1,
    layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    Snapshotting<DeviceHost, Bitmap>.accessibilityImage(
      statusBar: configuration.presentation.statusBar, precision: precision,
      perceptualPrecision: perceptualPrecision, layoutWarnings: layoutWarnings
    ).pullback { (scene: Scene) throws(SnapshotRenderError) -> DeviceHost in
      try DeviceLaunch.host(scene, configuration)
    }
  }
}

extension Snapshotting where Value: UIKitViewController, Format == Bitmap {
  /// The controller launched on `device` in `orientation` with `traits`, as an accessibility
  /// image.
  public static func accessibilityImage(
    on device: Device = .iphone6, orientation: InterfaceOrientation = .portrait,
    traits: TraitCollection = TraitCollection(),
    supportedOrientations: InterfaceOrientationMask? = nil,
    precision: Double = 1, perceptualPrecision: Double = 1,
    layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    let configuration = DeviceConfiguration(
      device: device, orientation: orientation, traits: traits)
    return Snapshotting<DeviceHost, Bitmap>.accessibilityImage(
      precision: precision, perceptualPrecision: perceptualPrecision, layoutWarnings: layoutWarnings
    ).pullback { (controller: Value) throws(SnapshotRenderError) -> DeviceHost in
      try DeviceLaunch.host(controller, configuration, supportedOrientations: supportedOrientations)
    }
  }
}
