import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct DeviceCatalogTests {
  @Test func catalogHasEveryRequiredDeviceOnce() {
    let ids = Device.catalog.map(\.id)
    #expect(Set(ids).count == ids.count)
    for id in [
      "iphone4s", "iphone5s", "iphone6", "iphone6plus", "iphonex", "iphone11", "iphone12",
      "iphone14pro", "iphone15promax", "ipad", "ipadpro11", "ipadpro129",
    ] {
      #expect(Device.named(id) != nil, "missing \(id)")
    }
    #expect(Device.named("nokia") == nil)
  }

  /// Portrait points, scale and status bar from the reference's device table.
  @Test(arguments: [
    ("iphone4s", 320.0, 480.0, 2.0, 20.0), ("iphone5s", 320, 568, 2, 20),
    ("iphone6", 375, 667, 2, 20),
    ("iphone6plus", 414, 736, 3, 20), ("iphonex", 375, 812, 3, 44), ("iphone11", 414, 896, 2, 48),
    ("iphone12", 390, 844, 3, 47), ("iphone14pro", 393, 852, 3, 54),
    ("iphone15promax", 430, 932, 3, 54),
    ("ipad", 768, 1024, 2, 20), ("ipadpro11", 834, 1194, 2, 24), ("ipadpro129", 1024, 1366, 2, 24),
  ])
  func sizesScalesAndStatusBars(
    id: String, width: Double, height: Double, scale: Double, bar: Double
  ) throws {
    let device = try #require(Device.named(id))
    #expect(device.portraitSize == CGSize(width: width, height: height))
    #expect(Double(device.scale) == scale)
    #expect(Double(device.statusBarHeight) == bar)
    #expect(device.screenSize(for: .landscapeLeft) == CGSize(width: height, height: width))
    #expect(device.screenSize(for: .portraitUpsideDown) == CGSize(width: width, height: height))
  }

  /// Safe areas (top/bottom portrait; left/right/bottom landscape) from the reference's table.
  @Test(arguments: [
    ("iphone6", 20.0, 0.0, 0.0, 0.0, 0.0), ("iphone4s", 20, 0, 0, 0, 0),
    ("iphone6plus", 20, 0, 0, 0, 0),
    ("iphonex", 44, 34, 44, 44, 21), ("iphone11", 48, 34, 48, 48, 21),
    ("iphone12", 47, 34, 47, 47, 21),
    ("iphone14pro", 59, 34, 59, 59, 21), ("iphone15promax", 59, 34, 59, 59, 21),
  ])
  func phoneSafeAreas(
    id: String, top: Double, bottom: Double, left: Double, right: Double, landscapeBottom: Double
  ) throws {
    let device = try #require(Device.named(id))
    #expect(
      device.safeAreaInsets(for: .portrait)
        == EdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
    for orientation in [InterfaceOrientation.landscapeLeft, .landscapeRight] {
      #expect(
        device.safeAreaInsets(for: orientation)
          == EdgeInsets(top: 0, left: left, bottom: landscapeBottom, right: right))
    }
  }

  @Test func padsKeepTheirInsetsInLandscape() throws {
    #expect(
      Device.ipad.safeAreaInsets(for: .landscapeLeft)
        == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(
      Device.ipadpro11.safeAreaInsets(for: .landscapeRight)
        == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  /// Size classes: every iPhone wC hR in portrait; in landscape hC, wR only for the large phones;
  /// iPads wR hR both ways (the reference's section 5).
  @Test(arguments: Device.catalog)
  func traitsInEveryOrientation(device: Device) {
    let largePhones: Set = ["iphone6plus", "iphone11", "iphone15promax"]
    for orientation in InterfaceOrientation.known {
      let traits = device.traitCollection(for: orientation)
      #expect(traits.displayScale == device.scale)
      #expect(traits.userInterfaceIdiom == device.idiom)
      switch (device.idiom, orientation.isLandscape) {
      case (.pad, _):
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular)
      case (_, false):
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
      case (_, true):
        #expect(traits.verticalSizeClass == .compact)
        #expect(
          traits.horizontalSizeClass == (largePhones.contains(device.id) ? .regular : .compact))
      }
    }
  }

  @Test func defaultMasksFollowTheIdiom() {
    #expect(Device.iphone6.defaultOrientationMask == .allButUpsideDown)
    #expect(Device.ipad.defaultOrientationMask == .all)
  }
}
