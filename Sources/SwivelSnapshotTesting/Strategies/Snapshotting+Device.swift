extension Snapshotting where Value == ViewController, Format == Bitmap {
  /// The controller launched on an iPhone 6 in portrait, compared exactly.
  public static var image: Snapshotting { image() }

  /// Launches the controller on `device` (a `DeviceHost` with UIKit's orientation rules),
  /// turns it to `orientation` and renders the screen: swift-snapshot-testing's
  /// `.image(on: .iPhone8)`. An orientation the masks forbid is a failure, not a silent
  /// portrait render.
  ///
  /// - Parameters:
  ///   - supportedOrientations: the app's supported orientations (Info.plist); nil for the
  ///     idiom's default.
  ///   - asHeld: turn the image upright the way a person holding the device sees it (matters
  ///     in the legacy model only).
  ///   - statusBar: draw the status bar when it is visible.
  ///   - deviceFrame: draw the device's screen shape (`true`: rounded corners transparent,
  ///     the notch or Dynamic Island black; `.outline` adds an outline of the device); off
  ///     by default, so goldens are the plain screen.
  ///   - traits: the appearance, text size and layout direction the app runs with
  ///     (`DeviceHost.traitOverrides`): `.init(userInterfaceStyle: .dark,
  ///     preferredContentSizeCategory: .accessibilityLarge)`; empty for UIKit's defaults.
  public static func image(
    on device: Device = .iphone6, orientation: InterfaceOrientation = .portrait,
    model: RotationModel = .modern, supportedOrientations: InterfaceOrientationMask? = nil,
    traits: TraitCollection = TraitCollection(),
    asHeld: Bool = false, statusBar: Bool = true, deviceFrame: DeviceFrame = .none, precision: Double = 1,
    perceptualPrecision: Double = 1, layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    png(precision: precision, perceptualPrecision: perceptualPrecision, layoutWarnings: layoutWarnings) { (controller: ViewController) throws(SnapshotRenderError) -> Bitmap in
      let host = try DeviceLaunch.host(
        controller, on: device, orientation: orientation, model: model, supportedOrientations: supportedOrientations,
        traits: traits)
      return try ImageSize.rendering(scale: host.window.screenScale) { () throws(RenderError) in
        try host.renderImage(asHeld: asHeld, statusBar: statusBar, deviceFrame: deviceFrame)
      }
    }
  }
}

extension Snapshotting where Value == Scene, Format == Bitmap {
  /// The scene launched on an iPhone 6 in portrait with its own rotation model, compared
  /// exactly.
  public static var image: Snapshotting { image() }

  /// Launches the scene on `device` with its app orientations and its own rotation model
  /// (unless `model` overrides it) and `traits` (appearance, text size, direction), turns it
  /// to `orientation` and renders the screen:
  ///
  /// ```swift
  /// assertSnapshot(of: scene, as: .image(on: .iphone6, traits: .init(userInterfaceStyle: .dark)))
  /// assertSnapshot(of: scene, as: .image(on: .iphonex, deviceFrame: true))  // the screen's shape
  /// ```
  public static func image(
    on device: Device = .iphone6, orientation: InterfaceOrientation = .portrait, model: RotationModel? = nil,
    traits: TraitCollection = TraitCollection(),
    asHeld: Bool = false, statusBar: Bool = true, deviceFrame: DeviceFrame = .none, precision: Double = 1,
    perceptualPrecision: Double = 1, layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    png(precision: precision, perceptualPrecision: perceptualPrecision, layoutWarnings: layoutWarnings) { (scene: Scene) throws(SnapshotRenderError) -> Bitmap in
      let host = try DeviceLaunch.host(
        scene.makeController(), on: device, orientation: orientation, model: model ?? scene.model,
        supportedOrientations: scene.applicationOrientations, traits: traits)
      return try ImageSize.rendering(scale: host.window.screenScale) { () throws(RenderError) in
        try host.renderImage(asHeld: asHeld, statusBar: statusBar, deviceFrame: deviceFrame)
      }
    }
  }
}

/// Hosting a controller for a device snapshot.
enum DeviceLaunch {
  static func host(
    _ controller: ViewController, on device: Device, orientation: InterfaceOrientation, model: RotationModel,
    supportedOrientations: InterfaceOrientationMask?, traits: TraitCollection
  ) throws(SnapshotRenderError) -> DeviceHost {
    let host: DeviceHost
    do throws(OrientationError) {
      host = try DeviceHost(
        device: device, rootViewController: controller, supportedOrientations: supportedOrientations, model: model,
        traits: traits)
      try host.rotate(toInterface: orientation)
    } catch {
      throw SnapshotRenderError(ImageSize.trimmed(error.description))
    }
    guard host.interfaceOrientation == orientation else {
      let allowed = (try? host.effectiveOrientations())?.description ?? "none"
      throw SnapshotRenderError(
        "the controller does not allow \(orientation) on \(device.id) (effective orientations: \(allowed)); "
          + "the interface stayed \(host.interfaceOrientation)")
    }
    return host
  }
}

extension Snapshotting where Value == Scene, Format == Bitmap {
  /// The scene on one cell of a device matrix: the cell's device, orientation, traits and
  /// (when set) rotation model.
  ///
  /// ```swift
  /// @Test(arguments: DeviceConfiguration.matrix(devices: [.iphone6, .ipad], allowedBy: scene))
  /// func screens(_ configuration: DeviceConfiguration) {
  ///   assertSnapshot(of: scene, as: .image(on: configuration))
  /// }
  /// ```
  public static func image(
    on configuration: DeviceConfiguration, asHeld: Bool = false, statusBar: Bool = true,
    deviceFrame: DeviceFrame = .none, precision: Double = 1, perceptualPrecision: Double = 1,
    layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    image(
      on: configuration.device, orientation: configuration.orientation, model: configuration.model,
      traits: configuration.traits, asHeld: asHeld, statusBar: statusBar, deviceFrame: deviceFrame,
      precision: precision, perceptualPrecision: perceptualPrecision, layoutWarnings: layoutWarnings)
  }
}
