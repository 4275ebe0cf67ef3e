extension Snapshotting where Value == View, Format == String {
  /// The view's accessibility elements in the order VoiceOver visits them, one a line with
  /// label, value, traits and hint (`AccessibilityDescription`), stored as `.txt`.
  /// Failures show a unified line diff.
  public static var accessibilityDescription: Snapshotting { accessibilityDescription() }

  /// The accessibility description with a layout-warning policy.
  public static func accessibilityDescription(layoutWarnings: LayoutWarningPolicy = .fail)
    -> Snapshotting
  {
    Snapshotting(pathExtension: "txt", diffing: .lines, layoutWarnings: layoutWarnings) {
      (view: View) throws(SnapshotRenderError) -> String in
      view.layoutIfNeeded()
      return AccessibilityDescription.text(view.accessibilityElementsInOrder())
    }
  }
}

extension Snapshotting where Value == DeviceHost, Format == String {
  /// The running host's screen as VoiceOver reads it (its window's elements in order).
  public static var accessibilityDescription: Snapshotting { accessibilityDescription() }

  /// The running host's screen as VoiceOver reads it, with a layout-warning policy.
  public static func accessibilityDescription(layoutWarnings: LayoutWarningPolicy = .fail)
    -> Snapshotting
  {
    Snapshotting<View, String>.accessibilityDescription(layoutWarnings: layoutWarnings)
      .pullback { (host: DeviceHost) throws(SnapshotRenderError) -> View in host.window }
  }
}

extension Snapshotting where Value == Scene, Format == String {
  /// The scene on an iPhone 6 in portrait as VoiceOver reads it.
  public static var accessibilityDescription: Snapshotting { accessibilityDescription() }

  /// The scene launched on `device` in `orientation` with `traits` (a right-to-left layout
  /// reads each row from the right) as VoiceOver reads it:
  ///
  /// ```swift
  /// assertSnapshot(of: scene, as: .accessibilityDescription(on: .iphonex, traits: .init(layoutDirection: .rightToLeft)))
  /// ```
  public static func accessibilityDescription(
    on device: Device = .iphone6, orientation: InterfaceOrientation = .portrait,
    traits: TraitCollection = TraitCollection(), layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    accessibilityDescription(
      on: DeviceConfiguration(device: device, orientation: orientation, traits: traits),
      layoutWarnings: layoutWarnings)
  }

  /// The scene on one cell of a device matrix as VoiceOver reads it.
  public static func accessibilityDescription(
    on configuration: DeviceConfiguration, layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    Snapshotting<DeviceHost, String>.accessibilityDescription(layoutWarnings: layoutWarnings)
      .pullback { (scene: Scene) throws(SnapshotRenderError) -> DeviceHost in
        try DeviceLaunch.host(scene, configuration)
      }
  }
}

extension Snapshotting where Value: UIKitViewController, Format == String {
  /// The controller on an iPhone 6 in portrait as VoiceOver reads it.
  public static var accessibilityDescription: Snapshotting { accessibilityDescription() }

  /// The controller launched on `device` in `orientation` with `traits` as VoiceOver reads it.
  public static func accessibilityDescription(
    on device: Device = .iphone6, orientation: InterfaceOrientation = .portrait,
    traits: TraitCollection = TraitCollection(),
    supportedOrientations: InterfaceOrientationMask? = nil,
    layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    let configuration = DeviceConfiguration(
      device: device, orientation: orientation, traits: traits)
    return Snapshotting<DeviceHost, String>.accessibilityDescription(layoutWarnings: layoutWarnings)
      .pullback { (controller: Value) throws(SnapshotRenderError) -> DeviceHost in
        try DeviceLaunch.host(
          controller, configuration, supportedOrientations: supportedOrientations)
      }
  }
}
