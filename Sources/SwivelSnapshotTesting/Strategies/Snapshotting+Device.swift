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
    asHeld: Bool = false, statusBar: Bool = true, deviceFrame: DeviceFrame = .none,
    precision: Double = 1,
    perceptualPrecision: Double = 1, layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    image(
      on: DeviceConfiguration(
        device: device, orientation: orientation, model: model, traits: traits,
        presentation: .init(asHeld: asHeld, statusBar: statusBar, deviceFrame: deviceFrame)),
      supportedOrientations: supportedOrientations, precision: precision,
      perceptualPrecision: perceptualPrecision,
      layoutWarnings: layoutWarnings)
  }

  /// The controller launched as `configuration` asks (device, orientation, model, traits and
  /// presentation): the host's image strategy applied to the launched host.
  ///
  /// The controller's appearance callbacks run as under swift-snapshot-testing's harness on
  /// iOS: shown by the window (`viewWillAppear`, `viewDidAppear`), then an explicit
  /// appearance transition (UIKit delivers them again), the render, an explicit disappearance
  /// and the window letting it go (`viewWillDisappear`, `viewDidDisappear`, twice): two of
  /// each per snapshot.
  public static func image(
    on configuration: DeviceConfiguration, supportedOrientations: InterfaceOrientationMask? = nil,
    precision: Double = 1, perceptualPrecision: Double = 1,
    layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    let hostImage = Snapshotting<DeviceHost, Bitmap>.image(
      on: configuration.presentation, precision: precision,
      perceptualPrecision: perceptualPrecision,
      layoutWarnings: layoutWarnings)
    let render = hostImage.snapshot
    return Snapshotting(
      pathExtension: hostImage.pathExtension, diffing: hostImage.diffing,
      layoutWarnings: hostImage.layoutWarnings
    ) { (controller: Value) throws(SnapshotRenderError) -> Bitmap in
      let host = try DeviceLaunch.host(
        controller, configuration, supportedOrientations: supportedOrientations)
      return try DeviceLaunch.renderShown(
        host, presentation: configuration.presentation, render: render)
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
    on device: Device = .iphone6, orientation: InterfaceOrientation = .portrait,
    model: RotationModel? = nil,
    traits: TraitCollection = TraitCollection(),
    asHeld: Bool = false, statusBar: Bool = true, deviceFrame: DeviceFrame = .none,
    precision: Double = 1,
    perceptualPrecision: Double = 1, layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    image(
      on: DeviceConfiguration(
        device: device, orientation: orientation, model: model, traits: traits,
        presentation: .init(asHeld: asHeld, statusBar: statusBar, deviceFrame: deviceFrame)),
      precision: precision, perceptualPrecision: perceptualPrecision, layoutWarnings: layoutWarnings
    )
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
      on: configuration.presentation, precision: precision,
      perceptualPrecision: perceptualPrecision,
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
      host = try DeviceHost.launch(
        controller, configuration, supportedOrientations: supportedOrientations)
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

  /// Renders a launched host the way a snapshot harness shows a controller: an explicit
  /// appearance transition on the root after the window showed it, `render`, an explicit
  /// disappearance, then the host closed (``DeviceHost/close()``). The view tree for a
  /// failure report is taken before the close.
  static func renderShown(
    _ host: DeviceHost, presentation: DeviceConfiguration.Presentation,
    render: (DeviceHost) throws(SnapshotRenderError) -> Bitmap
  ) throws(SnapshotRenderError) -> Bitmap {
    let controller = host.rootViewController
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    defer { host.close() }
    let image = try render(host)
    if let provenance = SnapshotProvenance.current {
      let tree = ViewTree(host: host, asHeld: presentation.asHeld)
      provenance.noteTree { tree }
    }
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
    return image
  }
}
