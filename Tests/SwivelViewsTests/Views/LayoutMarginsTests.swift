import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// A controller that counts `viewLayoutMarginsDidChange()` calls.
final class MarginRecorder: ViewController {
  var marginChanges = 0
  override func viewLayoutMarginsDidChange() { marginChanges += 1 }
}

/// Layout margins as UIKit documents them (see docs/reference/margins-and-safe-areas.md).
@Suite struct LayoutMarginsTests {
  /// "For most views, the default layout margins are 8 points on each side."
  @Test func aPlainViewHasEightPointMargins() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.layoutMargins == EdgeInsets(all: 8))
    #expect(
      view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 84))
    #expect(view.preservesSuperviewLayoutMargins == false)
    #expect(view.insetsLayoutMarginsFromSafeArea == true)
  }

  /// The root view: 16 pt at the sides in a compact width, 0 at the top and bottom, measured
  /// from the safe area (20-pt status bar on an iPhone 6).
  @Test func aRootViewInACompactWidthHasSixteenPointSides() throws {
    let controller = ViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(
      controller.systemMinimumLayoutMargins
        == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(controller.viewRespectsSystemMinimumLayoutMargins)
    #expect(controller.view.layoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
    try host.rotate(to: .landscapeLeft)
    // An iPhone 6 in landscape is still compact in width; the status bar is hidden.
    #expect(controller.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
  }

  @Test func aRootViewInARegularWidthHasTwentyPointSides() throws {
    let controller = ViewController()
    let host = try DeviceHost(device: .ipad, rootViewController: controller)
    #expect(
      controller.systemMinimumLayoutMargins
        == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    #expect(controller.view.layoutMargins == EdgeInsets(top: 20, left: 20, bottom: 0, right: 20))
    withExtendedLifetime(host) {}
  }

  /// An iPhone 6 Plus is regular in width in landscape.
  @Test func aPlusPhoneInLandscapeGetsRegularMargins() throws {
    let controller = MarginRecorder()
    let host = try DeviceHost(device: .iphone6plus, rootViewController: controller)
    #expect(controller.view.layoutMargins.left == 16)
    let before = controller.marginChanges
    try host.rotate(to: .landscapeLeft)
    #expect(controller.view.layoutMargins.left == 20)
    // The size class changed (and the status bar's safe area went away): reported.
    #expect(controller.marginChanges > before)
  }

  /// In the legacy model the 20-pt status bar stays in landscape, so only the size class
  /// changes the margins; the change is still reported.
  @Test func aSizeClassChangeAloneReportsTheMarginsChange() throws {
    let controller = MarginRecorder()
    let host = try DeviceHost(device: .iphone6plus, rootViewController: controller, model: .legacy)
    #expect(controller.view.layoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
    let before = controller.marginChanges
    try host.rotate(to: .landscapeLeft)
    #expect(controller.view.layoutMargins == EdgeInsets(top: 20, left: 20, bottom: 0, right: 20))
    #expect(controller.marginChanges == before + 1)
  }

  /// "If the value for one system minimum margin is 20 points and you specify a value of 10
  /// for the same margin on the view, the view uses the value 20."
  @Test func theSystemMinimumIsAFloorUnderARootViewsOwnMargins() throws {
    let controller = ViewController()
    let host = try DeviceHost(device: .ipad, rootViewController: controller)
    controller.view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 5, leading: 10, bottom: 5, trailing: 40)
    // The 20-pt status bar's safe area adds to the top.
    #expect(controller.view.layoutMargins == EdgeInsets(top: 25, left: 20, bottom: 5, right: 40))
    controller.viewRespectsSystemMinimumLayoutMargins = false
    #expect(controller.view.layoutMargins == EdgeInsets(top: 25, left: 10, bottom: 5, right: 40))
    withExtendedLifetime(host) {}
  }

  /// iPhone X in portrait: the safe area (44 top, 34 bottom) plus the system minimum.
  @Test func marginsAreMeasuredFromTheSafeArea() throws {
    let controller = ViewController()
    let host = try DeviceHost(device: .iphonex, rootViewController: controller)
    #expect(controller.view.layoutMargins == EdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
    let banner = View(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    controller.view.addSubview(banner)
    #expect(banner.layoutMargins == EdgeInsets(top: 52, left: 8, bottom: 8, right: 8))
    banner.insetsLayoutMarginsFromSafeArea = false
    #expect(banner.layoutMargins == EdgeInsets(all: 8))
    try host.rotate(to: .landscapeLeft)
    #expect(controller.view.layoutMargins == EdgeInsets(top: 0, left: 60, bottom: 21, right: 60))
  }

  /// A 200 × 100 view in a window (which carries the layout direction), unhosted: no safe area.
  private static func viewInAWindow() -> (Window, View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.addSubview(view)
    return (window, view)
  }

  @Test func directionalMarginsFollowTheLayoutDirection() {
    let (window, view) = Self.viewInAWindow()
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 1, leading: 10, bottom: 2, trailing: 30)
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 10, bottom: 2, right: 30))
    window.layoutDirection = .rightToLeft
    // "The leading margin is applied to the right edge of the view in right-to-left layouts."
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 30, bottom: 2, right: 10))
    #expect(
      view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30))
    #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 30, y: 1, width: 160, height: 97))
  }

  @Test func fixedMarginsKeepTheirSidesInRightToLeft() {
    let (window, view) = Self.viewInAWindow()
    view.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
    window.layoutDirection = .rightToLeft
    #expect(view.layoutMargins == EdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
    #expect(
      view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
  }

  /// "The amount of the adjustment is the smallest amount needed to ensure that content is
  /// also inside the superview's margins."
  @Test func preservingTheSuperviewsMarginsGrowsOnlyWhereNeeded() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    parent.layoutMargins = EdgeInsets(top: 20, left: 40, bottom: 20, right: 40)
    let content = View(frame: CGRect(x: 10, y: 0, width: 280, height: 300))
    parent.addSubview(content)
    #expect(content.layoutMargins == EdgeInsets(all: 8))
    content.preservesSuperviewLayoutMargins = true
    // The parent's margin edges lie at x = 40 and 260, y = 20 and 280: 30 pt inside the
    // content's left and right edges, 20 pt inside its top and bottom.
    #expect(content.layoutMargins == EdgeInsets(top: 20, left: 30, bottom: 20, right: 30))
    content.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
    #expect(content.layoutMargins == EdgeInsets(all: 8))
  }

  @Test func settingMarginsCallsLayoutMarginsDidChangeAndLaysOut() {
    final class Watcher: View {
      var changes = 0
      override func layoutMarginsDidChange() { changes += 1 }
    }
    let view = Watcher(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layoutIfNeeded()
    view.layoutMargins = EdgeInsets(all: 12)
    #expect(view.changes == 1)
    #expect(view.needsLayout)
    view.layoutMargins = EdgeInsets(all: 12)
    #expect(view.changes == 1)
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    view.preservesSuperviewLayoutMargins = true
    view.insetsLayoutMarginsFromSafeArea = false
    #expect(view.changes == 4)
  }

  @Test func aSafeAreaChangeReportsTheMarginsChangeToo() throws {
    let controller = MarginRecorder()
    let host = try DeviceHost(device: .iphonex, rootViewController: controller)
    let launched = controller.marginChanges
    #expect(launched >= 1)
    try host.rotate(to: .landscapeLeft)
    #expect(controller.marginChanges == launched + 1)
  }

  /// useyourloaf.com: on a 1024-pt-wide iPad in landscape the readable content guide "is 672
  /// points wide and inset 176 points from the edges of the view".
  @Test func theReadableContentGuideIs672PointsWideOnAnIPadInLandscape() throws {
    let controller = ViewController()
    let host = try DeviceHost(device: .ipad, rootViewController: controller)
    try host.rotate(to: .landscapeLeft)
    let frame = controller.view.readableContentGuide.layoutFrame
    #expect(frame.width == 672)
    #expect(frame.minX == 176)
    #expect(frame.minY == controller.view.layoutMarginsGuide.layoutFrame.minY)
    #expect(frame.height == controller.view.layoutMarginsGuide.layoutFrame.height)
  }

  @Test func theReadableContentGuideIsTheMarginsOnANarrowView() throws {
    let controller = ViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(
      controller.view.readableContentGuide.layoutFrame
        == CGRect(x: 16, y: 20, width: 343, height: 647))
    withExtendedLifetime(host) {}
  }

  @Test func guidesFollowTheirViewAndNameTheirKind() throws {
    let controller = ViewController()
    let host = try DeviceHost(device: .iphonex, rootViewController: controller)
    let safe = controller.view.safeAreaLayoutGuide
    #expect(safe.kind == .safeArea)
    #expect(safe.owningView === controller.view)
    #expect(safe.layoutFrame == CGRect(x: 0, y: 44, width: 375, height: 734))
    try host.rotate(to: .landscapeLeft)
    #expect(safe.layoutFrame == CGRect(x: 44, y: 0, width: 724, height: 354))
    var guide: LayoutGuide? = nil
    do {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      guide = view.layoutMarginsGuide
    }
    #expect(guide?.layoutFrame == .zero)
  }
}
