import SwivelSupport

/// A named, reproducible screen: a factory for a fresh root view controller. The CLI renders,
/// dumps and films scenes, and the gallery documents them (a SwiftUI `#Preview` or a
/// swift-snapshot-testing fixture, for a whole screen).
///
/// ```swift
/// let login = Scene("Login", summary: "The sign-in form.") { LoginViewController() }
/// ```
public struct Scene: Sendable {
  /// The scene's name (`AllInCode`).
  public let name: String
  /// One sentence on what the scene shows.
  public let summary: String
  /// The source file that defines it, relative to ``packageRoot`` (for documentation links).
  public let sourcePath: String
  /// The folder of the Swift package whose source defines the scene (the nearest folder above
  /// the defining file that holds a `Package.swift`), or nil when it was not found.
  public let packageRoot: String?
  /// The rotation model the scene is written for.
  public let model: RotationModel
  /// The app's supported orientations (Info.plist); nil for the idiom's default.
  public let applicationOrientations: InterfaceOrientationMask?
  private let make: @Sendable () -> UIKitViewController

  /// Creates a scene from a controller factory; the source path is the calling file's, made
  /// relative to the root of the package that holds it.
  ///
  /// ```swift
  /// Scene("Login", summary: "The sign-in form.") { LoginViewController() }
  /// ```
  ///
  /// - Parameters:
  ///   - name: a name for the command line (`swivel render Login`).
  ///   - summary: one sentence for listings and the gallery.
  ///   - model: the rotation model the controller is written for.
  ///   - applicationOrientations: the app's Info.plist mask; nil for the idiom's default.
  ///   - filePath: leave the default: the calling file, for the gallery's source link.
  ///   - makeController: makes a new root view controller each time the scene launches.
  public init(
    _ name: String, summary: String, model: RotationModel = .modern,
    applicationOrientations: InterfaceOrientationMask? = nil, filePath: String = #filePath,
    makeController: @escaping @Sendable () -> UIKitViewController
  ) {
    let location = PackageSourceFile(filePath: filePath)
    self.init(
      name: name, summary: summary, sourcePath: location.relativePath,
      packageRoot: location.packageRoot,
      model: model, applicationOrientations: applicationOrientations, makeController: makeController
    )
  }

  /// Creates a scene whose source path is given relative to the package root (the package is
  /// found from the calling file).
  public init(
    name: String, summary: String, sourcePath: String, model: RotationModel = .modern,
    applicationOrientations: InterfaceOrientationMask? = nil, filePath: String = #filePath,
    makeController: @escaping @Sendable () -> UIKitViewController
  ) {
    self.init(
      name: name, summary: summary, sourcePath: sourcePath,
      packageRoot: PackageSourceFile(filePath: filePath).packageRoot, model: model,
      applicationOrientations: applicationOrientations, makeController: makeController)
  }

  private init(
    name: String, summary: String, sourcePath: String, packageRoot: String?, model: RotationModel,
    applicationOrientations: InterfaceOrientationMask?,
    makeController: @escaping @Sendable () -> UIKitViewController
  ) {
    self.name = name
    self.summary = summary
    self.sourcePath = sourcePath
    self.packageRoot = packageRoot
    self.model = model
    self.applicationOrientations = applicationOrientations
    self.make = makeController
  }

  /// Launches the scene on a device and turns it towards `orientation` (the masks decide
  /// whether it gets there).
  ///
  /// - Parameters:
  ///   - model: overrides the scene's own rotation model.
  ///   - traits: the appearance, text size and direction (`DeviceHost.traitOverrides`).
  public func launch(
    on device: Device, orientation: InterfaceOrientation = .portrait, model: RotationModel? = nil,
    traits: TraitCollection = TraitCollection()
  ) throws(OrientationError) -> DeviceHost {
    try launch(
      DeviceConfiguration(device: device, orientation: orientation, model: model, traits: traits))
  }

  /// Launches the scene as `configuration` asks, with the scene's app orientations and its own
  /// rotation model unless the configuration names one, and turns it towards the
  /// configuration's orientation (the masks decide whether it gets there).
  public func launch(_ configuration: DeviceConfiguration) throws(OrientationError) -> DeviceHost {
    try DeviceHost.launch(
      makeController(), configuration, supportedOrientations: applicationOrientations,
      defaultModel: model)
  }

  /// The interface orientations the scene can show on a device, in the order portrait,
  /// landscapeLeft, landscapeRight, portraitUpsideDown.
  ///
  /// Resolved from the masks, as a launch would, without launching the scene.
  public func allowedOrientations(on device: Device) throws(OrientationError)
    -> [InterfaceOrientation]
  {
    try DeviceHost.launchOrientations(
      of: makeController(), on: device,
      applicationOrientations: applicationOrientations ?? device.defaultOrientationMask
    ).orientations
  }

  /// A new root view controller for the scene.
  public func makeController() -> UIKitViewController { make() }
}
