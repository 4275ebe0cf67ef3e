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

  /// Launches `scene` as `configuration` asks, with the scene's own rotation model unless the
  /// configuration sets one and the scene's app orientations.
  static func host(_ scene: Scene, _ configuration: DeviceConfiguration) throws(SnapshotRenderError)
    -> DeviceHost
  {
    var configuration = configuration
    configuration.model = configuration.model ?? scene.model
    return try host(
      scene.makeController(), configuration, supportedOrientations: scene.applicationOrientations)
  }
}
