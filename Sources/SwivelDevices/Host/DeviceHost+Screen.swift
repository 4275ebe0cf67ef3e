extension DeviceHost {
  /// The device's screen in the interface orientation it shows (`UIScreen`).
  public var screen: Screen {
    Screen(device: device, interfaceOrientation: interfaceOrientation, model: model)
  }

  /// Runs `body` with `Screen.main` answering `screen` (by default this host's screen) and
  /// ``Application/shared`` this host's app: for code outside the host's own entry points that
  /// reads them, such as a render.
  public func withScreen<Result>(_ screen: Screen? = nil, _ body: () throws -> Result) rethrows
    -> Result
  {
    try RunningHost.$current.withValue(RunningHost(self)) {
      try Screen.$current.withValue(screen ?? self.screen, operation: body)
    }
  }

  /// Runs `body` with `Screen.main` as the host's screen in `orientation` (during a launch or
  /// a turn, before the host's own orientation changes).
  func withScreen<Result>(orientation: InterfaceOrientation, _ body: () throws -> Result) rethrows
    -> Result
  {
    try withScreen(Screen(device: device, interfaceOrientation: orientation, model: model), body)
  }
}
