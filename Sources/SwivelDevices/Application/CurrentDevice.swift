/// The device the app runs on as app code reads it (`UIDevice`): `CurrentDevice.current`
/// answers for the ``DeviceHost`` running the code, like `Screen.main` and
/// ``Application/shared``.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { … }
/// if UIDevice.current.orientation.isLandscape { … }
/// ```
///
/// Where no host runs code it answers for the iPhone 6 in portrait that `Screen.fallback`
/// is: orientation `.portrait`, idiom `.phone`, name `"iPhone 6"`, model `"iPhone"`.
public final class CurrentDevice {
  /// The simulated device: the running host's, or the one an app delegate is launching on
  /// (in portrait), an iPhone 6 without either.
  public let device: Device
  /// The device's physical orientation (`orientation`): where the host last turned it, even
  /// when the interface did not follow (``DeviceHost/deviceOrientation``).
  public let orientation: DeviceOrientation

  private init(device: Device, orientation: DeviceOrientation) {
    self.device = device
    self.orientation = orientation
  }

  /// The device of the host running the code now (`UIDevice.current`).
  public static var current: CurrentDevice {
    if let host = RunningHost.current?.host {
      return CurrentDevice(device: host.device, orientation: host.deviceOrientation)
    }
    return CurrentDevice(
      device: ApplicationLaunch.current?.device ?? .iphone6, orientation: .portrait)
  }

  /// The iOS version every hosted device reports as ``systemVersion``.
  public static let reportedSystemVersion = "17.0"

  /// The idiom (`userInterfaceIdiom`): `.phone` or `.pad`.
  public var userInterfaceIdiom: UserInterfaceIdiom { device.idiom }

  /// The operating system's name (`systemName`): `"iOS"`.
  public var systemName: String { "iOS" }

  /// The operating system's version (`systemVersion`): ``reportedSystemVersion``, `"17.0"`.
  public var systemVersion: String { CurrentDevice.reportedSystemVersion }

  /// The device's name (`name`), as a simulator reports it: the model's name, such as
  /// `"iPhone X"` or `"iPad Pro 11\""`.
  public var name: String { device.name }

  /// The kind of device (`model`): `"iPhone"` or `"iPad"`.
  public var model: String { device.idiom == .pad ? "iPad" : "iPhone" }

  /// The kind of device in the user's language (`localizedModel`): ``model``.
  public var localizedModel: String { model }

  /// Whether the device reports orientation changes (`isGeneratingDeviceOrientationNotifications`):
  /// always true, a hosted device's ``orientation`` is always known.
  public var isGeneratingDeviceOrientationNotifications: Bool { true }

  /// Does nothing: a hosted device always reports its orientation
  /// (`beginGeneratingDeviceOrientationNotifications()`).
  public func beginGeneratingDeviceOrientationNotifications() {}

  /// Does nothing (`endGeneratingDeviceOrientationNotifications()`).
  public func endGeneratingDeviceOrientationNotifications() {}
}
