extension DeviceLaunch {
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
