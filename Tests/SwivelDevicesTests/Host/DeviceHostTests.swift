import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// Records every rotation callback with what was visible inside it.
class RotationRecorder: ViewController {
  var log: [String] = []
  var mask: InterfaceOrientationMask?
  var autorotates = true
  var preferred: InterfaceOrientation?

  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    mask ?? super.supportedInterfaceOrientations
  }
  override var shouldAutorotate: Bool { autorotates }
  override var preferredInterfaceOrientationForPresentation: InterfaceOrientation? { preferred }

  private var state: String {
    let size = view.bounds.size
    return
      "\(Int(size.width))x\(Int(size.height)) \(interfaceOrientation) v\(traitCollection.verticalSizeClass)"
  }

  override func willTransition(to newCollection: TraitCollection) {
    log.append("willTransition(to: v\(newCollection.verticalSizeClass)) [\(state)]")
  }
  override func traitCollectionDidChange(_ previous: TraitCollection?) {
    log.append(
      "traitCollectionDidChange(from: v\(previous?.verticalSizeClass ?? .unspecified)) [\(state)]")
  }
  override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews [\(state)]") }
  override func updateInterface() { log.append("updateInterface [\(state)]") }
  override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews [\(state)]") }
  override func willRotate(to orientation: InterfaceOrientation, duration: Double) {
    log.append("willRotate(to: \(orientation)) [\(state)]")
  }
  override func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {
    log.append("willAnimateRotation(to: \(orientation)) [\(state)]")
  }
  override func didRotate(from orientation: InterfaceOrientation) {
    log.append("didRotate(from: \(orientation)) [\(state)]")
  }
}

/// Also implements the iOS 8 size callback (without calling super, as UIKit apps did).
final class SizeRecorder: RotationRecorder {
  override func viewWillTransition(to size: CGSize) {
    log.append("viewWillTransition(to: \(Int(size.width))x\(Int(size.height))) [\(state2)]")
  }
  private var state2: String {
    "\(Int(view.bounds.width))x\(Int(view.bounds.height)) \(interfaceOrientation) v\(traitCollection.verticalSizeClass)"
  }
}

