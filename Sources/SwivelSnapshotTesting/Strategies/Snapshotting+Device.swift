extension Snapshotting where Value: UIKitViewController, Format == Bitmap {
  /// The controller launched on an iPhone 6 in portrait, compared exactly.
  public static var image: Snapshotting { image() }

  /// Launches the controller as `configuration` asks (device, orientation, rotation model,
  /// traits, presentation), renders the screen as `extent` asks and checks it as `comparison`
  /// says: the host's image strategy (`Snapshotting<DeviceHost, Bitmap>.image`) applied to the
  /// launched host. An orientation the masks forbid is a failure, not a silent portrait render.
  ///
  /// The controller's appearance callbacks run as under swift-snapshot-testing's harness on
  /// iOS: shown by the window (`viewWillAppear`, `viewDidAppear`), then an explicit
  /// appearance transition (UIKit delivers them again), the render, an explicit disappearance
  /// and the window letting it go (`viewWillDisappear`, `viewDidDisappear`, twice): two of
  /// each per snapshot.
  ///
  /// - Parameter supportedOrientations: the app's supported orientations (Info.plist); nil for
  ///   the idiom's default.
  public static func image(
    on configuration: DeviceConfiguration, supportedOrientations: InterfaceOrientationMask? = nil,
    extent: ImageExtent = .screen, comparison: ImageComparison = .init()
  ) -> Snapshotting {
    launched(extent: extent, comparison: comparison) { _ in
      (configuration, supportedOrientations)
    }
  }

  /// ``image(on:supportedOrientations:extent:comparison:)`` on a `DeviceConfiguration` made of
  /// `device` and the parameters after it, with `precision` and `perceptualPrecision` as its
  /// ``ImageComparison``:
  ///
  /// ```swift
  /// assertSnapshot(of: controller, as: .image(on: .iphonex, orientation: .landscapeLeft))
  /// ```
  public static func image(
    on device: Device = .iphone6, orientation: InterfaceOrientation = .portrait,
    model: RotationModel? = nil, supportedOrientations: InterfaceOrientationMask? = nil,
    traits: TraitCollection = .init(), presentation: DeviceConfiguration.Presentation = .init(),
    extent: ImageExtent = .screen, precision: Double = 1, perceptualPrecision: Double = 1
  ) -> Snapshotting {
    image(
      on: DeviceConfiguration(
        device: device, orientation: orientation, model: model, traits: traits,
        presentation: presentation),
      supportedOrientations: supportedOrientations, extent: extent,
      comparison: .init(precision: precision, perceptualPrecision: perceptualPrecision))
  }

  /// The body of every controller image strategy: launches the controller as `launch` asks for
  /// it and renders the host the way a snapshot harness shows a controller
  /// (`DeviceLaunch.renderShown`).
  static func launched(
    extent: ImageExtent, comparison: ImageComparison,
    launch: @escaping (Value) -> (DeviceConfiguration, InterfaceOrientationMask?)
  ) -> Snapshotting {
    png(comparison) { (controller: Value) throws(SnapshotRenderError) -> Bitmap in
      let (configuration, supportedOrientations) = launch(controller)
      let presentation = configuration.presentation
      let host = try DeviceLaunch.host(
        controller, configuration, supportedOrientations: supportedOrientations)
      return try DeviceLaunch.renderShown(host, presentation: presentation) {
        (host: DeviceHost) throws(SnapshotRenderError) -> Bitmap in
        try HostImage.render(host, presentation: presentation, extent: extent)
      }
    }
  }
}

extension Snapshotting where Value == Scene, Format == Bitmap {
  /// The scene launched on an iPhone 6 in portrait with its own rotation model, compared
  /// exactly.
  public static var image: Snapshotting { image() }

  /// Launches the scene as `configuration` asks, with its app orientations and its own rotation
  /// model unless the configuration names one, renders the screen as `extent` asks and checks
  /// it as `comparison` says: the host's image strategy (`Snapshotting<DeviceHost, Bitmap>.image`)
  /// pulled back through the scene's launch.
  ///
  /// ```swift
  /// @Test(arguments: DeviceConfiguration.matrix(devices: [.iphone6, .ipad], allowedBy: scene))
  /// func screens(_ configuration: DeviceConfiguration) {
  ///   assertSnapshot(of: scene, as: .image(on: configuration))
  /// }
  /// ```
  public static func image(
    on configuration: DeviceConfiguration, extent: ImageExtent = .screen,
    comparison: ImageComparison = .init()
  ) -> Snapshotting {
    Snapshotting<DeviceHost, Bitmap>.image(
      on: configuration.presentation, extent: extent, comparison: comparison
    ).pullback { (scene: Scene) throws(SnapshotRenderError) -> DeviceHost in
      try DeviceLaunch.host(scene, configuration)
    }
  }

  /// `image(on:extent:comparison:)` on a `DeviceConfiguration` made of `device` and the
  /// parameters after it, with `precision` and `perceptualPrecision` as its
  /// ``ImageComparison``:
  ///
  /// ```swift
  /// assertSnapshot(of: scene, as: .image(on: .iphone6, traits: .init(userInterfaceStyle: .dark)))
  /// assertSnapshot(of: scene, as: .image(on: .iphonex, presentation: .init(deviceFrame: true)))
  /// assertSnapshot(of: settings, as: .image(on: .iphone6, extent: .fullContent))
  /// ```
  public static func image(
    on device: Device = .iphone6, orientation: InterfaceOrientation = .portrait,
    model: RotationModel? = nil, traits: TraitCollection = .init(),
    presentation: DeviceConfiguration.Presentation = .init(), extent: ImageExtent = .screen,
    precision: Double = 1, perceptualPrecision: Double = 1
  ) -> Snapshotting {
    image(
      on: DeviceConfiguration(
        device: device, orientation: orientation, model: model, traits: traits,
        presentation: presentation),
      extent: extent,
      comparison: .init(precision: precision, perceptualPrecision: perceptualPrecision))
  }
}
