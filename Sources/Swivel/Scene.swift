/// A named, reproducible screen: a factory for a fresh root view controller. The CLI renders
/// and dumps scenes, and the gallery documents them.
public struct Scene: Sendable {
  /// The scene's name (`AllInCode`).
  public let name: String
  /// One sentence on what the scene shows.
  public let summary: String
  /// The source file that defines it, relative to the package root (for documentation links).
  public let sourcePath: String
  /// The rotation model the scene is written for.
  public let model: RotationModel
  /// The app's supported orientations (Info.plist); nil for the idiom's default.
  public let applicationOrientations: InterfaceOrientationMask?
  private let make: @Sendable () -> ViewController

  /// Creates a scene.
  public init(
    name: String, summary: String, sourcePath: String, model: RotationModel = .modern,
    applicationOrientations: InterfaceOrientationMask? = nil,
    makeController: @escaping @Sendable () -> ViewController
  ) {
    self.name = name
    self.summary = summary
    self.sourcePath = sourcePath
    self.model = model
    self.applicationOrientations = applicationOrientations
    self.make = makeController
  }

  /// Launches the scene on a device and turns it towards `orientation` (the masks decide
  /// whether it gets there).
  ///
  /// - Parameter model: overrides the scene's own rotation model.
  public func launch(
    on device: Device, orientation: InterfaceOrientation = .portrait, model: RotationModel? = nil
  ) throws(OrientationError) -> DeviceHost {
    let host = try DeviceHost(
      device: device, rootViewController: makeController(),
      supportedOrientations: applicationOrientations, model: model ?? self.model)
    try host.rotate(toInterface: orientation)
    return host
  }

  /// The interface orientations the scene can show on a device, in the order portrait,
  /// landscapeLeft, landscapeRight, portraitUpsideDown.
  public func allowedOrientations(on device: Device) throws(OrientationError) -> [InterfaceOrientation] {
    try launch(on: device).effectiveOrientations().orientations
  }

  /// A new root view controller for the scene.
  public func makeController() -> ViewController { make() }
}
