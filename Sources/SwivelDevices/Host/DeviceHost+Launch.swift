extension DeviceHost {
  /// Hosts `controller` on the configuration's device with its traits and rotation model
  /// (`defaultModel` when it names none) and turns it towards the configuration's orientation.
  /// The masks decide whether it gets there: compare `interfaceOrientation` when it must.
  ///
  /// - Parameter supportedOrientations: the app's supported orientations (Info.plist); nil for
  ///   the idiom's default.
  public static func launch(
    _ controller: UIKitViewController, _ configuration: DeviceConfiguration,
    supportedOrientations: InterfaceOrientationMask? = nil, defaultModel: RotationModel = .modern
  ) throws(OrientationError) -> DeviceHost {
    let host = try DeviceHost(
      device: configuration.device, rootViewController: controller,
      supportedOrientations: supportedOrientations,
      model: configuration.model ?? defaultModel, traits: configuration.traits)
    try host.rotate(toInterface: configuration.orientation)
    return host
  }
}
