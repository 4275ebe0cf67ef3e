import SwivelDevices
import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct LayoutGuideTests {
  /// An iPhone 6 whose root view is 375 × 667 in portrait with the 20-pt status bar as its
  /// safe area, and 667 × 375 with no safe area in landscape (the status bar is hidden).
  let host: DeviceHost
  /// A subview of the root view.
  let box = View()
  /// A superview outside any window.
  let scene = LayoutScene()

  init() throws {
    host = try DeviceHost(device: .iphone6, rootViewController: ViewController())
    host.rootViewController.view.addSubview(box)
  }

  @Test func safeAreaInsetsComeFromTheHostedWindow() {
    let warnings = collectingLayoutWarnings {
      box.pin.top(10, from: .safeArea).horizontally(from: .safeArea).height(44)
    }
    #expect(box.frame == CGRect(x: 0, y: 30, width: 375, height: 44))
    #expect(warnings.isEmpty, "\(warnings.messages)")
  }

  /// A controller's root view has UIKit's system minimum margins (16 pt at the sides in a
  /// compact width, 0 at the top and bottom) measured from the safe area.
  @Test func aRootViewsMarginsAreTheSystemMinimumInsideTheSafeArea() {
    box.pin.all(from: .margins)
    // Safe area (0, 20, 375, 647) inset by 16 at the sides.
    #expect(box.frame == CGRect(x: 16, y: 20, width: 343, height: 647))
  }

  /// Any other view has UIKit's default 8 pt, measured from its safe area.
  @Test func aSubviewsMarginsAreEightPointsInsideItsSafeArea() {
    box.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
    let inner = View()
    box.addSubview(inner)
    inner.pin.all(from: .margins)
    #expect(inner.frame == CGRect(x: 8, y: 28, width: 359, height: 164))
  }

  @Test func landscapeHasNoSafeAreaOnAnIPhone6() throws {
    try host.rotate(to: .landscapeLeft)
    box.pin.top(from: .safeArea).bottom(from: .safeArea).left(from: .margins).width(100)
    // An iPhone 6 in landscape is still horizontally compact: 16-pt root margins.
    #expect(box.frame == CGRect(x: 16, y: 0, width: 100, height: 375))
  }

  @Test func aNestedSuperviewGetsTheOverlapOfTheSafeArea() {
    let banner = View(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    host.rootViewController.view.addSubview(banner)
    let label = View()
    banner.addSubview(label)
    label.pin.top(from: .safeArea).horizontally(16).bottom()
    #expect(label.frame == CGRect(x: 16, y: 20, width: 343, height: 80))
  }

  @Test func outsideAWindowTheSafeAreaIsTheBounds() {
    scene.box.pin.all(from: .safeArea)
    #expect(scene.box.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
    scene.box.pin.all(4, from: .margins)
    #expect(scene.box.frame == CGRect(x: 12, y: 12, width: 376, height: 576))
  }

  /// PinLayout's `pin.keyboardArea` is the keyboard layout guide's frame: with no keyboard on
  /// screen, the strip under the safe area (34 pt tall on an iPhone X in portrait).
  @Test func keyboardAreaIsTheStripBelowTheSafeAreaWhileNoKeyboardIsShown() throws {
    let phone = try DeviceHost(device: .iphonex, rootViewController: ViewController())
    let root = try #require(phone.rootViewController.view)
    #expect(root.pin.keyboardArea == CGRect(x: 0, y: 778, width: 375, height: 34))
    let bar = View()
    root.addSubview(bar)
    bar.pin.horizontally().height(44).bottom(root.pin.keyboardArea.height)
    #expect(bar.frame == CGRect(x: 0, y: 734, width: 375, height: 44))
  }

  @Test func keyboardAreaHasNoHeightOutsideAHostedWindow() {
    scene.box.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(scene.box.pin.keyboardArea == CGRect(x: 0, y: 50, width: 100, height: 0))
  }
}
