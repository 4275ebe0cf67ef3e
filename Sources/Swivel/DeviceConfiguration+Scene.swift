extension DeviceConfiguration {
  /// Every device × orientation × traits that `scene` allows, devices first, then
  /// orientations: the orientations its masks forbid on a device are left out.
  ///
  /// ```swift
  /// @Test(arguments: DeviceConfiguration.matrix(devices: [.iphone6, .ipad], allowedBy: scene))
  /// ```
  public static func matrix(
    devices: [Device], orientations: [InterfaceOrientation] = InterfaceOrientation.known,
    model: RotationModel? = nil, traits: [TraitCollection] = [TraitCollection()],
    allowedBy scene: Scene
  ) -> [DeviceConfiguration] {
    matrix(devices: devices, orientations: orientations, model: model, traits: traits) { device in
      (try? scene.allowedOrientations(on: device)) ?? []
    }
  }
}
