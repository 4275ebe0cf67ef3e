extension Snapshotting where Value: UIKitViewController, Format == Bitmap {
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
    image(
      on: DeviceConfiguration(
        device: device, orientation: orientation, model: model, traits: traits,
        presentation: .init(asHeld: asHeld, statusBar: statusBar, deviceFrame: deviceFrame)),
      supportedOrientations: supportedOrientations, precision: precision, perceptualPrecision: perceptualPrecision,
      layoutWarnings: layoutWarnings)
  }

  /// The controller launched as `configuration` asks (device, orientation, model, traits and
  /// presentation): the host's image strategy pulled back through the launch.
  public static func image(
    on configuration: DeviceConfiguration, supportedOrientations: InterfaceOrientationMask? = nil,
    precision: Double = 1, perceptualPrecision: Double = 1, layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    Snapshotting<DeviceHost, Bitmap>.image(
      on: configuration.presentation, precision: precision, perceptualPrecision: perceptualPrecision,
      layoutWarnings: layoutWarnings
    ).pullback { (controller: Value) throws(SnapshotRenderError) -> DeviceHost in
      try DeviceLaunch.host(controller, configuration, supportedOrientations: supportedOrientations)
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
    image(
      on: DeviceConfiguration(
        device: device, orientation: orientation, model: model, traits: traits,
        presentation: .init(asHeld: asHeld, statusBar: statusBar, deviceFrame: deviceFrame)),
      precision: precision, perceptualPrecision: perceptualPrecision, layoutWarnings: layoutWarnings)
  }

  /// The scene on one cell of a device matrix: the cell's device, orientation, traits,
  /// presentation and (when set) rotation model; the host's image strategy pulled back through
  /// the scene's launch.
  ///
  /// ```swift
  /// @Test(arguments: DeviceConfiguration.matrix(devices: [.iphone6, .ipad], allowedBy: scene))
  /// func screens(_ configuration: DeviceConfiguration) {
  ///   assertSnapshot(of: scene, as: .image(on: configuration))
  /// }
  /// ```
  public static func image(
    on configuration: DeviceConfiguration, precision: Double = 1, perceptualPrecision: Double = 1,
    layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    Snapshotting<DeviceHost, Bitmap>.image(
      on: configuration.presentation, precision: precision, perceptualPrecision: perceptualPrecision,
      layoutWarnings: layoutWarnings
    ).pullback { (scene: Scene) throws(SnapshotRenderError) -> DeviceHost in
      var configuration = configuration
      configuration.model = configuration.model ?? scene.model
      return try DeviceLaunch.host(
        scene.makeController(), configuration, supportedOrientations: scene.applicationOrientations)
    }
  }
}

/// Hosting a controller for a device snapshot: an orientation the masks forbid is an error.
enum DeviceLaunch {
  static func host(
    _ controller: UIKitViewController, _ configuration: DeviceConfiguration,
    supportedOrientations: InterfaceOrientationMask?
  ) throws(SnapshotRenderError) -> DeviceHost {
    let host: DeviceHost
    do throws(OrientationError) {
      host = try DeviceHost.launch(controller, configuration, supportedOrientations: supportedOrientations)
    } catch {
      throw SnapshotRenderError(ImageSize.trimmed(error.description))
    }
    let orientation = configuration.orientation
    guard host.interfaceOrientation == orientation else {
      let allowed = (try? host.effectiveOrientations())?.description ?? "none"
      throw SnapshotRenderError(
        "the controller does not allow \(orientation) on \(configuration.device.id) (effective orientations: "
          + "\(allowed)); the interface stayed \(host.interfaceOrientation)")
    }
    return host
  }
}
