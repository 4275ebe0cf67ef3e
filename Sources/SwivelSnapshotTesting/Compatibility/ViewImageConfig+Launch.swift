extension ViewImageConfig {
  /// The device configuration a controller is launched with for this screen: a device of
  /// `size` (or the controller view's size) with the screen's safe area and the traits' idiom,
  /// in portrait, at the traits' scale or ``hostScreenScale``, its traits overridden by the
  /// configuration's and then `traits`, without a status bar drawn. With no size anywhere
  /// (a controller whose view was never sized) the screen is the iPhone 8's, 375×667 pt.
  func deviceConfiguration(
    for controller: UIKitViewController, size: CGSize?, traits: TraitCollection
  ) -> DeviceConfiguration {
    let merged = TraitCollection(traitsFrom: [self.traits, traits])
    let viewSize = controller.view.bounds.size
    let screenSize =
      size ?? self.size
      ?? (viewSize.width > 0 && viewSize.height > 0
        ? viewSize : SnapshotScreen.iPhone8.portraitSize)
    let device = Device(
      id: "custom", name: "swift-snapshot-testing screen",
      idiom: merged.userInterfaceIdiom == .pad ? .pad : .phone, portraitSize: screenSize,
      scale: merged.displayScale > 0 ? merged.displayScale : Self.hostScreenScale,
      statusBarHeight: safeArea.top, portraitSafeArea: safeArea)
    return DeviceConfiguration(
      device: device, orientation: .portrait, traits: merged, presentation: .init(statusBar: false))
  }
}
