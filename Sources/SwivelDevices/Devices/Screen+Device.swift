extension Screen {
  /// The screen of `device` showing `interfaceOrientation` in a rotation model.
  public init(
    device: Device, interfaceOrientation: InterfaceOrientation = .portrait,
    model: RotationModel = .modern
  ) {
    let portrait = device.portraitSize
    let size = model == .modern ? device.screenSize(for: interfaceOrientation) : portrait
    self.init(
      bounds: CGRect(origin: .zero, size: size), scale: device.scale,
      nativeBounds: CGRect(
        x: 0, y: 0, width: portrait.width * device.scale, height: portrait.height * device.scale))
  }
}
