import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// Logs every rotation callback with the bounds it sees.
private class Logging: ViewController {
  var log: [String] = []
  func bounds() -> String { "\(Int(view.bounds.width))x\(Int(view.bounds.height))" }
  override func willRotate(to orientation: InterfaceOrientation, duration: Double) {
    log.append("willRotate \(bounds())")
  }
  override func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {
    log.append("willAnimate \(bounds())")
  }
  override func didRotate(from orientation: InterfaceOrientation) {
    log.append("didRotate \(bounds())")
  }
  override func updateInterface() { log.append("updateInterface \(bounds())") }
}

/// Overrides the coordinator form, calling super or not.
private final class CoordinatorForm: Logging {
  let callsSuper: Bool
  var context: ViewControllerTransitionCoordinatorContext?
  init(callsSuper: Bool) {
    self.callsSuper = callsSuper
    super.init()
  }
  required init?(coder: NSCoder) { nil }
  override func viewWillTransition(
    to size: CGSize, with coordinator: ViewControllerTransitionCoordinator
  ) {
    log.append("withCoordinator \(bounds()) → \(Int(size.width))x\(Int(size.height))")
    if callsSuper { super.viewWillTransition(to: size, with: coordinator) }
    coordinator.animate(
      alongsideTransition: { [unowned self] context in
        self.context = context
        log.append("alongside \(self.bounds())")
      },
      completion: { [unowned self] _ in log.append("completion \(self.bounds())") })
  }
}

/// Overrides only the one-argument form.
private final class OneArgumentForm: Logging {
  let callsSuper: Bool
  init(callsSuper: Bool) {
    self.callsSuper = callsSuper
    super.init()
  }
  required init?(coder: NSCoder) { nil }
  override func viewWillTransition(to size: CGSize) {
    log.append("oneArgument \(self.bounds())")
    if callsSuper { super.viewWillTransition(to: size) }
  }
}

/// Overrides both forms; the coordinator form calls super.
private final class BothForms: Logging {
  override func viewWillTransition(
    to size: CGSize, with coordinator: ViewControllerTransitionCoordinator
  ) {
    log.append("withCoordinator")
    super.viewWillTransition(to: size, with: coordinator)
  }
  override func viewWillTransition(to size: CGSize) {
    log.append("oneArgument")
  }
}

