extension Window {
  /// Creates a window the size of a device's screen in an interface orientation.
  public convenience init(device: Device, interfaceOrientation: InterfaceOrientation = .portrait) {
    let size = device.screenSize(for: interfaceOrientation)
    self.init(frame: CGRect(origin: .zero, size: size), scale: device.scale)
    self.interfaceOrientation = interfaceOrientation
  }

  /// A window the size of `device`'s screen in `orientation`, hosting `controller` as its root.
  public convenience init(
    rootViewController controller: UIKitViewController, device: Device,
    interfaceOrientation: InterfaceOrientation = .portrait
  ) {
    self.init(device: device, interfaceOrientation: interfaceOrientation)
    rootViewController = controller
    rootViewControllerChanged(from: nil)
  }

  /// The device host whose window this is; nil for a window made on its own.
  var host: DeviceHost? { hostObject as? DeviceHost }
}