@Suite struct DeviceHostTests {
  @Test func launchesInPortraitWithDeviceTraits() throws {
    let controller = RotationRecorder()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(host.interfaceOrientation == .portrait)
    #expect(host.deviceOrientation == .portrait)
    // The device's traits, plus UIKit's defaults for the appearance, text size and direction.
    #expect(
      controller.traitCollection
        == TraitCollection(traitsFrom: [
          .systemDefaults, Device.iphone6.traitCollection(for: .portrait),
        ]))
    #expect(controller.traitCollection.userInterfaceStyle == .light)
    #expect(controller.traitCollection.preferredContentSizeCategory == .large)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(host.applicationOrientations == .allButUpsideDown)
  }

  @Test func modernCallbackOrderAndVisibleState() throws {
    let controller = SizeRecorder()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    controller.log = []
    #expect(try host.rotate(to: .landscapeLeft))
    #expect(host.interfaceOrientation == .landscapeRight)
    #expect(
      controller.log == [
        "willTransition(to: vcompact) [375x667 portrait vregular]",
        "viewWillTransition(to: 667x375) [375x667 portrait vregular]",
        "traitCollectionDidChange(from: vregular) [667x375 landscapeRight vcompact]",
        "viewWillLayoutSubviews [667x375 landscapeRight vcompact]",
        "updateInterface [667x375 landscapeRight vcompact]",
        "viewDidLayoutSubviews [667x375 landscapeRight vcompact]",
      ])
  }

  @Test func modernControllersWithoutTheSizeCallbackStillGetLegacyCallbacks() throws {
    let controller = RotationRecorder()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    controller.log = []
    try host.rotate(to: .landscapeRight)
    #expect(controller.log.first == "willTransition(to: vcompact) [375x667 portrait vregular]")
    #expect(controller.log.contains("willRotate(to: landscapeLeft) [375x667 portrait vregular]"))
    #expect(
      controller.log.suffix(2) == [
        "willAnimateRotation(to: landscapeLeft) [667x375 landscapeLeft vcompact]",
        "didRotate(from: portrait) [667x375 landscapeLeft vcompact]",
      ])
  }

  @Test func iPadRotationChangesNoTraitsSoNoTraitCallbacks() throws {
    let controller = SizeRecorder()
    let host = try DeviceHost(device: .ipad, rootViewController: controller)
    controller.log = []
    try host.rotate(to: .landscapeLeft)
    #expect(controller.log.first == "viewWillTransition(to: 1024x768) [768x1024 portrait vregular]")
    #expect(
      !controller.log.contains {
        $0.hasPrefix("willTransition") || $0.hasPrefix("traitCollectionDidChange")
      })
  }

  @Test func legacyCallbackOrderAndVisibleState() throws {
    let controller = RotationRecorder()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller, model: .legacy)
    controller.log = []
    try host.rotate(to: .landscapeLeft)
    #expect(
      controller.log == [
        "willRotate(to: landscapeRight) [375x667 portrait vregular]",
        "viewWillLayoutSubviews [667x375 landscapeRight vcompact]",
        "updateInterface [667x375 landscapeRight vcompact]",
        "viewDidLayoutSubviews [667x375 landscapeRight vcompact]",
        "willAnimateRotation(to: landscapeRight) [667x375 landscapeRight vcompact]",
        "didRotate(from: portrait) [667x375 landscapeRight vcompact]",
      ])
  }

  @Test(arguments: [
    (InterfaceOrientation.landscapeRight, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)),
    (.landscapeLeft, CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)),
  ])
  func legacyRootViewGetsTheRotationAndSwappedBounds(
    orientation: InterfaceOrientation, transform: CGAffineTransform
  ) throws {
    let controller = ViewController()
    let host = try DeviceHost(device: .iphone5s, rootViewController: controller, model: .legacy)
    try host.rotate(toInterface: orientation)
    #expect(host.window.bounds.size == CGSize(width: 320, height: 568))
    #expect(controller.view.transform == transform)
    #expect(controller.view.bounds == CGRect(x: 0, y: 0, width: 568, height: 320))
    // The iOS ≤ 7 log: frame = (0 0; 320 568) under the rotation.
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
    #expect(!host.isStatusBarHidden)
    #expect(host.statusBarFrame == CGRect(x: 0, y: 0, width: 568, height: 20))
  }

  @Test func upsideDownLegacyTransformIsAHalfTurn() throws {
    let controller = ViewController()
    let host = try DeviceHost(
      device: .ipad, rootViewController: controller, supportedOrientations: .all, model: .legacy)
    try host.rotate(to: .portraitUpsideDown)
    #expect(controller.view.transform == CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
  }

  final class EveryWay: ViewController {
    override var supportedInterfaceOrientations: InterfaceOrientationMask { .all }
  }

  final class UpsideDownOnly: ViewController {
    override var supportedInterfaceOrientations: InterfaceOrientationMask { .portraitUpsideDown }
  }

  @Test(arguments: [Device.iphonex, .iphone11, .iphone15promax])
  func faceIDPhonesNeverTurnUpsideDown(device: Device) throws {
    let host = try DeviceHost(
      device: device, rootViewController: EveryWay(), supportedOrientations: .all)
    #expect(try host.effectiveOrientations() == .allButUpsideDown)
    #expect(try !host.rotate(to: .portraitUpsideDown))
    #expect(host.interfaceOrientation == .portrait)
    #expect(host.deviceOrientation == .portraitUpsideDown)
  }

  @Test(arguments: [Device.iphone6, .iphone4s, .ipad])
  func homeButtonDevicesTurnUpsideDownWhenAllowed(device: Device) throws {
    let host = try DeviceHost(
      device: device, rootViewController: EveryWay(), supportedOrientations: .all)
    #expect(try host.effectiveOrientations() == .all)
    #expect(try host.rotate(to: .portraitUpsideDown))
    #expect(host.interfaceOrientation == .portraitUpsideDown)
  }

  @Test func anUpsideDownOnlyAppStillLaunchesOnAFaceIDPhone() throws {
    // The hardware rule never empties the masks: they alone decide then.
    let host = try DeviceHost(
      device: .iphonex, rootViewController: UpsideDownOnly(), supportedOrientations: .all)
    #expect(host.interfaceOrientation == .portraitUpsideDown)
  }

  @Test func modernWindowBoundsFollowTheInterface() throws {
    let controller = ViewController()
    let host = try DeviceHost(device: .iphonex, rootViewController: controller)
    try host.rotate(to: .landscapeRight)
    #expect(host.window.bounds.size == CGSize(width: 812, height: 375))
    #expect(controller.view.transform == .identity)
    #expect(host.isStatusBarHidden)
    #expect(host.statusBarFrame == .zero)
    #expect(host.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
  }

  @Test func iPadStatusBarStaysVisibleInLandscape() throws {
    let host = try DeviceHost(device: .ipadpro11, rootViewController: ViewController())
    try host.rotate(to: .landscapeLeft)
    #expect(!host.isStatusBarHidden)
    #expect(host.statusBarFrame == CGRect(x: 0, y: 0, width: 1194, height: 24))
  }

  @Test func safeAreaOfASubviewIsItsOverlapWithTheUnsafeEdges() throws {
    let controller = ViewController()
    let host = try DeviceHost(device: .iphonex, rootViewController: controller)
    let child = View(frame: CGRect(x: 0, y: 30, width: 100, height: 100))
    controller.view.addSubview(child)
    #expect(child.safeAreaInsets == EdgeInsets(top: 14, left: 0, bottom: 0, right: 0))
    try host.rotate(to: .landscapeLeft)
    #expect(child.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 0, right: 0))
  }

  @Test func masksDecideWhetherTheInterfaceFollows() throws {
    let controller = RotationRecorder()
    controller.mask = [.portrait, .landscapeLeft]
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(try !host.rotate(to: .landscapeLeft))  // interface landscapeRight: not allowed
    #expect(host.interfaceOrientation == .portrait)
    #expect(host.deviceOrientation == .landscapeLeft)
    #expect(try host.rotate(to: .landscapeRight))
    #expect(host.interfaceOrientation == .landscapeLeft)
    #expect(try !host.rotate(to: .portraitUpsideDown))  // not in the phone's app mask
    #expect(host.interfaceOrientation == .landscapeLeft)
  }

  @Test func flatAndUnknownOrientationsAreNoOps() throws {
    let host = try DeviceHost(device: .iphone6, rootViewController: ViewController())
    try host.rotate(toInterface: .landscapeLeft)
    for flat in [DeviceOrientation.faceUp, .faceDown, .unknown] {
      #expect(try !host.rotate(to: flat))
      #expect(host.interfaceOrientation == .landscapeLeft)
      #expect(host.deviceOrientation == flat)
    }
  }

  @Test func controllersThatDoNotAutorotateNeverTurn() throws {
    let controller = RotationRecorder()
    controller.autorotates = false
    controller.mask = []  // not consulted
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(try !host.rotate(to: .landscapeLeft))
    #expect(host.interfaceOrientation == .portrait)
  }

  @Test func emptyIntersectionIsUIKitsError() {
    let controller = RotationRecorder()
    controller.mask = .portraitUpsideDown
    #expect {
      try DeviceHost(device: .iphone6, rootViewController: controller)
    } throws: { error in
      "\(error)".hasPrefix(
        "Supported orientations has no common orientation with the application, and [RotationRecorder shouldAutorotate] is returning YES"
      )
    }
  }

  @Test func maskChangesAfterLaunchAreCheckedOnRotation() throws {
    let controller = RotationRecorder()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    controller.mask = .portraitUpsideDown
    #expect(throws: OrientationError.self) { try host.rotate(to: .landscapeLeft) }
  }

  @Test func preferredOrientationOutsideTheSupportedSetIsAnError() {
    let controller = RotationRecorder()
    controller.mask = .portrait
    controller.preferred = .landscapeRight
    #expect(
      throws: OrientationError.preferredOrientationUnsupported(
        preferred: .landscapeRight, supported: .portrait)
    ) {
      try DeviceHost(device: .iphone6, rootViewController: controller)
    }
    #expect(
      OrientationError.preferredOrientationUnsupported(
        preferred: .landscapeRight, supported: .portrait
      ).description
        == "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!"
    )
  }

  @Test func launchAvoidsPortraitWhenTheMasksForbidIt() throws {
    let controller = RotationRecorder()
    controller.mask = .landscape
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(host.interfaceOrientation == .landscapeLeft)
    #expect(controller.view.bounds.size == CGSize(width: 667, height: 375))
    let preferring = RotationRecorder()
    preferring.mask = .landscape
    preferring.preferred = .landscapeRight
    #expect(
      try DeviceHost(device: .iphone6, rootViewController: preferring).interfaceOrientation
        == .landscapeRight)
  }

  @Test func emptyApplicationMaskIsAnError() {
    #expect(throws: OrientationError.emptyApplicationMask) {
      try DeviceHost(
        device: .iphone6, rootViewController: ViewController(), supportedOrientations: [])
    }
  }

  @Test func defaultControllerMaskFollowsTheIdiom() throws {
    let phone = ViewController(), pad = ViewController()
    _ = try DeviceHost(device: .iphone6, rootViewController: phone)
    _ = try DeviceHost(device: .ipad, rootViewController: pad)
    #expect(phone.supportedInterfaceOrientations == .allButUpsideDown)
    #expect(pad.supportedInterfaceOrientations == .all)
  }
}