@Suite struct TransitionCoordinatorTests {
  @Test func alongsideBlocksRunAfterTheNewLayoutAndCompletionAfter() throws {
    let controller = CoordinatorForm(callsSuper: false)
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    controller.log = []
    try host.rotate(toInterface: .landscapeLeft)
    // UIKit: the size callback sees the old bounds; alongside blocks run inside the animation
    // with the new bounds; completion after. Without super, no legacy callbacks.
    #expect(
      controller.log == [
        "withCoordinator 375x667 → 667x375", "updateInterface 667x375", "alongside 667x375",
        "completion 667x375",
      ])
  }

  @Test func contextDescribesTheRotation() throws {
    let controller = CoordinatorForm(callsSuper: false)
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    try host.rotate(toInterface: .landscapeRight)
    let context = try #require(controller.context)
    #expect(context.transitionDuration == 0.3)
    #expect(context.isAnimated)
    #expect(!context.isInteractive)
    #expect(!context.isCancelled)
    // Portrait → landscapeRight: the interface turns 90° (clockwise on screen, y down).
    #expect(context.targetTransform == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
  }

  @Test(arguments: [
    (
      InterfaceOrientation.portrait, InterfaceOrientation.landscapeRight,
      CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    ),
    (.portrait, .landscapeLeft, CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)),
    (.landscapeLeft, .landscapeRight, CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)),
    (.landscapeRight, .portrait, CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)),
    (.portrait, .portraitUpsideDown, CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)),
    (.landscapeLeft, .landscapeLeft, CGAffineTransform.identity),
  ])
  func targetTransformIsTheDifferenceOfTheOrientations(
    from old: InterfaceOrientation, to new: InterfaceOrientation, expected: CGAffineTransform
  ) {
    #expect(ViewControllerTransitionCoordinatorContext.rotation(from: old, to: new) == expected)
  }

  @Test func targetTransformOnAnIPadUpsideDownIsAHalfTurn() throws {
    let controller = CoordinatorForm(callsSuper: false)
    let host = try DeviceHost(
      device: .ipad, rootViewController: controller, supportedOrientations: .all)
    try host.rotate(toInterface: .portraitUpsideDown)
    #expect(
      controller.context?.targetTransform
        == CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
  }

  @Test func coordinatorFormCallingSuperKeepsTheLegacyCallbacks() throws {
    let controller = CoordinatorForm(callsSuper: true)
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    controller.log = []
    try host.rotate(toInterface: .landscapeLeft)
    #expect(
      controller.log == [
        "withCoordinator 375x667 → 667x375", "willRotate 375x667", "updateInterface 667x375",
        "willAnimate 667x375",
        "alongside 667x375", "didRotate 667x375", "completion 667x375",
      ])
  }

  @Test func oneArgumentFormStillWorksAndWithoutSuperTurnsLegacyOff() throws {
    let controller = OneArgumentForm(callsSuper: false)
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    controller.log = []
    try host.rotate(toInterface: .landscapeLeft)
    #expect(controller.log == ["oneArgument 375x667", "updateInterface 667x375"])
  }

  @Test func oneArgumentFormCallingSuperKeepsTheLegacyCallbacks() throws {
    let controller = OneArgumentForm(callsSuper: true)
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    controller.log = []
    try host.rotate(toInterface: .landscapeLeft)
    #expect(
      controller.log == [
        "oneArgument 375x667", "willRotate 375x667", "updateInterface 667x375",
        "willAnimate 667x375", "didRotate 667x375",
      ])
  }

  @Test func whenBothAreOverriddenTheCoordinatorFormRunsFirstAndReachesTheOtherThroughSuper() throws
  {
    let controller = BothForms()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    controller.log = []
    try host.rotate(toInterface: .landscapeLeft)
    // The one-argument override does not call super, so no legacy callbacks.
    #expect(controller.log == ["withCoordinator", "oneArgument", "updateInterface 667x375"])
  }

  @Test func framesSetInAlongsideBlocksAreWhatTheFilmShowsAtTheEndOfTheAnimation() throws {
    final class Badge: ViewController {
      let badge = View()
      override func viewDidLoad() { view.addSubview(badge) }
      override func viewWillTransition(
        to size: CGSize, with coordinator: ViewControllerTransitionCoordinator
      ) {
        coordinator.animate(alongsideTransition: { [unowned self] _ in
          badge.frame = CGRect(x: 0, y: 0, width: size.width, height: 10)
        })
      }
    }
    let controller = Badge()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    let stages = try #require(try host.rotationStages(to: .landscapeLeft, showingBounds: false))
    #expect(stages.animated.size == CGSize(width: 667, height: 375))
    #expect(controller.badge.frame == CGRect(x: 0, y: 0, width: 667, height: 10))
  }

  @Test func blocksRunOnceAndAnimateReturnsTrue() {
    let coordinator = ViewControllerTransitionCoordinator(
      context: ViewControllerTransitionCoordinatorContext(transitionDuration: 0.3))
    var count = 0
    #expect(coordinator.animate(alongsideTransition: { _ in count += 1 }, completion: nil))
    #expect(coordinator.animate(alongsideTransition: nil, completion: { _ in count += 10 }))
    coordinator.runAlongsideBlocks()
    coordinator.runAlongsideBlocks()
    coordinator.runCompletionBlocks()
    #expect(count == 11)
    #expect(coordinator.targetTransform == .identity)
  }
}

@Suite struct TransitionForwardingTests {
  @Test func containersForwardTheTransitionToTheirChildren() throws {
    final class Child: ViewController {
      var sizes: [CGSize] = []
      var alongside = 0
      override func viewWillTransition(
        to size: CGSize, with coordinator: ViewControllerTransitionCoordinator
      ) {
        sizes.append(size)
        coordinator.animate(alongsideTransition: { [unowned self] _ in alongside += 1 })
      }
    }
    let child = Child()
    let navigation = NavigationController(rootViewController: child)
    let host = try DeviceHost(device: .iphone6, rootViewController: navigation)
    try host.rotate(toInterface: .landscapeLeft)
    #expect(child.sizes == [CGSize(width: 667, height: 375)])
    #expect(child.alongside == 1)
  }
}
