public import Testing

/// One cell of a device × orientation matrix, for `@Test(arguments:)`:
///
/// ```swift
/// @Test(arguments: DeviceConfiguration.matrix(devices: [.iphone6, .ipad], allowedBy: scene))
/// func orientations(_ configuration: DeviceConfiguration) {
///   assertSnapshot(of: scene, as: .image(on: configuration))
/// }
/// ```
public struct DeviceConfiguration: Sendable, Hashable, CustomTestStringConvertible {
  /// The device.
  public var device: Device
  /// The interface orientation.
  public var orientation: InterfaceOrientation
  /// The rotation model; nil for the scene's own.
  public var model: RotationModel?
  /// The appearance, text size and direction (`DeviceHost.traitOverrides`); empty for UIKit's
  /// defaults.
  public var traits: TraitCollection

  /// Creates a cell.
  public init(
    device: Device, orientation: InterfaceOrientation, model: RotationModel? = nil,
    traits: TraitCollection = TraitCollection()
  ) {
    self.device = device
    self.orientation = orientation
    self.model = model
    self.traits = traits
  }

  /// The golden variant: `iphone6.landscapeLeft` (`.legacy` appended for an explicit legacy
  /// model, then the traits' `variantSuffix`: `.dark`, `.accessibilityLarge`, `.rtl`).
  public var variant: String {
    device.variantName(orientation, model: model, traits: traits)
  }

  /// The variant, as the test's argument label.
  public var testDescription: String { variant }

  /// Every device × orientation × traits, devices first, then orientations; with `scene`,
  /// only the orientations the scene allows on each device.
  ///
  /// ```swift
  /// DeviceConfiguration.matrix(devices: [.iphone6], orientations: [.portrait],
  ///                            traits: [.init(), .init(userInterfaceStyle: .dark)])
  /// ```
  public static func matrix(
    devices: [Device], orientations: [InterfaceOrientation] = InterfaceOrientation.known,
    model: RotationModel? = nil, traits: [TraitCollection] = [TraitCollection()], allowedBy scene: Scene? = nil
  ) -> [DeviceConfiguration] {
    devices.flatMap { device -> [DeviceConfiguration] in
      let allowed = scene.map { (try? $0.allowedOrientations(on: device)) ?? [] }
      return orientations.filter { allowed?.contains($0) ?? true }.flatMap { orientation in
        traits.map { DeviceConfiguration(device: device, orientation: orientation, model: model, traits: $0) }
      }
    }
  }
}

/// The configuration's former name.
@available(*, deprecated, renamed: "DeviceConfiguration")
public typealias SnapshotDevice = DeviceConfiguration
