extension Snapshotting where Value == DeviceHost, Format == Bitmap {
  /// The running host's screen as `extent` asks: `.fullContent` grows the window so that the
  /// first visible scroll view shows its whole content (`DeviceHost.renderFullContentImage(of:statusBar:showingBounds:)`).
  public static func image(
    extent: ImageExtent, statusBar: Bool = true, precision: Double = 1,
    perceptualPrecision: Double = 1,
    layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    guard extent == .fullContent else {
      return image(
        statusBar: statusBar, precision: precision, perceptualPrecision: perceptualPrecision,
        layoutWarnings: layoutWarnings)
    }
    return png(
      precision: precision, perceptualPrecision: perceptualPrecision, layoutWarnings: layoutWarnings
    ) {
      (host: DeviceHost) throws(SnapshotRenderError) -> Bitmap in
      do throws(FullContentRenderError) {
        return try host.renderFullContentImage(statusBar: statusBar)
      } catch {
        throw SnapshotRenderError(ImageSize.trimmed(error.description))
      }
    }
  }
}

extension Snapshotting where Value == Scene, Format == Bitmap {
  /// The scene launched on `device` in `orientation` with `traits`, rendered as `extent` asks:
  ///
  /// ```swift
  /// assertSnapshot(of: settings, as: .image(on: .iphone6, extent: .fullContent))  // the whole scroll view
  /// ```
  public static func image(
    on device: Device = .iphone6, orientation: InterfaceOrientation = .portrait,
    traits: TraitCollection = TraitCollection(), extent: ImageExtent, statusBar: Bool = true,
    precision: Double = 1, perceptualPrecision: Double = 1,
    layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    image(
      on: DeviceConfiguration(
        device: device, orientation: orientation, traits: traits,
        presentation: .init(statusBar: statusBar)),
      extent: extent, precision: precision, perceptualPrecision: perceptualPrecision,
      layoutWarnings: layoutWarnings)
  }

  /// The scene on one cell of a device matrix, rendered as `extent` asks (the configuration's
  /// status bar choice applies).
  public static func image(
    on configuration: DeviceConfiguration, extent: ImageExtent, precision: Double = 1,
    perceptualPrecision: Double = 1, layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    Snapshotting<DeviceHost, Bitmap>.image(
      extent: extent, statusBar: configuration.presentation.statusBar, precision: precision,
      perceptualPrecision: perceptualPrecision, layoutWarnings: layoutWarnings
    ).pullback { (scene: Scene) throws(SnapshotRenderError) -> DeviceHost in
      try DeviceLaunch.host(scene, configuration)
    }
  }
}
