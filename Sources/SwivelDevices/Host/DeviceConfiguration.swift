/// Where and how a screen is shown: the device, the interface orientation, the rotation model,
/// the traits and how the image is presented. One value chooses a device everywhere: scenes
/// (`Scene.launch(_:)`), snapshot strategies (`.image(on:)`), matrices for `@Test(arguments:)`.
///
/// ```swift
/// @Test(arguments: DeviceConfiguration.matrix(devices: [.iphone6, .ipad], allowedBy: scene))
/// func orientations(_ configuration: DeviceConfiguration) {
///   assertSnapshot(of: scene, as: .image(on: configuration))
/// }
/// ```
public struct DeviceConfiguration: Sendable, Hashable, CustomStringConvertible {
  /// How a screen's image is presented.
  public struct Presentation: Sendable, Hashable {
    /// Turn the image upright the way a person holding the device sees it (matters in the
    /// legacy model only).
    public var asHeld: Bool
    /// Draw the status bar when it is visible.
    public var statusBar: Bool
    /// The device's screen shape around the image (``DeviceFrame``): off by default, so
    /// goldens are the plain screen.
    public var deviceFrame: DeviceFrame

    /// Creates a presentation; the defaults are the window as it is, with its status bar and
    /// no device frame.
    public init(asHeld: Bool = false, statusBar: Bool = true, deviceFrame: DeviceFrame = .none) {
      self.asHeld = asHeld
      self.statusBar = statusBar
      self.deviceFrame = deviceFrame
    }
  }

  /// The device.
  public var device: Device
  /// The interface orientation.
  public var orientation: InterfaceOrientation
  /// The rotation model; nil for the scene's own (`.modern` for a bare controller).
  public var model: RotationModel?
  /// The appearance, text size and direction (`DeviceHost.traitOverrides`); empty for UIKit's
  /// defaults.
  public var traits: TraitCollection
  /// How the image is presented.
  public var presentation: Presentation

  /// Creates a configuration.
  public init(
    device: Device, orientation: InterfaceOrientation = .portrait, model: RotationModel? = nil,
    traits: TraitCollection = TraitCollection(), presentation: Presentation = Presentation()
  ) {
    self.device = device
    self.orientation = orientation
    self.model = model
    self.traits = traits
    self.presentation = presentation
  }

  /// The golden variant: `iphone6.landscapeLeft` (`.legacy` appended for an explicit legacy
  /// model, then the traits' `variantSuffix`: `.dark`, `.accessibilityLarge`, `.rtl`).
  public var variant: String {
    device.variantName(orientation, model: model, traits: traits)
  }

  /// The variant, which is also how a test's argument shows it.
  public var description: String { variant }

  /// Every device × orientation × traits, devices first, then orientations.
  ///
  /// ```swift
  /// DeviceConfiguration.matrix(devices: [.iphone6], orientations: [.portrait],
  ///                            traits: [.init(), .init(userInterfaceStyle: .dark)])
  /// ```
  public static func matrix(
    devices: [Device], orientations: [InterfaceOrientation] = InterfaceOrientation.known,
    model: RotationModel? = nil, traits: [TraitCollection] = [TraitCollection()],
    allowed: (Device) -> [InterfaceOrientation]? = { _ in nil }
  ) -> [DeviceConfiguration] {
    devices.flatMap { device -> [DeviceConfiguration] in
      let permitted = allowed(device)
      return orientations.filter { permitted?.contains($0) ?? true }.flatMap { orientation in
        traits.map {
          DeviceConfiguration(device: device, orientation: orientation, model: model, traits: $0)
        }
      }
    }
  }
}
