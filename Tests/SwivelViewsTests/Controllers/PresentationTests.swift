import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// A controller that records its appearance and size callbacks.
private final class Recording: UIKitViewController {
  var log: [String] = []
  var style: StatusBarStyle = .default
  var color: Color = .white
  override var preferredStatusBarStyle: StatusBarStyle { style }
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = color
  }
  override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
  override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
  override func viewWillTransition(
    to size: CGSize, with coordinator: ViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    log.append("transition \(Int(size.width))x\(Int(size.height))")
  }
}

/// Presenting and dismissing as UIKit does: the presented view fills the window, covering
/// styles take the presenting view out (with its disappearance), the over styles keep it,
/// dismissing brings it back, and the presented controller decides the status bar and hears
/// of rotations.
@Suite struct PresentationTests {
  private func ids(_ views: [View]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

  @Test func aCoveringPresentationReplacesThePresentingView() throws {
    let root = Recording()
    let host = try DeviceHost(device: .iphone6, rootViewController: root)
    root.log = []
    let sheet = Recording()
    sheet.color = .red
    sheet.style = .lightContent
    var completed = false
    root.present(sheet, animated: true) { completed = true }
    #expect(completed)
    #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
    #expect(sheet.view.superview === host.window && sheet.view.frame == host.window.bounds)
    #expect(root.view.superview == nil)
    #expect(root.log == ["willDisappear", "didDisappear"])
    #expect(sheet.log == ["willAppear", "didAppear"])
    #expect(host.statusBarStyle == .lightContent)
    // Touches reach the presented controller's view.
    #expect(host.window.hitTest(CGPoint(x: 187, y: 333)) === sheet.view)

    root.log = []
    sheet.log = []
    var dismissed = false
    sheet.dismiss(animated: true) { dismissed = true }
    #expect(
      dismissed && root.presentedViewController == nil && sheet.presentingViewController == nil)
    #expect(sheet.view.superview == nil && root.view.superview === host.window)
    #expect(host.window.subviews.first === root.view)
    #expect(
      sheet.log == ["willDisappear", "didDisappear"] && root.log == ["willAppear", "didAppear"])
    #expect(host.statusBarStyle == .darkContent)
  }

  @Test func overFullScreenKeepsThePresentingViewAndItsStatusBar() throws {
    let root = Recording()
    let host = try DeviceHost(device: .iphone6, rootViewController: root)
    root.log = []
    let overlay = Recording()
    overlay.modalPresentationStyle = .overFullScreen
    overlay.style = .lightContent
    root.present(overlay, animated: false)
    #expect(ids(host.window.subviews) == ids([root.view!, overlay.view!]))
    #expect(root.log.isEmpty)
    #expect(host.statusBarStyle == .darkContent)
    overlay.modalPresentationCapturesStatusBarAppearance = true
    host.window.rootViewController?.setNeedsStatusBarAppearanceUpdate()
    #expect(host.statusBarStyle == .lightContent)
    root.dismiss(animated: false)
    #expect(ids(host.window.subviews) == ids([root.view!]) && root.log.isEmpty)
  }

  @Test func aChildPresentsFromItsTopAncestorAndPresentationsStack() throws {
    let root = Recording()
    let child = Recording()
    root.addChild(child)
    root.loadViewIfNeeded()
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    let host = try DeviceHost(device: .iphone6, rootViewController: root)
    let first = Recording(), second = Recording()
    child.present(first, animated: false)
    #expect(first.presentingViewController === root && child.presentedViewController === first)
    // Already presenting: a second presentation from the same context is refused, as in UIKit.
    child.present(second, animated: false)
    #expect(second.presentingViewController == nil)
    first.present(second, animated: false)
    #expect(second.presentingViewController === first)
    #expect(ids(host.window.subviews) == ids([second.view!]))
    // Dismissing from the root dismisses both.
    root.dismiss(animated: false)
    #expect(root.presentedViewController == nil && first.presentedViewController == nil)
    #expect(ids(host.window.subviews) == ids([root.view!]))
  }

  @Test func presentedControllersTurnWithTheScreen() throws {
    let root = Recording()
    let host = try DeviceHost(device: .iphone6, rootViewController: root)
    let sheet = Recording()
    root.present(sheet, animated: false)
    sheet.log = []
    try host.rotate(toInterface: .landscapeLeft)
    #expect(sheet.log.contains("transition 667x375"))
    #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
  }

  @Test func nothingHappensOutsideAWindowAndShowPushesInANavigationStack() throws {
    let loose = Recording()
    loose.loadViewIfNeeded()
    loose.present(Recording(), animated: false)
    #expect(loose.presentedViewController == nil)
    loose.dismiss(animated: false)

    let top = Recording()
    let navigation = NavigationController(rootViewController: top)
    let host = try DeviceHost(device: .iphone6, rootViewController: navigation)
    let next = Recording()
    top.show(next, sender: nil)
    #expect(navigation.topViewController === next && top.presentedViewController == nil)
    let modal = Recording()
    next.present(modal, animated: false)
    #expect(modal.presentingViewController === navigation)
    #expect(modal.view.window === host.window)
  }
}
